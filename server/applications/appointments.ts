// Interview times: the slots of an arrangement a candidate was invited to, confirming one, and inviting
// (the reviewers' side; the seed and the tests use it too).
import type { AppointmentSlot, DeliveryNotification } from '@/src/core/application-api';
import { lockRow } from '@/server/db/row-lock';
import type { Db } from '@/server/db/database';
import type { Owner } from './delivery-queries';
import { arrangementNotFound, notAnInvitation, slotFull, slotNotFound } from './errors';
import { noticeColumns } from './notice-texts';
import { ownNotification } from './notifications';
import type { NoticeParams } from '@/src/core/notice-messages';

/** The caller's applications invited to the arrangement (by an interview notification). */
async function invitedDeliveries(db: Db, owner: Owner, arrangementId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('notifications as n')
    .innerJoin('deliveries as d', 'd.id', 'n.delivery_id')
    .select('d.id')
    .distinct()
    .where('n.arrangement_id', '=', arrangementId)
    .where('n.kind', '=', 'interview')
    .where('d.user_id', '=', owner.userId)
    .where('d.portal_id', '=', owner.portalId)
    .execute();
  return rows.map((r) => r.id);
}

/** The arrangement's slots in time order, with how many are taken and which one the caller holds. */
export async function listSlots(db: Db, owner: Owner, arrangementId: number): Promise<AppointmentSlot[]> {
  const mine = await invitedDeliveries(db, owner, arrangementId);
  if (mine.length === 0) throw arrangementNotFound();
  const slots = await db
    .selectFrom('appointment_slots as s')
    .select(['s.id', 's.start_at', 's.end_at', 's.place', 's.capacity'])
    .select((eb) => eb.selectFrom('appointment_choices as c').select((c) => c.fn.countAll<number>().as('n')).whereRef('c.slot_id', '=', 's.id').as('taken'))
    .where('s.arrangement_id', '=', arrangementId)
    .orderBy('s.start_at')
    .orderBy('s.id')
    .execute();
  const chosen = await db.selectFrom('appointment_choices').select('slot_id').where('arrangement_id', '=', arrangementId).where('delivery_id', 'in', mine).execute();
  const held = new Set(chosen.map((c) => c.slot_id));
  return slots.map((s) => ({ id: s.id, start: s.start_at, end: s.end_at, place: s.place, capacity: s.capacity, taken: Number(s.taken ?? 0), chosen: held.has(s.id) }));
}

/**
 * Confirms the invitation with one slot of its arrangement: the application's earlier choice gives way;
 * a slot taken up to its capacity by others is refused (SLOT_FULL). Confirming the held slot again changes nothing.
 */
export async function confirmSlot(db: Db, owner: Owner, notificationId: number, slotId: number, now: Date): Promise<DeliveryNotification> {
  const notification = await ownNotification(db, owner, notificationId);
  const arrangementId = notification.appointmentTimeArrangeId;
  if (notification.kind !== 'interview' || arrangementId === undefined) throw notAnInvitation();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const slot = await trx.selectFrom('appointment_slots').select(['id', 'capacity']).where('id', '=', slotId).where('arrangement_id', '=', arrangementId).executeTakeFirst();
    if (!slot) throw slotNotFound();
    await lockRow(trx, 'appointment_slots', slot.id);
    const held = await trx
      .selectFrom('appointment_choices')
      .select('slot_id')
      .where('arrangement_id', '=', arrangementId)
      .where('delivery_id', '=', notification.deliveryId)
      .executeTakeFirst();
    if (held?.slot_id !== slot.id) {
      const taken = await trx.selectFrom('appointment_choices').select((eb) => eb.fn.countAll<number>().as('n')).where('slot_id', '=', slot.id).executeTakeFirstOrThrow();
      if (Number(taken.n) >= slot.capacity) throw slotFull();
      await trx.deleteFrom('appointment_choices').where('arrangement_id', '=', arrangementId).where('delivery_id', '=', notification.deliveryId).execute();
      await trx.insertInto('appointment_choices').values({ arrangement_id: arrangementId, slot_id: slot.id, delivery_id: notification.deliveryId, created_at: at }).execute();
    }
    if (held?.slot_id !== slot.id || !notification.confirmedAt) {
      await trx.updateTable('notifications').set({ confirmed_at: at }).where('id', '=', notificationId).execute();
    }
    await trx.updateTable('notifications').set({ read_at: at }).where('id', '=', notificationId).where('read_at', 'is', null).execute();
  });
  return ownNotification(db, owner, notificationId);
}

export interface Invitation {
  deliveryId: number;
  arrangementId: number;
  positionTitle: string;
  at: string;
}

/** When the arrangement's slots begin and end, its position and the portal's zone the span is written in. */
async function arrangementSpan(db: Db, arrangementId: number) {
  return db
    .selectFrom('appointment_arrangements as r')
    .innerJoin('portals as p', 'p.id', 'r.portal_id')
    .leftJoin('appointment_slots as s', 's.arrangement_id', 'r.id')
    .select(['r.position_id', 'p.time_zone'])
    .select((eb) => [eb.fn.min('s.start_at').as('from'), eb.fn.max('s.end_at').as('to')])
    .where('r.id', '=', arrangementId)
    .groupBy(['r.position_id', 'p.time_zone'])
    .executeTakeFirst();
}

/** Invites an application to pick a time of an arrangement: an unconfirmed interview notification naming the slots' span. */
export async function inviteToInterview(db: Db, invitation: Invitation): Promise<number> {
  const span = await arrangementSpan(db, invitation.arrangementId);
  if (!span) throw arrangementNotFound();
  const params: NoticeParams = { positionId: span.position_id, title: invitation.positionTitle };
  if (span.from && span.to) Object.assign(params, { from: span.from, to: span.to });
  const row = await db
    .insertInto('notifications')
    .values({
      delivery_id: invitation.deliveryId,
      kind: 'interview',
      ...noticeColumns('interviewInvitation', params, span.time_zone),
      arrangement_id: invitation.arrangementId,
      created_at: invitation.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
