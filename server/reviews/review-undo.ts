// A reviewer's second thought: their own pass or fail, undone within 10 minutes, back to reviewing. The decision
// and its undoing both stay in the history; the candidate is told the new status as for any move.
import type { FastifyInstance } from 'fastify';
import { UNDO_WINDOW_MS } from '@/src/core/review-api';
import type { Db } from '@/server/db/database';
import { selectTarget } from '@/server/applications/delivery-queries';
import { statusNotice } from '@/server/applications/notice-texts';
import { ApiError } from '@/server/http/envelope';

const DECISIONS = ['passed', 'failed'];

export const undoRefused = () => new ApiError('UNDO_REFUSED', '只能在10分钟内撤销自己作出的审核决定');

/** Until when `reviewerId` may undo the delivery's last move (ISO), or null: not their decision, undone, or too late. */
export async function undoableUntil(db: Db, deliveryId: number, reviewerId: number, now: Date): Promise<string | null> {
  const last = await db
    .selectFrom('delivery_events')
    .select(['status', 'decided_by', 'undo', 'created_at'])
    .where('delivery_id', '=', deliveryId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!last || last.undo || last.decided_by !== reviewerId || !DECISIONS.includes(last.status)) return null;
  const until = new Date(Date.parse(last.created_at) + UNDO_WINDOW_MS);
  return until > now ? until.toISOString() : null;
}

/** Moves the application back to reviewing, with the history row that undoes the decision; UNDO_REFUSED otherwise. */
export async function undoDecision(app: FastifyInstance, deliveryId: number, reviewerId: number, comment: string | undefined): Promise<void> {
  const now = app.now();
  await app.db.transaction().execute(async (trx) => {
    if (!(await undoableUntil(trx as unknown as Db, deliveryId, reviewerId, now))) throw undoRefused();
    const at = now.toISOString();
    // conditional on the decision still being there: two undos (or a move by the dates) cannot both win
    const moved = await trx.updateTable('deliveries').set({ status: 'reviewing', updated_at: at }).where('id', '=', deliveryId).where('status', 'in', DECISIONS).executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw undoRefused();
    await trx.insertInto('delivery_events').values({ delivery_id: deliveryId, status: 'reviewing', comment: comment ?? null, created_at: at, decided_by: reviewerId, undo: 1 }).execute();
    const target = await selectTarget(trx).select(['d.position_id', 'd.activity_id']).where('d.id', '=', deliveryId).executeTakeFirstOrThrow();
    const notice = statusNotice({ title: target.target_title ?? '', positionId: target.position_id, activityId: target.activity_id }, 'reviewing');
    await trx.insertInto('notifications').values({ delivery_id: deliveryId, kind: 'status', ...notice, created_at: at }).execute();
  });
}
