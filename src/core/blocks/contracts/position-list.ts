import { defineBlock } from '../define-block';
import { boolean, integer, link } from '../prop-spec';

export const positionListBlock = defineBlock({
  type: 'position-list',
  summary: 'Rows of positions: title, unit, region, education, salary, deadline, status. Data: careers.search with keyword, recruitType, unitId, categoryId, regionCode, page, pageSize. pc opens the detail in a new tab.',
  propsNote: 'Props of a position list.',
  data: { endpoints: ['careers.search'], required: true },
  props: {
    pageSize: integer('Rows per page, 1 to 50. Set it in data.params.pageSize too, so the request asks for as many.', { minimum: 1, maximum: 50 }, { default: 10 }),
    pager: boolean('Show the pager (pc: page numbers writing ?page=; h5: "load more"). Default true.', { default: true }),
    compact: boolean('A denser list for home pages and side columns: fewer facts per row. Default false.', { default: false }),
    detailPath: link('Where a row leads; {id} and {recruitType} are filled from the position. Default "recruitmentview/{id}/{recruitType}"; h5 pages set "layout/recruitmentview/{id}/{recruitType}". Must lead to a route of every variant that shows this page.'),
  },
  links: [{ path: 'detailPath' }],
  draws: 'rows: title, unit, region, education, salary (formatSalary), deadline, status; pager writes ?page=; pc opens the detail in a new tab (href + `/{encoded current path}?headStyle=false`, target _blank, rel noopener)',
});
