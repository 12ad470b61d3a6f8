import { defineBlock } from '../define-block';
import { integer, link } from '../prop-spec';

export const collectListBlock = defineBlock({
  type: 'collect-list',
  summary: 'The candidate\'s favourite positions, newest first: each row links to its detail and has a remove action (collect.removeCareer; the row leaves the list); the pager writes ?page=. Data: collect.getCareer with page and pageSize.',
  propsNote: 'Props of a favourites list.',
  data: { endpoints: ['collect.getCareer'], required: true },
  props: {
    pageSize: integer('Rows per page, as the data params ask for them (used until the answer says). Default 10.', { minimum: 1, maximum: 50 }, { default: 10 }),
    detailPath: link('Where a row leads; {id} and {recruitType} are filled from the position. Default "recruitmentview/{id}/{recruitType}" (with "layout/" on h5 pages under layout/).'),
    browsePath: link('Where the empty list\'s link leads. Default "recruitment/all/searchAll" (with "layout/" on h5 pages under layout/).'),
  },
  links: [{ path: 'detailPath' }, { path: 'browsePath' }],
  draws: 'the candidate\'s favourites, newest first: title (to the detail), unit, region, salary, deadline, status, date kept, 取消收藏 (the row leaves at once); pager writes ?page=',
});
