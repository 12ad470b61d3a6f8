import { defineBlock } from '../define-block';
import { link } from '../prop-spec';
import { compact, pageSize, pager } from '../list-props';

export const positionListBlock = defineBlock({
  type: 'position-list',
  summary: 'Rows of positions: title, unit, region, education, salary, deadline, status. Data: careers.search with keyword, recruitType, unitId, categoryId, regionCode, page, pageSize. pc opens the detail in a new tab.',
  propsNote: 'Props of a position list.',
  data: { endpoints: ['careers.search'], required: true },
  props: {
    pageSize: pageSize(),
    pager,
    compact,
    detailPath: link('Where a row leads; {id} and {recruitType} are filled from the position. Default "recruitmentview/{id}/{recruitType}"; h5 pages set "layout/recruitmentview/{id}/{recruitType}". Must lead to a route of every variant that shows this page.'),
  },
  links: [{ path: 'detailPath' }],
  draws: 'rows: title, unit, region, education, salary (formatSalary), deadline, status; pager writes ?page=; pc opens the detail in a new tab (href + `/{encoded current path}?headStyle=false`, target _blank, rel noopener)',
});
