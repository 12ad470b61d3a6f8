// What a candidate does to one of their applications: withdraw it, answer a background check, open it.
// Every step first finds the application among the caller's own (not a draft): anybody else's is NOT_FOUND.
import type { Delivery } from '@/src/core/application-api';
import type { Db } from '@/server/db/database';
import { readDelivery, type Owner } from './delivery-queries';
import { bcNotPending, deliveryNotFound, withdrawRefused } from './errors';

/** The caller's application (not a draft) with the states the actions check; NOT_FOUND otherwise. */
export async function ownApplication(db: Db, owner: Owner, id: number) {
  const row = await db
    .selectFrom('deliveries')
    .select(['id', 'status', 'background_check', 'feedback_state', 'activity_id'])
    .where('id', '=', id)
    .where('user_id', '=', owner.userId)
    .where('portal_id', '=', owner.portalId)
    .where('status', '<>', 'draft')
    .executeTakeFirst();
  if (!row) throw deliveryNotFound();
  return row;
}

/** The caller's application as the calls answer it; NOT_FOUND when it is gone. */
export async function readOwn(db: Db, owner: Owner, id: number, today: string): Promise<Delivery> {
  const delivery = await readDelivery(db, owner, id, today);
  if (!delivery) throw deliveryNotFound();
  return delivery;
}

/** Withdraws (deletes, with its history and notifications) an application review has not started on; a sign-up gives its place back. */
export async function withdraw(db: Db, owner: Owner, id: number): Promise<void> {
  const { activity_id: activityId } = await ownApplication(db, owner, id);
  await db.transaction().execute(async (trx) => {
    // conditional: a reviewer's move a moment ago wins
    const deleted = await trx.deleteFrom('deliveries').where('id', '=', id).where('status', '=', 'submitted').executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) throw withdrawRefused();
    if (activityId !== null) {
      await trx.updateTable('activities').set((eb) => ({ signed_up: eb('signed_up', '-', 1) })).where('id', '=', activityId).where('signed_up', '>', 0).execute();
    }
  });
}

/** Agrees to or refuses a pending background check; the check's notifications are read then. */
export async function answerBackgroundCheck(db: Db, owner: Owner, id: number, agree: boolean, now: Date, today: string): Promise<Delivery> {
  await ownApplication(db, owner, id);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const answered = await trx
      .updateTable('deliveries')
      .set({ background_check: agree ? 'agreed' : 'disagreed', updated_at: at })
      .where('id', '=', id)
      .where('background_check', '=', 'pending')
      .executeTakeFirst();
    if (Number(answered.numUpdatedRows) !== 1) throw bcNotPending();
    await trx.updateTable('notifications').set({ read_at: at }).where('delivery_id', '=', id).where('kind', '=', 'backgroundCheck').where('read_at', 'is', null).execute();
  });
  return readOwn(db, owner, id, today);
}

/** The application with its history; its notifications become read. */
export async function openDelivery(db: Db, owner: Owner, id: number, now: Date, today: string): Promise<Delivery> {
  await ownApplication(db, owner, id);
  await db.updateTable('notifications').set({ read_at: now.toISOString() }).where('delivery_id', '=', id).where('read_at', 'is', null).execute();
  return readOwn(db, owner, id, today);
}
