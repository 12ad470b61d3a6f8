import { defineBlock } from '../define-block';
import { pageSize, pager } from '../list-props';

export const qaListBlock = defineBlock({
  type: 'qa-list',
  summary: 'Questions and answers, each answer collapsible. Data: qa.search with keyword, category, page, pageSize.',
  propsNote: 'Props of a question and answer list.',
  data: { endpoints: ['qa.search'], required: true },
  props: {
    pageSize: pageSize(),
    pager,
  },
  draws: 'question and answer, collapsible',
});
