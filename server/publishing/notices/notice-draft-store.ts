// Notices a publisher is still writing, has scheduled or has withdrawn: saved as often as they like, complete or
// not, each save against the revision it read (conflict.ts names who came first).
import type { Db } from '@/server/db/database';
import { notFound } from '@/server/http/envelope';
import { badFields, schemaErrors } from '@/server/integration/field-errors';
import { appendAudit, changesBetween } from '../audit-log';
import { conflict } from '../conflict';
import type { Publisher } from '../publisher-scope';
import { cleanForm, noticeFormSchema, type NoticeForm } from './notice-form';
import { assertNoticeScope, isAdmin, noticeUnitId, UNIT_MISSING } from './notice-scope';

export const NOTICE_DRAFT = 'notice-draft';

/** The draft of the publisher's portal; NOT_FOUND elsewhere, FORBIDDEN outside their scope. */
export async function scopedNoticeDraft(db: Db, publisher: Publisher, draftId: number) {
  const row = await db.selectFrom('notice_drafts').selectAll().where('id', '=', draftId).where('portal_id', '=', publisher.portal.id).executeTakeFirst();
  if (!row) throw notFound('公告草稿');
  assertNoticeScope(publisher, row.unit_id === null ? null : Number(row.unit_id));
  return row;
}

export type NoticeDraftRow = Awaited<ReturnType<typeof scopedNoticeDraft>>;

export const noticeDraftRead = (row: NoticeDraftRow) => ({
  draftId: Number(row.id),
  revision: Number(row.revision),
  values: JSON.parse(row.body) as NoticeForm,
  publishAt: row.publish_at,
  lastError: row.last_error,
  updatedAt: row.updated_at,
});

/**
 * The form's values, checked for shape and cleaned, every bad field named at once (a missing unit among them, for a
 * publisher who is not an admin); blank texts count as absent.
 */
export function formValues(publisher: Publisher, raw: unknown): NoticeForm {
  const given = raw && typeof raw === 'object' && !Array.isArray(raw) ? Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== '' && v !== null)) : raw;
  const errors = schemaErrors(noticeFormSchema, given);
  const unitless = !errors.some((e) => e.field === 'unitCode') && (given as { unitCode?: unknown } | undefined)?.unitCode === undefined;
  if (unitless && !isAdmin(publisher)) errors.push(UNIT_MISSING);
  if (errors.length > 0) throw badFields(errors);
  return cleanForm(given as NoticeForm);
}

/** Creates (no draftId) or replaces a draft; the new revision. */
export async function saveNoticeDraft(db: Db, publisher: Publisher, input: { draftId?: number; revision?: number; values: unknown }, now: Date) {
  const values = formValues(publisher, input.values);
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const unitId = await noticeUnitId(trx, publisher, values.unitCode);
    // a change takes a scheduled draft off the schedule: what goes out is what was checked when it was scheduled
    const row = { unit_id: unitId, title: values.title, body: JSON.stringify(values), updated_at: at, last_error: null, publish_at: null, scheduled_by: null };
    const audit = (action: string, entityId: number, before?: Record<string, unknown>) =>
      appendAudit(trx, { portalId: publisher.portal.id, actor: publisher.actor, action, entity: NOTICE_DRAFT, entityId, changes: changesBetween(before, values), at: now });
    if (input.draftId === undefined) {
      const made = await trx.insertInto('notice_drafts').values({ ...row, code: null, portal_id: publisher.portal.id, created_by: publisher.user.id, created_at: at }).returning('id').executeTakeFirstOrThrow();
      await audit('create', Number(made.id));
      return { draftId: Number(made.id), revision: 0 };
    }
    const stored = await scopedNoticeDraft(trx, publisher, input.draftId);
    const revision = input.revision ?? -1;
    const updated = await trx.updateTable('notice_drafts').set({ ...row, revision: revision + 1 }).where('id', '=', stored.id).where('revision', '=', revision).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw await conflict(trx, NOTICE_DRAFT, Number(stored.id), publisher.portal.timeZone);
    await audit('update', Number(stored.id), JSON.parse(stored.body) as Record<string, unknown>);
    return { draftId: Number(stored.id), revision: revision + 1 };
  });
}

export async function deleteNoticeDraft(db: Db, publisher: Publisher, draftId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const stored = await scopedNoticeDraft(trx, publisher, draftId);
    await trx.deleteFrom('notice_drafts').where('id', '=', stored.id).execute();
    const changes = changesBetween(JSON.parse(stored.body) as Record<string, unknown>, undefined);
    await appendAudit(trx, { portalId: publisher.portal.id, actor: publisher.actor, action: 'delete', entity: NOTICE_DRAFT, entityId: Number(stored.id), changes, at: now });
  });
}
