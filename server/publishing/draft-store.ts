// Positions a publisher is still writing (or has scheduled): saved as often as they like, complete or not, in the
// publisher's units only; each save names the revision it read, so that two editors never overwrite each other.
import type { Db } from '@/server/db/database';
import { badFields, schemaErrors } from '@/server/integration/field-errors';
import { notFound } from '@/server/http/envelope';
import { appendAudit, changesBetween } from './audit-log';
import { conflict } from './conflict';
import { draftValuesSchema, type DraftValues } from './draft-body';
import { assertUnitInScope, scopedUnitId, type Publisher } from './publisher-scope';

export interface DraftRead {
  draftId: number;
  revision: number;
  values: DraftValues;
  /** ISO instant when scheduled */
  publishAt: string | null;
  lastError: string | null;
  updatedAt: string;
}

/** The draft of the publisher's portal; NOT_FOUND elsewhere, FORBIDDEN outside their units. */
export async function scopedDraft(db: Db, publisher: Publisher, draftId: number) {
  const row = await db.selectFrom('position_drafts').selectAll().where('id', '=', draftId).where('portal_id', '=', publisher.portal.id).executeTakeFirst();
  if (!row) throw notFound('草稿');
  assertUnitInScope(publisher, Number(row.unit_id));
  return row;
}

export const draftRead = (row: Awaited<ReturnType<typeof scopedDraft>>): DraftRead => ({
  draftId: Number(row.id),
  revision: Number(row.revision),
  values: JSON.parse(row.body) as DraftValues,
  publishAt: row.publish_at,
  lastError: row.last_error,
  updatedAt: row.updated_at,
});

/** Creates (no draftId) or replaces a draft; the new revision. */
export async function saveDraft(db: Db, publisher: Publisher, input: { draftId?: number; revision?: number; values: unknown }, now: Date): Promise<{ draftId: number; revision: number }> {
  const errors = schemaErrors(draftValuesSchema, input.values);
  if (errors.length > 0) throw badFields(errors);
  const values = input.values as DraftValues;
  const unitId = await scopedUnitId(db, publisher, values.unitCode);
  if (unitId === undefined) throw badFields([{ field: 'unitCode', message: `单位编码 ${values.unitCode} 不存在` }]);
  const at = now.toISOString();
  // a change takes a scheduled draft off the schedule: what goes out is what was checked when it was scheduled
  const row = { unit_id: unitId, code: values.code ?? null, title: values.title.trim(), body: JSON.stringify(values), updated_at: at, last_error: null, publish_at: null, scheduled_by: null };
  return db.transaction().execute(async (trx) => {
    if (input.draftId === undefined) {
      const made = await trx
        .insertInto('position_drafts')
        .values({ ...row, portal_id: publisher.portal.id, created_by: publisher.user.id, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      const draftId = Number(made.id);
      await appendAudit(trx, { portalId: publisher.portal.id, actor: publisher.actor, action: 'create', entity: 'position-draft', entityId: draftId, changes: changesBetween(undefined, values), at: now });
      return { draftId, revision: 0 };
    }
    const stored = await scopedDraft(trx, publisher, input.draftId);
    const revision = input.revision ?? -1;
    const updated = await trx
      .updateTable('position_drafts')
      .set({ ...row, revision: revision + 1 })
      .where('id', '=', stored.id)
      .where('revision', '=', revision)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw await conflict(trx, 'position-draft', Number(stored.id), publisher.portal.timeZone);
    const changes = changesBetween(JSON.parse(stored.body) as Record<string, unknown>, values);
    await appendAudit(trx, { portalId: publisher.portal.id, actor: publisher.actor, action: 'update', entity: 'position-draft', entityId: Number(stored.id), changes, at: now });
    return { draftId: Number(stored.id), revision: revision + 1 };
  });
}

export async function deleteDraft(db: Db, publisher: Publisher, draftId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const stored = await scopedDraft(trx, publisher, draftId);
    await trx.deleteFrom('position_drafts').where('id', '=', stored.id).execute();
    const changes = changesBetween(JSON.parse(stored.body) as Record<string, unknown>, undefined);
    await appendAudit(trx, { portalId: publisher.portal.id, actor: publisher.actor, action: 'delete', entity: 'position-draft', entityId: Number(stored.id), changes, at: now });
  });
}
