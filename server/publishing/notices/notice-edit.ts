// A published notice in the workspace: read in the form's shape, saved against the revision read (its id and page
// stay), and withdrawn: taken off the public lists, pages and search and put back among the drafts with its
// values, unit and code, to be fixed and published again or deleted (docs/decisions/publishing.md).
import type { Db } from '@/server/db/database';
import { notFound } from '@/server/http/envelope';
import { noticeBodyOf } from '@/server/integration/notice-store';
import { appendAudit, changesBetween } from '../audit-log';
import { conflict } from '../conflict';
import type { PublishContext } from '../publish-draft';
import type { Publisher } from '../publisher-scope';
import { NOTICE_DRAFT, formValues } from './notice-draft-store';
import type { NoticeForm } from './notice-form';
import { checkNoticeForm, NOTICE } from './notice-publish';
import { assertNoticeScope, noticeUnitId } from './notice-scope';

/** The notice of the publisher's portal; NOT_FOUND elsewhere, FORBIDDEN outside their scope. */
export async function scopedNotice(db: Db, publisher: Publisher, id: number) {
  const row = await db
    .selectFrom('notices as n')
    .leftJoin('units as u', 'u.id', 'n.unit_id')
    .selectAll('n')
    .select('u.code as unit_code')
    .where('n.portal_id', '=', publisher.portal.id)
    .where('n.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('公告');
  assertNoticeScope(publisher, row.unit_id == null ? null : Number(row.unit_id));
  return row;
}

type Stored = Awaited<ReturnType<typeof scopedNotice>>;

export function noticeFormOf(n: Stored): NoticeForm {
  const { category, ...body } = noticeBodyOf(n);
  return { ...body, ...(category ? { category } : {}), ...(n.unit_code ? { unitCode: n.unit_code } : {}) };
}

export async function savePublishedNotice(ctx: PublishContext, publisher: Publisher, id: number, revision: number, raw: unknown): Promise<{ revision: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    const stored = await scopedNotice(trx, publisher, id);
    const form = formValues(publisher, raw);
    const unitId = await noticeUnitId(trx, publisher, form.unitCode);
    const values = await checkNoticeForm({ ...ctx, db: trx }, form, stored.publish_date);
    const updated = await trx
      .updateTable('notices')
      .set({ ...values, unit_id: unitId, revision: revision + 1 })
      .where('id', '=', id)
      .where('revision', '=', revision)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw await conflict(trx, NOTICE, id, ctx.portal.timeZone);
    await appendAudit(trx, { portalId: ctx.portal.id, actor: ctx.actor, action: 'update', entity: NOTICE, entityId: id, changes: changesBetween(noticeFormOf(stored), form), at: ctx.now });
    return { revision: revision + 1 };
  });
}

/** Takes a published notice down; the draft it becomes. */
export async function withdrawNotice(ctx: PublishContext, publisher: Publisher, id: number): Promise<{ draftId: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    const stored = await scopedNotice(trx, publisher, id);
    const form = noticeFormOf(stored);
    const at = ctx.now.toISOString();
    const draft = await trx
      .insertInto('notice_drafts')
      .values({ portal_id: ctx.portal.id, unit_id: stored.unit_id ?? null, code: stored.code ?? null, title: stored.title, body: JSON.stringify(form), publish_at: null, scheduled_by: null, last_error: null, created_by: publisher.user.id, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const draftId = Number(draft.id);
    await trx.deleteFrom('notices').where('id', '=', id).execute();
    const entry = { portalId: ctx.portal.id, actor: ctx.actor, action: 'withdraw', at: ctx.now };
    await appendAudit(trx, { ...entry, entity: NOTICE, entityId: id, changes: [{ field: 'draftId', before: null, after: draftId }] });
    await appendAudit(trx, { ...entry, entity: NOTICE_DRAFT, entityId: draftId, changes: changesBetween(undefined, { ...form, noticeId: id }) });
    return { draftId };
  });
}
