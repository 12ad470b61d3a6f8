// delivery.notifications, delivery.notificationConfirm, appointment.list, feedback.save.
import type { FastifyInstance } from 'fastify';
import type { FeedbackBody } from '@/src/core/application-api';
import { ok } from '@/server/http/envelope';
import { boundedInteger, idString, pagingProps, params, type Paging } from '@/server/http/schema-parts';
import { routeOf } from '@/server/http/route-of';
import { confirmSlot, listSlots } from './appointments';
import { authDoc, bodyId, callerOf } from './caller';
import { ownApplication } from './delivery-actions';
import { saveFeedback } from './feedback';
import { listNotifications } from './notifications';

export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  app.route<{ Querystring: Paging & { deliveryId?: string } }>({
    ...routeOf('delivery.notifications'),
    schema: {
      ...authDoc('delivery.notifications', 'Paged<DeliveryNotification>', "The candidate's notifications, newest first (deliveryId: of that application)"),
      querystring: params({ ...pagingProps, deliveryId: { ...idString, description: 'an application id' } }),
    },
    handler: async (request) => {
      const { owner } = await callerOf(request);
      const { deliveryId, ...paging } = request.query;
      const id = deliveryId === undefined ? undefined : (await ownApplication(app.db, owner, Number(deliveryId))).id;
      return ok(await listNotifications(app.db, owner, id, paging));
    },
  });

  app.route<{ Body: { notificationId: number; slotId: number } }>({
    ...routeOf('delivery.notificationConfirm'),
    schema: {
      ...authDoc('delivery.notificationConfirm', 'DeliveryNotification', 'Confirm an interview invitation with one slot of its arrangement; SLOT_FULL when taken up'),
      querystring: params({}),
      body: params({ notificationId: bodyId, slotId: bodyId }, ['notificationId', 'slotId']),
    },
    handler: async (request) => {
      const { owner } = await callerOf(request);
      return ok(await confirmSlot(app.db, owner, request.body.notificationId, request.body.slotId, app.now()));
    },
  });

  app.route<{ Params: { appointmentTimeArrangeId: string } }>({
    ...routeOf('appointment.list'),
    schema: {
      ...authDoc('appointment.list', 'AppointmentSlot[]', 'The slots of an interview arrangement the caller was invited to'),
      params: { type: 'object', properties: { appointmentTimeArrangeId: idString }, required: ['appointmentTimeArrangeId'] },
      querystring: params({}),
    },
    handler: async (request) => {
      const { owner } = await callerOf(request);
      return ok(await listSlots(app.db, owner, Number(request.params.appointmentTimeArrangeId)));
    },
  });

  app.route<{ Body: FeedbackBody }>({
    ...routeOf('feedback.save'),
    schema: {
      ...authDoc('feedback.save', 'null', 'Interview feedback: only when the application is open for it, once (FEEDBACK_NOT_OPEN, FEEDBACK_GIVEN)'),
      querystring: params({}),
      body: params(
        { deliveryId: bodyId, rating: { ...boundedInteger(1, 5), description: '1-5' }, comment: { type: 'string', maxLength: 500 } },
        ['deliveryId', 'rating'],
      ),
    },
    handler: async (request) => {
      const { owner } = await callerOf(request);
      await saveFeedback(app.db, owner, request.body, app.now());
      return ok(null);
    },
  });
}
