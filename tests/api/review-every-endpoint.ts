// What every-endpoint.test.ts needs for the reviewers' calls: schema-valid values of their required params, and
// for its success case the army portal's reviewer (liu) with a delivery of his units to act on.
import type { FastifyInstance } from 'fastify';
import type { EndpointName } from '@/src/core/endpoints';
import { REVIEWERS, reviewerLogin } from './review-helpers';

/** Schema-valid params of the review calls that require some (ids that need not exist). */
export const reviewRequired: Partial<Record<EndpointName, Record<string, unknown>>> = {
  'review.view': { deliveryId: 1 },
  'review.decide': { deliveryId: 1, action: 'start' },
};

/** The params and the reviewer's headers of a review call's success case; undefined for other calls. */
export async function prepareReviewCall(app: FastifyInstance, name: EndpointName): Promise<{ params: Record<string, unknown>; headers: Record<string, string> } | undefined> {
  if (!name.startsWith('review.')) return undefined;
  const liu = await reviewerLogin(app, REVIEWERS.liu);
  // an application in progress to a unit below liu's: review.decide starts its qualification review
  const row = await app.db
    .selectFrom('deliveries as d')
    .innerJoin('positions as p', 'p.id', 'd.position_id')
    .select('d.id')
    .where('d.status', '=', 'applying')
    .where('p.unit_id', 'in', [...REVIEWERS.liu.units])
    .orderBy('d.id')
    .executeTakeFirstOrThrow();
  const params: Record<string, unknown> = name === 'review.decide' ? { deliveryId: row.id, action: 'start' } : name === 'review.view' ? { deliveryId: row.id } : {};
  return { params, headers: liu.headers };
}
