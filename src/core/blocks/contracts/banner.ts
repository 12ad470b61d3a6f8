import { defineBlock } from '../define-block';

export const bannerBlock = defineBlock({
  type: 'banner',
  summary: 'A carousel of banners (image, title, subtitle, link). Data: tidings.banner.',
  propsNote: 'A banner has no props.',
  data: { endpoints: ['tidings.banner'], required: true },
  props: {},
  draws: 'carousel of banners (image, title, subtitle, link)',
});
