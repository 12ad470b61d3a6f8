// Moving an application to another status: the status, a history row and the candidate's notification
// together, in one transaction. Reviewers (issue 5) call applyTransition; candidates' reads settle the dates.
import type { Transaction } from 'kysely';
import { deliveryStatusLabels, type DeliveryStatus } from '@/src/core/application-api';
import type { Db } from '@/server/db/database';
import type { Owner } from '@/server/db/queries/deliveries';
import type { Database } from '@/server/db/types';
import { beijingDate } from '@/server/http/clock';
import { assertMove, dateTransition, FINAL_STATUSES, isDeliveryStatus, TransitionRefused } from './transitions';

export interface Transition {
  deliveryId: number;
  to: DeliveryStatus;
  /** ISO time of the change */
  at: string;
  /** shown in the history beside the status */
  comment?: string;
}

export class DeliveryMissing extends Error {
  constructor(readonly deliveryId: number) {
    super(`no application ${deliveryId}`);
    this.name = 'DeliveryMissing';
  }
}

/** What the candidate is told about a new status (Chinese, like every server text the candidate reads). */
export function statusNotice(positionTitle: string, to: DeliveryStatus): { title: string; body: string } {
  const label = deliveryStatusLabels[to]['zh-CN'];
  return { title: `投递状态更新：${label}`, body: `您投递的职位“${positionTitle}”状态已更新为“${label}”。` };
}

/** applyTransition inside a transaction the caller holds. */
export async function applyTransitionIn(trx: Transaction<Database>, t: Transition): Promise<void> {
  const row = await trx
    .selectFrom('deliveries as d')
    .innerJoin('positions as p', 'p.id', 'd.position_id')
    .select(['d.status', 'p.title'])
    .where('d.id', '=', t.deliveryId)
    .executeTakeFirst();
  if (!row || !isDeliveryStatus(row.status)) throw new DeliveryMissing(t.deliveryId);
  assertMove(row.status, t.to);
  // conditional on the status read, so that another node's move in between is not overwritten
  const moved = await trx
    .updateTable('deliveries')
    .set({ status: t.to, updated_at: t.at })
    .where('id', '=', t.deliveryId)
    .where('status', '=', row.status)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw new TransitionRefused(row.status, t.to);
  await trx.insertInto('delivery_events').values({ delivery_id: t.deliveryId, status: t.to, comment: t.comment ?? null, created_at: t.at }).execute();
  const notice = statusNotice(row.title, t.to);
  await trx.insertInto('notifications').values({ delivery_id: t.deliveryId, kind: 'status', ...notice, created_at: t.at }).execute();
}

/** Moves an application to `to` (TransitionRefused when not allowed), with its history row and notification. */
export async function applyTransition(db: Db, t: Transition): Promise<void> {
  await db.transaction().execute((trx) => applyTransitionIn(trx, t));
}

/** Applies the moves the dates make (ended, deadline) to the candidate's undecided applications. */
export async function settleByDates(db: Db, owner: Owner, now: Date): Promise<void> {
  const today = beijingDate(now);
  const rows = await db
    .selectFrom('deliveries as d')
    .innerJoin('positions as p', 'p.id', 'd.position_id')
    .select(['d.id', 'd.status', 'p.status as position_status', 'p.deadline'])
    .where('d.user_id', '=', owner.userId)
    .where('d.portal_id', '=', owner.portalId)
    .where('d.status', 'not in', ['draft', ...FINAL_STATUSES])
    .execute();
  for (const r of rows) {
    if (!isDeliveryStatus(r.status)) continue;
    const to = dateTransition(r.status, { status: r.position_status, deadline: r.deadline }, today);
    if (!to) continue;
    try {
      await applyTransition(db, { deliveryId: r.id, to, at: now.toISOString() });
    } catch (error) {
      // a concurrent call settled it first
      if (!(error instanceof TransitionRefused)) throw error;
    }
  }
}
