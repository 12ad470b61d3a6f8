import { defineBlock } from '../define-block';
import { someOf } from '../prop-spec';

export const positionFiltersBlock = defineBlock({
  type: 'position-filters',
  summary: 'Selects that narrow a position list: they write ?categoryId=, ?regionCode=, ?unitId=. Data: careers.searchconditions.',
  propsNote: 'Props of the position filters.',
  data: { endpoints: ['careers.searchconditions'], required: true },
  props: {
    fields: someOf('The selects, in order: "category" (职位类别), "region" (工作地点), "unit" (招聘单位). Default all three.', ['category', 'region', 'unit']),
  },
  draws: 'selects writing ?categoryId=, ?regionCode=, ?unitId=',
});
