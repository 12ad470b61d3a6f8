import { defineBlock } from '../define-block';
import { boolean, shaped, string, text } from '../prop-spec';
import { pageSize } from '../list-props';
import { actionsSchema, columnsSchema, createSchema, filtersSchema, linksSchema, roleSchema, rowLinksSchema, tabsSchema } from '../record-schemas';
import type { CensorRole, RecordAction, RecordColumn, RecordCreate, RecordFilter, RecordRowLink, RecordTab } from '../record-types';

export const recordTableBlock = defineBlock({
  type: 'record-table',
  summary: 'A table of records declared by the page: its columns, where a row leads, the actions of a row (an endpoint called after a confirmation, the row\'s fields as params), a button to a new record, status tabs writing ?status= (or the param named), a keyword box writing ?keyword=, filters writing their params and a pager writing ?page=. Data: a Paged list (publish.positions, admin.audit) or a plain array (admin.accounts, admin.units).',
  propsAbout: 'A table of records declared by the page. Data: a Paged list, with status, keyword, page and pageSize read from the query, or a plain array. Props of a record table.',
  data: { endpoints: ['publish.positions', 'publish.notices', 'publish.activities', 'admin.accounts', 'admin.units', 'admin.audit'], required: true, note: 'a Paged list or a plain array; status, keyword, the filters\' params, page, pageSize from the query' },
  needsProps: true,
  requiredProps: ['columns'],
  props: {
    title: text('The heading above the table.'),
    columns: shaped<RecordColumn[]>('The columns, left to right.', columnsSchema),
    rowLinks: shaped<RecordRowLink[]>('Where a row leads: the first entry whose `when` the row meets. None: rows do not link.', rowLinksSchema),
    actions: shaped<RecordAction[]>('The buttons of a row, in a last column; each shown when its `when` holds for the row. After a success the list reloads (or `navigate`).', actionsSchema),
    create: shaped<RecordCreate>('A button above the table to the page of a new record.', createSchema),
    links: shaped<RecordCreate[]>('Buttons before `create` to other pages of the list (an import).', linksSchema),
    tabs: shaped<RecordTab[]>('Status tabs above the table: each writes its key to ?{tabParam}= (the page goes back to 1); none in the query: the first. Write the same default in data.params ("$query.status|draft").', tabsSchema),
    tabParam: string('The query param the tabs write. Default "status".', '^[A-Za-z_][A-Za-z0-9_]*$', { default: 'status' }),
    keyword: boolean('A keyword box writing ?keyword= (the page goes back to 1). Default false.', { default: false }),
    keywordPlaceholder: text('The keyword box\'s placeholder.'),
    filters: shaped<RecordFilter[]>('Filters above the table (text, select, date range), each writing its query param (the page goes back to 1): write the same params in data.params ("$query.entity").', filtersSchema),
    rowKey: string('The row\'s field that tells it apart (userId, unitId). Default "id".', '^[A-Za-z_][A-Za-z0-9_]*$', { default: 'id' }),
    empty: text('What an empty list says. Default 暂无记录 (record.empty).'),
    pageSize: pageSize(),
    pager: boolean('Show the pager (page numbers writing ?page=). Default true; a plain array has none.', { default: true }),
    role: shaped<CensorRole>(roleSchema.description, { enum: roleSchema.enum }),
  },
  links: [{ path: 'rowLinks/*/to' }, { path: 'actions/*/to' }, { path: 'actions/*/navigate' }, { path: 'create/to' }, { path: 'links/*/to' }],
  draws: 'a table declared by the page: columns (text, date, datetime, tag with labels, a list of changes before → after; a cell may link to the row\'s page, be indented by a depth), row links by `when`, row actions (an endpoint with the row\'s fields, after a confirmation; then a secret of the answer shown once, a message and a reload or a navigation), a new-record button and links beside it, status tabs writing ?status=, a keyword box writing ?keyword=, filters (text, select, date range) writing their params, a pager writing ?page= (a Paged answer); `role`: a censor account without it gets a message and a link to censorlogin',
});
