// A published activity edited in the workspace: read in the form's shape, saved against the revision read (its
// sign-ups stay: the row, its id and signed_up are the same), closed and reopened. An activity is the publisher's
// when every unit it has lies within their units. Each change writes its audit entry in its own transaction.
import type { Db } from '@/server/db/database';
import { beijingDateTime } from '@/server/http/clock';
import { ApiError, notFound } from '@/server/http/envelope';
import { appendAudit, changesBetween } from '../audit-log';
import { conflict } from '../conflict';
import type { PublishContext } from '../publish-draft';
import { forbidden, type Publisher } from '../publisher-scope';
import { checkActivity } from './activity-check';
import { ACTIVITY_ENTITY, writeUnits } from './activity-publish';
import type { ActivityValues } from './activity-values';

/** The activity of the publisher's portal with its unit codes; NOT_FOUND elsewhere, FORBIDDEN unless all its units are theirs. */
export async function scopedActivity(db: Db, publisher: Publisher, id: number) {
  const row = await db.selectFrom('activities').selectAll().where('portal_id', '=', publisher.portal.id).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('活动');
  const units = await db.selectFrom('activity_units as au').innerJoin('units as u', 'u.id', 'au.unit_id').select(['u.id', 'u.code']).where('au.activity_id', '=', id).orderBy('au.sort').orderBy('au.unit_id').execute();
  if (units.length === 0 || units.some((u) => !publisher.unitIds.includes(Number(u.id)))) throw forbidden();
  return { ...row, unitCodes: units.map((u) => u.code ?? '') };
}

type Stored = Awaited<ReturnType<typeof scopedActivity>>;

export const activityFormOf = (a: Stored): ActivityValues => ({
  title: a.title,
  kind: a.kind as ActivityValues['kind'],
  unitCodes: a.unitCodes,
  startTime: a.start_time,
  endTime: a.end_time,
  deadline: a.deadline,
  place: a.place,
  capacity: Number(a.capacity),
  summary: a.summary,
  body: a.body,
});

/** closed: closed by hand or over. */
export const activityStatusOf = (a: Stored, now: Date): 'published' | 'closed' => (a.closed_at || a.end_time < beijingDateTime(now) ? 'closed' : 'published');

export async function saveActivity(ctx: PublishContext, publisher: Publisher, id: number, revision: number, raw: unknown): Promise<{ revision: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    const stored = await scopedActivity(trx, publisher, id);
    const checked = await checkActivity({ ...ctx, db: trx }, raw, { scope: publisher.unitIds, publishing: false, signedUp: Number(stored.signed_up) });
    const updated = await trx
      .updateTable('activities')
      .set({ ...checked.row, revision: revision + 1 })
      .where('id', '=', id)
      .where('revision', '=', revision)
      // a sign-up taken since the check still fits: the places never drop below the sign-ups
      .where('signed_up', '<=', checked.row.capacity)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw await conflict(trx, ACTIVITY_ENTITY, id, ctx.portal.timeZone);
    await writeUnits(trx, id, checked.unitIds);
    await appendAudit(trx, { portalId: ctx.portal.id, actor: ctx.actor, action: 'update', entity: ACTIVITY_ENTITY, entityId: id, changes: changesBetween({ ...activityFormOf(stored) }, { ...checked.form }), at: ctx.now });
    return { revision: revision + 1 };
  });
}

/** Closes (no sign-ups, its page says closed) or reopens it; an activity that is over cannot be reopened. */
export async function setActivityOpen(ctx: PublishContext, publisher: Publisher, id: number, open: boolean): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const stored = await scopedActivity(trx, publisher, id);
    if (open && stored.end_time < beijingDateTime(ctx.now)) throw new ApiError('REOPEN_ACTIVITY_ENDED', '活动已结束，请先修改活动时间再重新开放');
    if (Boolean(stored.closed_at) === !open) return;
    const closedAt = open ? null : ctx.now.toISOString();
    await trx.updateTable('activities').set({ closed_at: closedAt, revision: Number(stored.revision ?? 0) + 1 }).where('id', '=', id).execute();
    const changes = [{ field: 'closedAt', before: stored.closed_at ?? null, after: closedAt }];
    await appendAudit(trx, { portalId: ctx.portal.id, actor: ctx.actor, action: open ? 'reopen' : 'close', entity: ACTIVITY_ENTITY, entityId: id, changes, at: ctx.now });
  });
}
