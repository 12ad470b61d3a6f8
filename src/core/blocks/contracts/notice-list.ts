import { defineBlock } from '../define-block';
import { boolean, integer, link } from '../prop-spec';

export const noticeListBlock = defineBlock({
  type: 'notice-list',
  summary: 'Notices: title, category, date; each links to notice/{id}. Data: notice.search with keyword, category, page, pageSize.',
  propsNote: 'Props of a notice list.',
  data: { endpoints: ['notice.search'], required: true },
  props: {
    pageSize: integer('Rows per page, 1 to 50. Set it in data.params.pageSize too, so the request asks for as many.', { minimum: 1, maximum: 50 }, { default: 10 }),
    pager: boolean('Show the pager (pc: page numbers writing ?page=; h5: "load more"). Default true.', { default: true }),
    compact: boolean('A denser list for home pages and side columns: fewer facts per row. Default false.', { default: false }),
    linkPath: link('Where a notice leads; {id} is the notice id. Default "notice/{id}" (h5 adds "layout/" on pages under layout/).'),
  },
  links: [{ path: 'linkPath' }],
  draws: 'title, category, date; links to notice/{id}',
});
