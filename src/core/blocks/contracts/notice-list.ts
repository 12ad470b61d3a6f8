import { defineBlock } from '../define-block';
import { link } from '../prop-spec';
import { compact, pageSize, pager } from '../list-props';

export const noticeListBlock = defineBlock({
  type: 'notice-list',
  summary: 'Notices: title, category, date; each links to notice/{id}. Data: notice.search with keyword, category, page, pageSize.',
  propsNote: 'Props of a notice list.',
  data: { endpoints: ['notice.search'], required: true },
  props: {
    pageSize: pageSize(),
    pager,
    compact,
    linkPath: link('Where a notice leads; {id} is the notice id. Default "notice/{id}" (h5 adds "layout/" on pages under layout/).'),
  },
  links: [{ path: 'linkPath' }],
  draws: 'title, category, date; links to notice/{id}',
});
