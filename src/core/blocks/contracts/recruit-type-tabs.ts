import { defineBlock } from '../define-block';
import { someOf, string } from '../prop-spec';

export const recruitTypeTabsBlock = defineBlock({
  type: 'recruit-type-tabs',
  summary: 'Tabs of recruitment types; choosing one writes ?tab= (or ?{queryKey}=) and resets the page. Data (optional): careers.count, to show counts.',
  propsNote: 'Props of the recruitment type tabs.',
  data: { endpoints: ['careers.count'], required: false },
  props: {
    tabs: someOf('The tabs, in order: "all" (全部), "campus" (校园招聘), "social" (社会招聘), "veterans" (退役军人招聘). Default: the site file\'s recruitTypes, else these four.', ['all', 'campus', 'social', 'veterans']),
    queryKey: string('The query parameter the tabs write. Default "tab"; the list\'s params read it as "$query.tab".', '^[A-Za-z_][A-Za-z0-9_]*$', { default: 'tab' }),
  },
  draws: 'tabs writing ?tab= (and resetting page)',
});
