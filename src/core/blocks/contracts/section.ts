import { defineBlock } from '../define-block';
import { link, text } from '../prop-spec';

export const sectionBlock = defineBlock({
  type: 'section',
  summary: 'A titled container of child blocks (the "blocks" array of this block).',
  propsNote: 'Props of a section.',
  props: {
    title: text('The heading of the section. A text: a message key of schemas/locales (such as "page.home"), or the text itself per locale: { "zh-CN": "热门职位", "en-US": "Popular positions" }. zh-CN is required and is the fallback.'),
    more: link('Where the "more" link in the heading leads: a path relative to the variant base, as in the route file (pc: "notice", h5: "layout/notice"), or an absolute same-origin path; the check proves it leads to a route of every variant that shows this page. Optional: without it there is no link.'),
    moreText: text('The text of the "more" link. Optional; default "更多" (block.more).'),
  },
  links: [{ path: 'more' }],
  draws: 'a titled container of child `blocks`',
});
