// Activities and fairs a publisher is still writing (or has scheduled): saved as often as they like, complete or
// not, with units within the publisher's only; each save names the revision it read (conflict.ts).
import type { Db } from '@/server/db/database';
import { notFound } from '@/server/http/envelope';
import { badFields, schemaErrors } from '@/server/integration/field-errors';
import { appendAudit, changesBetween } from '../audit-log';
import { conflict } from '../conflict';
import { assertUnitInScope, type Publisher } from '../publisher-scope';
import { unitsOfCodes } from './activity-check';
import { activityValuesSchema, type ActivityValues } from './activity-values';

export const DRAFT_ENTITY = 'activity-draft';

/** The draft of the publisher's portal; NOT_FOUND elsewhere, FORBIDDEN outside their units. */
export async function scopedActivityDraft(db: Db, publisher: Publisher, draftId: number) {
  const row = await db.selectFrom('activity_drafts').selectAll().where('id', '=', draftId).where('portal_id', '=', publisher.portal.id).executeTakeFirst();
  if (!row) throw notFound('活动草稿');
  assertUnitInScope(publisher, Number(row.unit_id));
  return row;
}

export const activityDraftRead = (row: Awaited<ReturnType<typeof scopedActivityDraft>>) => ({
  draftId: Number(row.id),
  revision: Number(row.revision),
  values: JSON.parse(row.body) as ActivityValues,
  publishAt: row.publish_at,
  lastError: row.last_error,
  updatedAt: row.updated_at,
});

/** Creates (no draftId) or replaces a draft; the new revision. */
export async function saveActivityDraft(db: Db, publisher: Publisher, input: { draftId?: number; revision?: number; values: unknown }, now: Date) {
  const errors = schemaErrors(activityValuesSchema, input.values);
  const values = input.values as ActivityValues;
  const units = errors.some((e) => e.field === 'unitCodes') || !Array.isArray(values?.unitCodes) ? undefined : await unitsOfCodes(db, publisher.portal.id, values.unitCodes, publisher.unitIds);
  errors.push(...(units?.errors ?? []));
  if (errors.length > 0 || !units) throw badFields(errors);
  const at = now.toISOString();
  // a change takes a scheduled draft off the schedule: what goes out is what was checked when it was scheduled
  const row = { unit_id: units.ids[0]!, kind: values.kind ?? 'activity', title: values.title.trim(), body: JSON.stringify(values), updated_at: at, last_error: null, publish_at: null, scheduled_by: null };
  const audit = { portalId: publisher.portal.id, actor: publisher.actor, entity: DRAFT_ENTITY, at: now };
  return db.transaction().execute(async (trx) => {
    if (input.draftId === undefined) {
      const made = await trx.insertInto('activity_drafts').values({ ...row, portal_id: publisher.portal.id, created_by: publisher.user.id, created_at: at }).returning('id').executeTakeFirstOrThrow();
      const draftId = Number(made.id);
      await appendAudit(trx, { ...audit, action: 'create', entityId: draftId, changes: changesBetween(undefined, { ...values }) });
      return { draftId, revision: 0 };
    }
    const stored = await scopedActivityDraft(trx, publisher, input.draftId);
    const revision = input.revision ?? -1;
    const updated = await trx.updateTable('activity_drafts').set({ ...row, revision: revision + 1 }).where('id', '=', stored.id).where('revision', '=', revision).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw await conflict(trx, DRAFT_ENTITY, Number(stored.id), publisher.portal.timeZone);
    const changes = changesBetween(JSON.parse(stored.body) as Record<string, unknown>, { ...values });
    await appendAudit(trx, { ...audit, action: 'update', entityId: Number(stored.id), changes });
    return { draftId: Number(stored.id), revision: revision + 1 };
  });
}

export async function deleteActivityDraft(db: Db, publisher: Publisher, draftId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const stored = await scopedActivityDraft(trx, publisher, draftId);
    await trx.deleteFrom('activity_drafts').where('id', '=', stored.id).execute();
    const changes = changesBetween(JSON.parse(stored.body) as Record<string, unknown>, undefined);
    await appendAudit(trx, { portalId: publisher.portal.id, actor: publisher.actor, action: 'delete', entity: DRAFT_ENTITY, entityId: Number(stored.id), changes, at: now });
  });
}
