// The body of PUT /pt/integration/v1/notices/{code}, and its check against the portal's data: every bad field named
// (field-errors.ts), the row's values otherwise. The body is HTML as every notice's is: the notice page sanitises it
// when it draws it (renderers/common/sanitize-html.ts), whatever wrote it.
import type { Db } from '@/server/db/database';
import { DATE, isDate, text } from './body-parts';
import { badFields, schemaErrors, type FieldError } from './field-errors';

export interface NoticeBody {
  title: string;
  /** a code of ref.terms type=noticeType (recruitment, notice, policy) */
  category: string;
  bodyHtml: string;
  summary?: string;
  source?: string;
  publishDate?: string;
}

export const noticeBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'category', 'bodyHtml'],
  properties: {
    title: text(200),
    category: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$', description: 'a code of ref.terms type=noticeType' },
    bodyHtml: text(200_000, 'HTML; sanitised by the notice page when drawn, as every notice'),
    summary: { type: 'string', maxLength: 500, description: 'default empty' },
    source: { type: 'string', maxLength: 100, description: 'who issues it; default empty' },
    publishDate: { ...DATE, description: 'default: the stored one, or today (Beijing) for a new notice' },
  },
} as const;

/** The columns a PUT writes (id, portal and code aside). */
export interface NoticeValues {
  title: string;
  category: string;
  publish_date: string;
  summary: string;
  source: string;
  body_html: string;
}

export async function checkNotice(db: Db, raw: unknown, today: string, storedPublishDate?: string): Promise<NoticeValues> {
  const errors: FieldError[] = schemaErrors(noticeBodySchema, raw);
  const bad = new Set(errors.map((e) => e.field));
  const body = (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Partial<NoticeBody>;
  const category =
    body.category !== undefined && !bad.has('category')
      ? (await db.selectFrom('terms').select('name').where('type', '=', 'noticeType').where('code', '=', body.category).executeTakeFirst())?.name
      : undefined;
  if (body.category !== undefined && !bad.has('category') && !category) errors.push({ field: 'category', message: `参数 category 公告类别 ${body.category} 不存在` });
  if (body.publishDate !== undefined && !bad.has('publishDate') && !isDate(body.publishDate)) errors.push({ field: 'publishDate', message: '参数 publishDate 不是有效日期' });
  if (errors.length > 0) throw badFields(errors);
  return {
    title: body.title!.trim(),
    category: category!,
    publish_date: body.publishDate ?? storedPublishDate ?? today,
    summary: body.summary ?? '',
    source: body.source ?? '',
    body_html: body.bodyHtml!,
  };
}
