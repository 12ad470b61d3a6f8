import { defineBlock } from '../define-block';
import { defined, oneOf, shaped, string, text } from '../prop-spec';
import type { TabSpec } from '../prop-types';

export const tabsBlock = defineBlock({
  type: 'tabs',
  summary: 'Child blocks per tab: each tab shows the child block (in "blocks") whose id is its key. The active tab comes from a param; choosing a tab goes to a path, so a tab can be linked to and survives a reload.',
  propsAbout: 'Child blocks per tab: each tab shows the child block whose id is its key (several blocks: put them in a section). Only the active tab is drawn. Props of tabs.',
  needsBlocks: true,
  requiredProps: ['tabs'],
  props: {
    tabs: shaped<TabSpec[]>('The tabs, in order.', {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['key', 'title'],
        properties: {
          key: {
            description: 'The tab\'s key: the id of its child block, and the value the active-tab param takes.',
            type: 'string',
            pattern: '^[a-z][a-z0-9]*(-[a-z0-9]+)*$',
          },
          title: { description: 'The tab\'s title.', $ref: '#/$defs/text' },
        },
      },
    }),
    activeKey: defined<string>('paramValue', 'The active tab\'s key, as a param: "$route.activeKey|resume", "$query.by|mobile". Unknown or empty: the first tab.'),
    path: string('Where choosing a tab goes; {key} is the tab\'s key. A path ("user/{key}"; h5 pages under layout/ add "layout/"), or a query ("?by={key}") merged into the current one. Default "?tab={key}".', '^(\\?[A-Za-z_][A-Za-z0-9_]*=\\S*|(?![/\\\\]{2})(?!/\\\\)(?![A-Za-z][A-Za-z0-9+.-]*:)\\S+)$'),
    frame: oneOf('"form": the tabs sit in a narrow centred card with the title on top (forms such as sign-up by mobile or email; the forms then draw no card of their own). Default "page": full width.', ['page', 'form'], { default: 'page' }),
    title: text('The heading of a "form" frame (pc).'),
  },
  links: [{ path: 'path', variant: true }],
  draws: 'child `blocks`, the one whose id is the active key drawn; choosing a tab goes to the path (a query pattern is merged into the query)',
});
