import { defineBlock } from '../define-block';
import { boolean, link, someOf } from '../prop-spec';
import { pageSize } from '../list-props';

export const reviewListBlock = defineBlock({
  type: 'review-list',
  summary: 'The reviewers\' workspace (censor domain): the applications (tag \'1\') and activity sign-ups (tag \'2\') to the reviewer\'s units, newest first: candidate, what they applied for, status label, submitted and updated dates. pc: filters by position (review.positions), status and candidate name, each written to the query (?positionId=, ?status=, ?keyword=; the page goes back to 1), and each row leads to its review. h5: read-only cards (status and date), no filters, no links. A user who is not a reviewer (a saved user of the censor domain) is sent to censorlogin. Data: review.search with positionId, status, keyword, page, pageSize.',
  propsAbout: 'The reviewers\' list of applications. Data: review.search with positionId, status, keyword, page, pageSize. Props of a review list.',
  data: {
    endpoints: ['review.search'],
    required: true,
    note: 'positionId, status, keyword, page, pageSize',
  },
  needsProps: true,
  requiredProps: ['detailPath'],
  props: {
    pageSize: pageSize(),
    pager: boolean('Show the pager (pc: page numbers writing ?page=; h5: previous/next writing ?page=). Default true.', { default: true }),
    filter: boolean('pc: show the position, status and name filters above the list. Default true.', { default: true }),
    statuses: someOf('The statuses the status filter offers, in order, after 全部状态 (all). Default every status a reviewer sees (drafts never reach them).', ['submitted', 'processing', 'applying', 'reviewing', 'passed', 'failed', 'ended', 'deadline']),
    detailPath: link('pc: where a row leads; {id} is the application id (a route of the page\'s template, e.g. "review/{id}"). Required: no block knows a template\'s review path. h5 lists are read-only and do not link.'),
  },
  links: [{ path: 'detailPath', terminal: 'pc' }],
  draws: 'the reviewers\' workspace (censor domain): applications and sign-ups to the reviewer\'s units: candidate, what for, status label, submitted and updated dates; pc: position (review.positions), status and name filters in the query, rows lead to the review; h5: read-only cards (status, date). Not a reviewer (a saved user of the censor domain): a link to censorlogin',
});
