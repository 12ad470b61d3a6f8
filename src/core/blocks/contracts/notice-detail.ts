import { defineBlock } from '../define-block';

export const noticeDetailBlock = defineBlock({
  type: 'notice-detail',
  summary: 'One notice: title, source, date and its body. Data: notice.view with id.',
  propsNote: 'A notice detail has no props.',
  data: { endpoints: ['notice.view', 'publish.previewNotice'], required: true, note: 'publish.previewNotice: a draft as it will be published (the workspace\'s preview)' },
  props: {},
  draws: 'title, source, date, body (bodyHtml sanitised with DOMPurify: no script, style, event handler or javascript: URL survives)',
});
