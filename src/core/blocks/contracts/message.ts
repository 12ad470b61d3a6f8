import { defineBlock } from '../define-block';
import { oneOf, shaped, text } from '../prop-spec';
import type { MessageAction } from '../prop-types';

export const messageBlock = defineBlock({
  type: 'message',
  summary: 'A centred message: the 404 page, the error page, and pages whose blocks come later.',
  propsNote: 'Props of a message.',
  requiredProps: ['icon', 'title'],
  props: {
    icon: oneOf('The picture above the title: "404" (not found), "error", "info", "building" (opens soon).', ['404', 'error', 'info', 'building']),
    title: text('The heading. A text: a message key of schemas/locales (such as "page.home"), or the text itself per locale: { "zh-CN": "热门职位", "en-US": "Popular positions" }. zh-CN is required and is the fallback. It may also read the query: "$query.errorCode", with a fallback key after "|": "$query.errorCode|page.exception".'),
    description: text('The line below the heading; like title, it may read "$query.errorMessage".'),
    action: shaped<MessageAction>('A button below the message.', {
      type: 'object',
      additionalProperties: false,
      required: ['text', 'to'],
      properties: {
        text: { description: 'The button text.', $ref: '#/$defs/text' },
        to: {
          description: 'Where the button leads: a path relative to the variant base, as in the route file (pc: "notice", h5: "layout/notice"), or an absolute same-origin path; the check proves it leads to a route of every variant that shows this page.',
          $ref: '#/$defs/link',
        },
      },
    }),
  },
  links: [{ path: 'action/to' }],
  draws: 'a centred message page: the 404 page, /exception, pages whose blocks come later',
});
