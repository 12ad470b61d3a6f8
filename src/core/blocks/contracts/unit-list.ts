import { defineBlock } from '../define-block';
import { integer, link } from '../prop-spec';

export const unitListBlock = defineBlock({
  type: 'unit-list',
  summary: 'Cards of recruiting units (logo, name, industry, city, open positions), children under their parents. Data: careers.enterprises, hotenterprise.list or careers.allenterprise.',
  propsNote: 'Props of a unit list.',
  data: {
    endpoints: ['careers.enterprises', 'hotenterprise.list', 'careers.allenterprise'],
    required: true,
  },
  props: {
    columns: integer('Cards per row on pc, 1 to 6. h5 always shows one column.', { minimum: 1, maximum: 6 }, { default: 3 }),
    linkPath: link('Where a card leads; {id} is the unit id. Default "recruitment/all/{id}"; h5 pages set "layout/recruitment/all/{id}".'),
  },
  links: [{ path: 'linkPath' }],
  draws: 'unit cards: logoText, name, industry, city, positionCount; children listed under parents',
});
