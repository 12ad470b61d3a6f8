import { defineBlock } from '../define-block';

export const layoutPortalBlock = defineBlock({
  type: 'layout-portal',
  layout: true,
  summary: '',
  props: {},
  draws: 'header (site name, nav from siteFile.nav[terminal] (siteFile.reviewerNav[terminal] for a signed-in reviewer, whose name then leads to `review`), language switch of siteFile.languages (default zh-CN, en-US; pc: one button each, h5: one button to the next, cycling; none for one language), login link), main, footer; h5: top bar + bottom tab bar. A signed-in candidate (not a guest, not the censor domain) sees their unread application notifications (passport.header `unread`, asked again after each navigation and on window focus at most once a minute; nothing at 0) as a badge named "3 条未读消息" leading to `usercenter` (h5: `layout/usercenter`)',
});
