import { defineBlock } from '../define-block';
import { link, oneOf, shaped, string, text } from '../prop-spec';
import { actionsSchema, fieldsSchema, roleSchema, saveSchema } from '../record-schemas';
import type { CensorRole, RecordAction, RecordField, RecordSave } from '../record-types';

export const recordFormBlock = defineBlock({
  type: 'record-form',
  summary: 'A form over one record declared by the page: its fields (text, textarea, number, date, datetime, select from a ref.terms dictionary or an endpoint\'s list, region, tags, rich text), loaded from the block\'s data (an answer with values and revision), saved to an endpoint with the id and the revision read, and extra actions (publish, schedule, preview, delete, close, reopen). A refusal (HTTP 400 with data.fields) is shown on its fields; PUBLISH_CONFLICT with its message and a reload; what was typed stays after a failed save. Data (optional): publish.draft or publish.position by the route\'s param; none: a new record.',
  propsAbout: 'A form over one record declared by the page. Data (optional): an answer with values, revision and the id; none: a new record. Props of a record form.',
  data: { endpoints: ['publish.draft', 'publish.position', 'publish.noticeDraft', 'publish.notice', 'publish.activityDraft', 'publish.activity', 'admin.account', 'admin.unit', 'admin.portal'], required: false, note: 'values, revision and the id (draftId, positionId, noticeId, activityId, userId, unitId); none: a new record' },
  needsProps: true,
  requiredProps: ['fields', 'save', 'idParam'],
  props: {
    title: text('The heading of a new record; a loaded one shows its titleField.'),
    titleField: string('The value shown as the heading of a loaded record ("title").', '^[A-Za-z_][A-Za-z0-9_]*$'),
    fields: shaped<RecordField[]>('The fields, in order (two columns on pc; wide ones and rich text take a row).', fieldsSchema),
    idParam: string('The record\'s id: its name in the data\'s answer and in the save\'s params ("draftId", "positionId").', '^[A-Za-z_][A-Za-z0-9_]*$'),
    save: shaped<RecordSave>('The save: the endpoint gets { [idParam], revision, values } (a new record: { values }).', saveSchema),
    actions: shaped<RecordAction[]>('Buttons beside the save, each shown when its `when` holds for the record (the data\'s answer without its values).', actionsSchema),
    backPath: link('A link back to the list, above the form.'),
    valuesFrom: oneOf('Where the record\'s values are in the data\'s answer: "values" (default: { values, revision, id }) or "answer" (the answer is the values: admin.portal).', ['values', 'answer'], { default: 'values' }),
    role: shaped<CensorRole>(roleSchema.description, { enum: roleSchema.enum }),
  },
  links: [{ path: 'backPath' }, { path: 'actions/*/to' }, { path: 'actions/*/navigate' }, { path: 'save/navigate' }],
  draws: 'a form declared by the page: kinds text, textarea, number, date, datetime, select (ref.terms dictionary, an endpoint\'s list or items written in the page, a tree for ref.careercategory, one value or several), region (ref.region cascade), tags, rich-text (TipTap, loaded on its own; sanitised with DOMPurify before it is sent); loaded from the data (values, revision), saved with the revision read; actions call, link, schedule (a date and time asked first), each after a confirmation and optionally after a save; a secret of a save\'s or an action\'s answer (a first password) shown once in a dialog to copy it from; a 400\'s data.fields on their fields, PUBLISH_CONFLICT with its message and a reload, what was typed kept',
});
