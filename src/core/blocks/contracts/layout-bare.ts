import { defineBlock } from '../define-block';

export const layoutBareBlock = defineBlock({
  type: 'layout-bare',
  layout: true,
  summary: '',
  props: {},
  draws: 'only the page (detail opened in a new tab with headStyle=false, message pages)',
});
