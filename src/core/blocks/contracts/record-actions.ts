import { defineBlock } from '../define-block';
import { shaped, text } from '../prop-spec';
import { actionsSchema, roleSchema } from '../record-schemas';
import type { CensorRole, RecordAction } from '../record-types';

export const recordActionsBlock = defineBlock({
  type: 'record-actions',
  summary: 'A bar of buttons over one record (the block\'s data, or the route\'s params alone): links and calls as record-form\'s actions (a preview page\'s 返回编辑 and 发布).',
  propsAbout: 'A bar of buttons over one record. Data (optional): the record (publish.draft); the route\'s params are part of it. Props of record actions.',
  data: { endpoints: ['publish.draft', 'publish.position', 'publish.noticeDraft', 'publish.activityDraft'], required: false, note: 'the record whose fields fill the actions\' params' },
  needsProps: true,
  requiredProps: ['actions'],
  props: {
    title: text('A heading at the left of the bar.'),
    actions: shaped<RecordAction[]>('The buttons, each shown when its `when` holds for the record.', actionsSchema),
    role: shaped<CensorRole>(roleSchema.description, { enum: roleSchema.enum }),
  },
  links: [{ path: 'actions/*/to' }, { path: 'actions/*/navigate' }],
  draws: 'a bar of buttons over one record: links and calls (after a confirmation; then a message and a navigation or a reload) as record-form\'s actions',
});
