// Which of a reviewer's deliveries the dates may move before the list is read (review.search). Found from the few
// positions and activities that can move anything, never from every delivery of the scope (a scope may hold
// a million applications): the portal's positions closed since the last list, its deadlines passed since the day its deadline
// moves were last done (both migration 015), and the scope's activities that are over or past their sign-up deadline.
import type { Db } from '@/server/db/database';
import { UNDECIDED_STATUSES, settleByDates } from '@/server/applications/apply-transition';
import { beijingDate, beijingDateTime } from '@/server/http/clock';
import type { ReviewerScope } from './reviewer-scope';

const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);
/** positions per query: far below SQLite's 32,766 parameters */
const IDS_PER_QUERY = 500;

/**
 * Ends the undecided applications of the portal's positions closed since the last list (closed_positions_due,
 * filled by a trigger), then takes those positions off the list.
 */
async function settleClosed(db: Db, portalId: number, now: Date): Promise<void> {
  // the portal's list alone (empty nearly always): a join let PostgreSQL plan on the list's size when last analysed
  const queued = (await db.selectFrom('closed_positions_due').select('position_id').where('portal_id', '=', portalId).execute()).map((r) => r.position_id);
  for (let i = 0; i < queued.length; i += IDS_PER_QUERY) {
    const positions = queued.slice(i, i + IDS_PER_QUERY);
    const deliveries = await db.selectFrom('deliveries').select('id').where('position_id', 'in', positions).where('status', 'in', [...UNDECIDED_STATUSES]).execute();
    await settleByDates(db, { deliveryIds: deliveries.map((r) => r.id) }, now);
    await db.deleteFrom('closed_positions_due').where('position_id', 'in', positions).execute();
  }
}

/** Sign-ups the scope's activities may move: over (ended) or past the sign-up deadline while still submitted. */
async function onActivities(db: Db, scope: ReviewerScope, units: number[], now: Date): Promise<number[]> {
  const today = beijingDate(now);
  return ids(
    await db
      .selectFrom('activities as a')
      .innerJoin('deliveries as d', 'd.activity_id', 'a.id')
      .select('d.id')
      .where('a.id', 'in', (eb) => eb.selectFrom('activity_units as au').select('au.activity_id').where('au.unit_id', 'in', units))
      .where('d.portal_id', '=', scope.portalId)
      .where('d.status', 'in', [...UNDECIDED_STATUSES])
      .where((eb) => eb.or([eb('a.end_time', '<', beijingDateTime(now)), eb.and([eb('a.deadline', '<', today), eb('d.status', '=', 'submitted')])]))
      .execute(),
  );
}

/** Submitted applications to the portal's positions whose deadline fell in [from, today): from undefined, ever. */
async function onDeadlinesSince(db: Db, portalId: number, from: string | undefined, today: string): Promise<number[]> {
  let q = db
    .selectFrom('positions as p')
    .innerJoin('deliveries as d', 'd.position_id', 'p.id')
    .select('d.id')
    .where('p.portal_id', '=', portalId)
    .where('p.deadline', '<', today)
    .where('d.status', '=', 'submitted');
  if (from !== undefined) q = q.where('p.deadline', '>=', from);
  return ids(await q.execute());
}

/**
 * Moves the portal's submitted applications whose deadline passed since the recorded day, then records today
 * (only if nobody took the day back meanwhile: an edit's trigger, or another node that went further).
 */
async function settleDeadlines(db: Db, portalId: number, now: Date): Promise<void> {
  const today = beijingDate(now);
  const done = await db.selectFrom('deadline_moves_done').select('through_day').where('portal_id', '=', portalId).executeTakeFirst();
  if (done && done.through_day >= today) return;
  await settleByDates(db, { deliveryIds: await onDeadlinesSince(db, portalId, done?.through_day, today) }, now);
  if (done) {
    await db.updateTable('deadline_moves_done').set({ through_day: today }).where('portal_id', '=', portalId).where('through_day', '=', done.through_day).execute();
  } else {
    await db.insertInto('deadline_moves_done').values({ portal_id: portalId, through_day: today }).onConflict((oc) => oc.column('portal_id').doNothing()).execute();
  }
}

/** Applies the moves the dates make to what the reviewer is about to list. */
export async function settleReviewerScope(db: Db, scope: ReviewerScope, now: Date): Promise<void> {
  await settleDeadlines(db, scope.portalId, now);
  await settleClosed(db, scope.portalId, now);
  const units = scope.unitIds.length > 0 ? scope.unitIds : [-1];
  const due = await onActivities(db, scope, units, now);
  if (due.length > 0) await settleByDates(db, { deliveryIds: due }, now);
}
