// A notice draft becomes a notice: checked as the integration API checks a body (every bad field named), inserted
// with its unit, and the draft removed, in one transaction with its audit entry. It is then public: the triggers
// of migrations 014 and 030 put it in the search and drop the rendered pages of every node's cache.
import type { Notice } from '@/src/core/entities';
import type { Db } from '@/server/db/database';
import { findNotice } from '@/server/content/content';
import { beijingDate } from '@/server/http/clock';
import { badFields, type FieldError } from '@/server/integration/field-errors';
import { insertCoded } from '@/server/integration/insert-coded';
import { checkNotice, type NoticeValues } from '@/server/integration/notice-body';
import { richTextToPlain } from '@/server/integration/rich-text';
import { appendAudit, changesBetween } from '../audit-log';
import { conflict } from '../conflict';
import type { PublishContext } from '../publish-draft';
import type { Publisher } from '../publisher-scope';
import { readRolledBack } from '../rolled-back';
import { NOTICE_DRAFT, scopedNoticeDraft } from './notice-draft-store';
import { noticeBodyOfForm, type NoticeForm } from './notice-form';

export const NOTICE = 'notice';

/** The notice's columns, or a 400 naming every bad field (a body without any text among them). */
export async function checkNoticeForm(ctx: PublishContext, form: NoticeForm, storedPublishDate?: string): Promise<NoticeValues> {
  const errors: FieldError[] = [];
  let values: NoticeValues | undefined;
  try {
    values = await checkNotice(ctx.db, noticeBodyOfForm(form), beijingDate(ctx.now), storedPublishDate);
  } catch (error) {
    const fields = (error as { details?: { data?: { fields?: FieldError[] } } }).details?.data?.fields;
    if (!fields) throw error;
    errors.push(...fields);
  }
  // markup alone (an emptied editor's <p></p>) says nothing to a reader
  if (form.bodyHtml !== undefined && richTextToPlain(form.bodyHtml) === '' && !errors.some((e) => e.field === 'bodyHtml')) errors.push({ field: 'bodyHtml', message: '请填写公告正文' });
  if (errors.length > 0 || !values) throw badFields(errors);
  return values;
}

type DraftRow = { id: number; body: string; unit_id: number | null; code: string | null };

/** Publishes now; the new notice's id. Run inside the caller's transaction. */
export async function publishNoticeNow(trx: Db, ctx: PublishContext, draft: DraftRow): Promise<number> {
  const form = JSON.parse(draft.body) as NoticeForm;
  const values = await checkNoticeForm({ ...ctx, db: trx }, form);
  const id = await insertCoded(trx, 'notices', { ...values, portal_id: ctx.portal.id, unit_id: draft.unit_id, code: draft.code });
  // a withdrawn notice's code, taken meanwhile by the integration API
  if (id === undefined) throw badFields([{ field: 'code', message: `公告编码 ${draft.code} 已被另一条公告使用` }]);
  await trx.deleteFrom('notice_drafts').where('id', '=', draft.id).execute();
  await appendAudit(trx, { portalId: ctx.portal.id, actor: ctx.actor, action: 'publish', entity: NOTICE, entityId: id, changes: changesBetween(undefined, { ...form, draftId: draft.id }), at: ctx.now });
  return id;
}

/** publish.publishNotice: now, or checked now and scheduled for publishAt; against the revision read. */
export async function publishOrScheduleNotice(ctx: PublishContext, publisher: Publisher, input: { draftId: number; revision: number; publishAt?: string }) {
  return ctx.db.transaction().execute(async (trx) => {
    const draft = await scopedNoticeDraft(trx, publisher, input.draftId);
    if (Number(draft.revision) !== input.revision) throw await conflict(trx, NOTICE_DRAFT, Number(draft.id), ctx.portal.timeZone);
    const at = input.publishAt === undefined ? undefined : new Date(input.publishAt);
    if (at && at.getTime() > ctx.now.getTime()) {
      await checkNoticeForm({ ...ctx, db: trx }, JSON.parse(draft.body) as NoticeForm);
      const publishAt = at.toISOString();
      await trx.updateTable('notice_drafts').set({ publish_at: publishAt, scheduled_by: publisher.user.id, last_error: null, revision: input.revision + 1 }).where('id', '=', draft.id).execute();
      const changes = [{ field: 'publishAt', before: draft.publish_at, after: publishAt }];
      await appendAudit(trx, { portalId: ctx.portal.id, actor: ctx.actor, action: 'schedule', entity: NOTICE_DRAFT, entityId: Number(draft.id), changes, at: ctx.now });
      return { scheduled: publishAt };
    }
    return { noticeId: await publishNoticeNow(trx, { ...ctx, db: trx }, { ...draft, id: Number(draft.id) }) };
  });
}

/** publish.previewNotice: the draft as notice.view will answer it once published (a 400 names what is missing). */
export async function previewNotice(ctx: PublishContext, publisher: Publisher, draftId: number): Promise<Notice> {
  const view = await readRolledBack(ctx.db, async (trx) => {
    const draft = await scopedNoticeDraft(trx, publisher, draftId);
    const values = await checkNoticeForm({ ...ctx, db: trx }, JSON.parse(draft.body) as NoticeForm);
    const id = await insertCoded(trx, 'notices', { ...values, portal_id: ctx.portal.id, unit_id: draft.unit_id, code: null });
    return id === undefined ? undefined : findNotice(trx, ctx.portal.id, id);
  });
  if (!view) throw new Error(`the preview of notice draft ${draftId} was not read back`);
  return view;
}
