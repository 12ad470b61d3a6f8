import { defineBlock } from '../define-block';
import { link } from '../prop-spec';

export const unitProfileBlock = defineBlock({
  type: 'unit-profile',
  summary: 'A unit\'s homepage head: logo, name, industry, city, open positions, introduction and links to its child units. Data: careers.searchIntroduce with unitId.',
  propsAbout: 'A unit\'s homepage head. Props of a unit profile.',
  data: { endpoints: ['careers.searchIntroduce'], required: true },
  props: {
    linkPath: link('Where a child unit leads; {id} is its id. Default "unitInfo/{id}" on pc and "companyview?unitId={id}" on h5.'),
  },
  links: [{ path: 'linkPath' }],
  draws: 'a unit\'s homepage head: logo, name, industry, city, open positions, introduction, child units (unitInfo, companyview)',
});
