// What a wizard call applies to: a position (tag '1', an application) or an activity (tag '2', a sign-up);
// the delivery it has, the draft it waits in, and its submission.
import type { FastifyInstance } from 'fastify';
import { APPLICATION_DELIVERY_TAG, SIGN_UP_DELIVERY_TAG, type Delivery } from '@/src/core/application-api';
import type { Db } from '@/server/db/database';
import { findDeliveryOfActivity, findDeliveryOfPosition, readDelivery, type Owner } from './delivery-queries';
import { beijingDate } from '@/server/http/clock';
import { activityFull, alreadyApplied, alreadySignedUp } from './errors';

export type WizardTarget = { tag: typeof APPLICATION_DELIVERY_TAG; positionId: number } | { tag: typeof SIGN_UP_DELIVERY_TAG; activityId: number };

export const positionTarget = (positionId: number): WizardTarget => ({ tag: APPLICATION_DELIVERY_TAG, positionId });
export const activityTarget = (activityId: number): WizardTarget => ({ tag: SIGN_UP_DELIVERY_TAG, activityId });

/** The candidate's delivery (draft or not) to the target. */
export function findExisting(db: Db, owner: Owner, target: WizardTarget) {
  return target.tag === SIGN_UP_DELIVERY_TAG ? findDeliveryOfActivity(db, owner, target.activityId) : findDeliveryOfPosition(db, owner, target.positionId);
}

const columnsOf = (target: WizardTarget) =>
  target.tag === SIGN_UP_DELIVERY_TAG ? { tag: target.tag, activity_id: target.activityId } : { tag: target.tag, position_id: target.positionId };

/** The unique index a second delivery to the target runs into. */
const conflictOf = (target: WizardTarget) =>
  target.tag === SIGN_UP_DELIVERY_TAG ? (['user_id', 'activity_id'] as const) : (['user_id', 'tag', 'position_id'] as const);

const refusedTwice = (target: WizardTarget) => (target.tag === SIGN_UP_DELIVERY_TAG ? alreadySignedUp() : alreadyApplied());

/** The draft an incomplete application or sign-up waits in (the one already there when two calls race). */
export async function draftFor(db: Db, owner: Owner, target: WizardTarget, at: string): Promise<number> {
  await db
    .insertInto('deliveries')
    .values({ user_id: owner.userId, portal_id: owner.portalId, ...columnsOf(target), status: 'draft', created_at: at })
    .onConflict((oc) => oc.columns([...conflictOf(target)]).doNothing())
    .execute();
  const row = await findExisting(db, owner, target);
  if (!row) throw new Error(`the draft of ${JSON.stringify(target)} vanished`);
  return row.id;
}

/**
 * Submits (the draft when there is one) with its first history row; a sign-up takes one of the activity's
 * places in the same transaction (ACTIVITY_FULL when another took the last one first).
 */
export async function submitTarget(app: FastifyInstance, owner: Owner, target: WizardTarget, draftId: number | undefined): Promise<Delivery> {
  const at = app.now().toISOString();
  const id = await app.db.transaction().execute(async (trx) => {
    let deliveryId = draftId;
    if (deliveryId !== undefined) {
      const moved = await trx
        .updateTable('deliveries')
        .set({ status: 'submitted', submitted_at: at, updated_at: at })
        .where('id', '=', deliveryId)
        .where('status', '=', 'draft')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw refusedTwice(target);
    } else {
      const inserted = await trx
        .insertInto('deliveries')
        .values({ user_id: owner.userId, portal_id: owner.portalId, ...columnsOf(target), status: 'submitted', created_at: at, submitted_at: at })
        .onConflict((oc) => oc.columns([...conflictOf(target)]).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) throw refusedTwice(target);
      deliveryId = inserted.id;
    }
    if (target.tag === SIGN_UP_DELIVERY_TAG) {
      const taken = await trx
        .updateTable('activities')
        .set((eb) => ({ signed_up: eb('signed_up', '+', 1) }))
        .where('id', '=', target.activityId)
        .whereRef('signed_up', '<', 'capacity')
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) throw activityFull();
    }
    await trx.insertInto('delivery_events').values({ delivery_id: deliveryId, status: 'submitted', created_at: at }).execute();
    return deliveryId;
  });
  const delivery = await readDelivery(app.db, owner, id, beijingDate(app.now()));
  if (!delivery) throw new Error(`delivery ${id} vanished after submitting`);
  return delivery;
}
