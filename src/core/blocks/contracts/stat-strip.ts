import { defineBlock } from '../define-block';
import { link, someOf } from '../prop-spec';

export const statStripBlock = defineBlock({
  type: 'stat-strip',
  summary: 'Open positions per recruitment type, each linking to recruitment/{type}/searchAll. Data: careers.count.',
  propsNote: 'Props of a stat strip.',
  data: { endpoints: ['careers.count'], required: true },
  props: {
    linkPath: link('Where a figure leads; {type} is the recruitment type (all, campus, social, veterans). Default "recruitment/{type}/searchAll" (h5 adds "layout/" on pages under layout/).'),
    types: someOf('The figures, in order: "all" (全部), "campus" (校园招聘), "social" (社会招聘), "veterans" (退役军人招聘). Default: the site file\'s recruitTypes, else these four.', ['all', 'campus', 'social', 'veterans']),
  },
  links: [{ path: 'linkPath' }],
  draws: 'open positions per recruitment type, each linking to recruitment/{type}/searchAll',
});
