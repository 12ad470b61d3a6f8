// The notice form: the integration API's notice body plus the unit it is published for. A draft needs only a title
// (and a unit, unless its publisher is also an admin: a notice without a unit is the portal's own); the rest is
// checked, as the integration API checks a body, when it is published. The body is sanitised on every save.
import { CODE } from '@/server/integration/body-parts';
import { noticeBodySchema, type NoticeBody } from '@/server/integration/notice-body';
import { sanitizeRichHtml } from '@/server/integration/rich-text';

export type NoticeForm = Partial<NoticeBody> & { title: string; unitCode?: string };

export const noticeFormSchema = {
  ...noticeBodySchema,
  required: ['title'],
  properties: { ...noticeBodySchema.properties, unitCode: { ...CODE, description: "the unit's code; absent: the portal's own notice (admins only)" } },
} as const;

/** The values as stored: the body sanitised, blank optional texts left out. */
export function cleanForm(values: NoticeForm): NoticeForm {
  const form: NoticeForm = { ...values, title: values.title.trim() };
  if (form.bodyHtml !== undefined) form.bodyHtml = sanitizeRichHtml(form.bodyHtml);
  for (const key of ['unitCode', 'category', 'bodyHtml', 'summary', 'source', 'publishDate'] as const) if (form[key] === '') delete form[key];
  return form;
}

/** The values without the unit, as checkNotice reads a body. */
export function noticeBodyOfForm(form: NoticeForm): Partial<NoticeBody> {
  const body: NoticeForm = { ...form };
  delete body.unitCode;
  return body;
}
