// delivery.search, delete, open, agreeBc, disagreeBc: the candidate's applications and what they do to them.
import type { FastifyInstance } from 'fastify';
import type { DeliveryStatus } from '@/src/core/application-api';
import { APPLICATION_DELIVERY_TAG, SIGN_UP_DELIVERY_TAG, deliveryStatusLabels } from '@/src/core/application-api';
import { searchDeliveries } from './delivery-queries';
import { beijingDate } from '@/server/http/clock';
import { ok } from '@/server/http/envelope';
import { idString, pagingProps, params, type Paging } from '@/server/http/schema-parts';
import { routeOf } from '@/server/http/route-of';
import { settleByDates } from './apply-transition';
import { authDoc, bodyId, callerOf } from './caller';
import { answerBackgroundCheck, openDelivery, withdraw } from './delivery-actions';

const listedStatuses = (Object.keys(deliveryStatusLabels) as DeliveryStatus[]).filter((s) => s !== 'draft');
const deliveryIdBody = () => params({ deliveryId: bodyId }, ['deliveryId']);

export async function deliveryRoutes(app: FastifyInstance): Promise<void> {
  const today = () => beijingDate(app.now());

  app.route<{ Querystring: Paging & { status?: DeliveryStatus | ''; tag?: string; positionId?: string } }>({
    ...routeOf('delivery.search'),
    schema: {
      ...authDoc('delivery.search', 'Paged<Delivery>', "The candidate's applications and activity sign-ups (drafts left out), newest first, each with its history"),
      querystring: params({
        ...pagingProps,
        status: { type: 'string', enum: ['', ...listedStatuses], description: 'only applications in this status' },
        tag: { type: 'string', enum: ['', APPLICATION_DELIVERY_TAG, SIGN_UP_DELIVERY_TAG], description: "'1' applications only, '2' sign-ups only; empty or absent: both" },
        positionId: { ...idString, description: "only the application to this position (a position page tells 已申请 by it)" },
      }),
    },
    handler: async (request) => {
      const { owner } = await callerOf(request);
      await settleByDates(app.db, owner, app.now());
      const { status, tag, positionId, ...paging } = request.query;
      const filter = { status: status || undefined, tag: tag || undefined, positionId: positionId === undefined ? undefined : Number(positionId) };
      return ok(await searchDeliveries(app.db, owner, filter, paging, today()));
    },
  });

  app.route<{ Params: { deliveryId: string } }>({
    ...routeOf('delivery.delete'),
    schema: {
      ...authDoc('delivery.delete', 'null', 'Withdraw an application: only while its status is submitted, else WITHDRAW_REFUSED'),
      params: { type: 'object', properties: { deliveryId: idString }, required: ['deliveryId'] },
      querystring: params({}),
      body: params({}),
    },
    handler: async (request) => {
      const { owner } = await callerOf(request);
      await withdraw(app.db, owner, Number(request.params.deliveryId));
      return ok(null);
    },
  });

  app.route<{ Body: { deliveryId: number } }>({
    ...routeOf('delivery.open'),
    schema: { ...authDoc('delivery.open', 'Delivery', 'One application with its history; its notifications become read'), querystring: params({}), body: deliveryIdBody() },
    handler: async (request) => {
      const { owner } = await callerOf(request);
      await settleByDates(app.db, owner, app.now());
      return ok(await openDelivery(app.db, owner, request.body.deliveryId, app.now(), today()));
    },
  });

  for (const name of ['delivery.agreeBc', 'delivery.disagreeBc'] as const) {
    const agree = name === 'delivery.agreeBc';
    app.route<{ Body: { deliveryId: number } }>({
      ...routeOf(name),
      schema: {
        ...authDoc(name, 'Delivery', `${agree ? 'Agree to' : 'Refuse'} the pending background check; BC_NOT_PENDING when none is pending`),
        querystring: params({}),
        body: deliveryIdBody(),
      },
      handler: async (request) => {
        const { owner } = await callerOf(request);
        return ok(await answerBackgroundCheck(app.db, owner, request.body.deliveryId, agree, app.now(), today()));
      },
    });
  }
}
