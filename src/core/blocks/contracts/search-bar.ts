import { defineBlock } from '../define-block';
import { link, text } from '../prop-spec';

export const searchBarBlock = defineBlock({
  type: 'search-bar',
  summary: 'A keyword box; it submits to target?keyword=...; with data (siteconfig.index) it shows the hot keywords as chips.',
  propsNote: 'Props of a search bar.',
  data: { endpoints: ['siteconfig.index'], required: false },
  props: {
    placeholder: text('The hint in the empty box. Optional; default "搜索职位、单位" (block.searchPlaceholder).'),
    target: link('The list page the search opens: a path relative to the variant base, as in the route file (pc: "notice", h5: "layout/notice"), or an absolute same-origin path; the check proves it leads to a route of every variant that shows this page. Default "recruitment/all/searchAll"; h5 pages set "layout/recruitment/all/searchAll".'),
  },
  links: [{ path: 'target' }],
  draws: 'keyword box in a search form (the keyboard\'s Enter/search key submits, as the button does); submits to target?keyword=...; hot keywords as chips when data has hotKeywords',
});
