// Moving an application to another status: the status, a history row and the candidate's notification
// together, in one transaction. Reviewers call applyTransition; candidates' reads settle the dates.
import { sql, type Transaction } from 'kysely';
import type { DeliveryStatus } from '@/src/core/application-api';
import type { Db } from '@/server/db/database';
import { selectTarget, type Owner } from './delivery-queries';
import type { Database } from '@/server/db/types';
import { beijingDate, beijingDateTime } from '@/server/http/clock';
import { statusNotice } from './notice-texts';
import { assertMove, dateTransition, isDeliveryStatus, TransitionRefused } from './transitions';

export interface Transition {
  deliveryId: number;
  to: DeliveryStatus;
  /** ISO time of the change */
  at: string;
  /** shown in the history beside the status */
  comment?: string;
  /** the reviewer who moves it */
  decidedBy?: number;
}

export class DeliveryMissing extends Error {
  constructor(readonly deliveryId: number) {
    super(`no application ${deliveryId}`);
    this.name = 'DeliveryMissing';
  }
}

/** applyTransition inside a transaction the caller holds. */
export async function applyTransitionIn(trx: Transaction<Database>, t: Transition): Promise<void> {
  const row = await selectTarget(trx).select(['d.status', 'd.position_id', 'd.activity_id']).where('d.id', '=', t.deliveryId).executeTakeFirst();
  if (!row || row.target_title === null || !isDeliveryStatus(row.status)) throw new DeliveryMissing(t.deliveryId);
  assertMove(row.status, t.to);
  // conditional on the status read, so that another node's move in between is not overwritten
  const moved = await trx
    .updateTable('deliveries')
    .set({ status: t.to, updated_at: t.at })
    .where('id', '=', t.deliveryId)
    .where('status', '=', row.status)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw new TransitionRefused(row.status, t.to);
  // decided_by only for a reviewer's move: a database being upgraded (a seed between migrations) may lack the column
  const reviewer = t.decidedBy !== undefined ? { decided_by: t.decidedBy } : {};
  await trx.insertInto('delivery_events').values({ delivery_id: t.deliveryId, status: t.to, comment: t.comment ?? null, created_at: t.at, ...reviewer }).execute();
  const notice = statusNotice({ title: row.target_title, positionId: row.position_id, activityId: row.activity_id }, t.to);
  await trx.insertInto('notifications').values({ delivery_id: t.deliveryId, kind: 'status', ...notice, created_at: t.at }).execute();
}

/** Moves an application to `to` (TransitionRefused when not allowed), with its history row and notification. */
export async function applyTransition(db: Db, t: Transition): Promise<void> {
  await db.transaction().execute((trx) => applyTransitionIn(trx, t));
}

/** Whose undecided deliveries the dates move: a candidate's own, or these ids (a reviewer's list). */
export type SettleScope = Owner | { deliveryIds: number[] };

/** The statuses dates may move on from (not drafts, not final). */
export const UNDECIDED_STATUSES: readonly DeliveryStatus[] = ['submitted', 'processing', 'applying', 'reviewing'];

/** ids per query when settling given ids: far below SQLite's 32,766 parameters */
const IDS_PER_QUERY = 500;

/**
 * In SQL, the undecided deliveries (joined as d, with their position as p and activity as a) whose dates may move
 * them: a superset of what dateTransition moves, so that only these few rows are read and decided in code.
 */
export function datesMayMove(now: Date) {
  const today = beijingDate(now);
  const nowTime = beijingDateTime(now);
  return sql<boolean>`(d.status IN (${sql.join([...UNDECIDED_STATUSES])}) AND (p.status = 'closed' OR (d.status = 'submitted' AND p.deadline < ${today})
    OR a.end_time < ${nowTime} OR (d.status = 'submitted' AND a.deadline < ${today})))`;
}

/**
 * Applies the moves the dates make (ended, deadline) to undecided applications and sign-ups: an activity counts
 * as closed once it is over, and its sign-up deadline is its deadline. Only the rows the dates may move are read.
 */
export async function settleByDates(db: Db, scope: SettleScope, now: Date): Promise<void> {
  if ('deliveryIds' in scope) {
    for (let i = 0; i < scope.deliveryIds.length; i += IDS_PER_QUERY) await settleRows(db, scope, now, scope.deliveryIds.slice(i, i + IDS_PER_QUERY));
  } else await settleRows(db, scope, now);
}

async function settleRows(db: Db, scope: SettleScope, now: Date, ids?: number[]): Promise<void> {
  const today = beijingDate(now);
  const nowTime = beijingDateTime(now);
  let q = db
    .selectFrom('deliveries as d')
    .leftJoin('positions as p', 'p.id', 'd.position_id')
    .leftJoin('activities as a', 'a.id', 'd.activity_id')
    .select(['d.id', 'd.status', 'p.status as position_status', 'p.deadline', 'a.end_time', 'a.deadline as activity_deadline'])
    .where(datesMayMove(now));
  if (ids) q = q.where('d.id', 'in', ids.length > 0 ? ids : [-1]);
  else if (!('deliveryIds' in scope)) q = q.where('d.user_id', '=', scope.userId).where('d.portal_id', '=', scope.portalId);
  for (const r of await q.execute()) {
    if (!isDeliveryStatus(r.status)) continue;
    const dates =
      r.position_status !== null && r.deadline !== null
        ? { status: r.position_status, deadline: r.deadline }
        : r.end_time !== null && r.activity_deadline !== null
          ? { status: r.end_time < nowTime ? 'closed' : 'open', deadline: r.activity_deadline }
          : null;
    const to = dates && dateTransition(r.status, dates, today);
    if (!to) continue;
    try {
      await applyTransition(db, { deliveryId: r.id, to, at: now.toISOString() });
    } catch (error) {
      // a concurrent call settled it first
      if (!(error instanceof TransitionRefused)) throw error;
    }
  }
}
