import { defineBlock } from '../define-block';
import { string, text } from '../prop-spec';

export const terminalPreviewBlock = defineBlock({
  type: 'terminal-preview',
  summary: 'A preview on both terminals: the child blocks (the desktop look) beside a phone-sized frame showing the same site\'s h5 variant at `path` (the preview pages of the publishers).',
  propsAbout: 'The desktop look (child blocks) beside the h5 look in a phone-sized frame. Props of a terminal preview.',
  needsBlocks: true,
  needsProps: true,
  requiredProps: ['path'],
  props: {
    path: string('The h5 variant\'s path shown in the frame, {name} filled from the route\'s params ("publish/preview/{draftId}"); the h5 route file must have it.', '^(?![/\\\\])(?![A-Za-z][A-Za-z0-9+.-]*:)\\S+$'),
    title: text('The heading of the desktop column.'),
    phoneTitle: text('The heading of the phone frame.'),
  },
  draws: 'the child blocks (the desktop look) beside an iframe of the h5 variant\'s `path` (route params filled) in a 390 x 760 phone frame',
});
