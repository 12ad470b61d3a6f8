import { defineBlock } from '../define-block';
import { boolean, integer } from '../prop-spec';

export const qaListBlock = defineBlock({
  type: 'qa-list',
  summary: 'Questions and answers, each answer collapsible. Data: qa.search with keyword, category, page, pageSize.',
  propsNote: 'Props of a question and answer list.',
  data: { endpoints: ['qa.search'], required: true },
  props: {
    pageSize: integer('Rows per page, 1 to 50. Set it in data.params.pageSize too, so the request asks for as many.', { minimum: 1, maximum: 50 }, { default: 10 }),
    pager: boolean('Show the pager (pc: page numbers writing ?page=; h5: "load more"). Default true.', { default: true }),
  },
  draws: 'question and answer, collapsible',
});
