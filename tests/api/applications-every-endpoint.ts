// What every-endpoint.test.ts needs for the application calls: schema-valid values of their required params,
// and for its success case the caller's own ids (the army portal's demo candidate li) or a state to act on.
import type { FastifyInstance } from 'fastify';
import type { EndpointName } from '@/src/core/endpoints';
import type { Db } from '@/server/db/database';
import { DEMO, login, openPositionsFor, saveCompleteResume, type Session } from './candidates';

/** Schema-valid params of the application calls that require some (ids that need not exist). */
export const applicationRequired: Partial<Record<EndpointName, Record<string, unknown>>> = {
  'collect.career': { positionId: 1 },
  'collect.removeCareer': { positionId: 1 },
  'wizard.apply': { applyId: 1 },
  'wizard.submit': { applyId: 1 },
  'delivery.delete': { deliveryId: 1 },
  'delivery.open': { deliveryId: 1 },
  'delivery.notificationConfirm': { notificationId: 1, slotId: 1 },
  'delivery.agreeBc': { deliveryId: 1 },
  'delivery.disagreeBc': { deliveryId: 1 },
  'appointment.list': { appointmentTimeArrangeId: 1 },
  'feedback.save': { deliveryId: 1, rating: 5 },
};

const deliveriesOf = (db: Db, session: Session) => db.selectFrom('deliveries').select('id').where('user_id', '=', session.user.id);

async function pendingCheck(db: Db, session: Session): Promise<number> {
  const pending = await deliveriesOf(db, session).where('background_check', '=', 'pending').executeTakeFirst();
  if (pending) return pending.id;
  // the seed has one pending check and agreeBc answered it: a reviewer asks again, on another application
  const other = await deliveriesOf(db, session).where('status', '=', 'processing').executeTakeFirstOrThrow();
  await db.updateTable('deliveries').set({ background_check: 'pending' }).where('id', '=', other.id).execute();
  return other.id;
}

async function invitation(db: Db, session: Session) {
  return db
    .selectFrom('notifications as n')
    .innerJoin('deliveries as d', 'd.id', 'n.delivery_id')
    .innerJoin('appointment_slots as s', 's.arrangement_id', 'n.arrangement_id')
    .select(['n.id', 'n.arrangement_id', 's.id as slot_id'])
    .where('d.user_id', '=', session.user.id)
    .where('n.kind', '=', 'interview')
    .orderBy('s.capacity', 'desc')
    .executeTakeFirstOrThrow();
}

/** The params (and a session, when it is not li's) of an application call's success case; undefined for other calls. */
export async function prepareApplicationCall(app: FastifyInstance, name: EndpointName, li: Session): Promise<{ params: Record<string, unknown>; headers?: Record<string, string> } | undefined> {
  const db = app.db;
  const [position] = await openPositionsFor(app, li, 'army');
  switch (name) {
    case 'collect.career':
    case 'collect.removeCareer':
      return { params: { positionId: position } };
    case 'wizard.apply':
      return { params: { applyId: position } };
    case 'wizard.submit': {
      // li's resume stays as resume.save expects it (version 0): the other candidate of the portal applies
      const zhao = await login(app, DEMO.zhao);
      await saveCompleteResume(app, zhao, 'army');
      return { params: { applyId: position }, headers: zhao.headers };
    }
    case 'delivery.delete': {
      // a submitted application other than the first one, which resume.completeResume uses
      const row = await deliveriesOf(db, li).where('status', '=', 'submitted').orderBy('id', 'desc').executeTakeFirstOrThrow();
      return { params: { deliveryId: row.id } };
    }
    case 'delivery.open':
      return { params: { deliveryId: (await deliveriesOf(db, li).orderBy('id').executeTakeFirstOrThrow()).id } };
    case 'delivery.agreeBc':
    case 'delivery.disagreeBc':
      return { params: { deliveryId: await pendingCheck(db, li) } };
    case 'delivery.notificationConfirm': {
      const invited = await invitation(db, li);
      return { params: { notificationId: invited.id, slotId: invited.slot_id } };
    }
    case 'appointment.list':
      return { params: { appointmentTimeArrangeId: (await invitation(db, li)).arrangement_id } };
    case 'feedback.save':
      return { params: { deliveryId: (await deliveriesOf(db, li).where('feedback_state', '=', 'open').executeTakeFirstOrThrow()).id, rating: 5 } };
    default:
      return undefined;
  }
}
