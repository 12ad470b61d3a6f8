// The reviewers' calls (domain censor): review.positions, review.search, review.view, review.decide.
// Every call answers only what the reviewer's units may see (server/reviews/reviewer-scope.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { APPLICATION_DELIVERY_TAG, SIGN_UP_DELIVERY_TAG, deliveryStatusLabels, type DeliveryStatus } from '@/src/core/application-api';
import type { EndpointName } from '@/src/core/endpoints';
import { REVIEW_ACTIONS, type ReviewAction } from '@/src/core/review-api';
import { requireReviewer } from '@/server/auth/require-user';
import { settleByDates } from '@/server/applications/apply-transition';
import { bodyId } from '@/server/applications/caller';
import { ok } from '@/server/http/envelope';
import { blankToUndefined, idString, keywordProp, pagingProps, params, portalHeaders, type Paging } from '@/server/http/schema-parts';
import { COMMENT_MAX_LENGTH, decide } from '@/server/reviews/review-decide';
import { readReviewDetail } from '@/server/reviews/review-detail';
import { findReviewItem, reviewPositions, searchReviewItems } from '@/server/reviews/review-items';
import { settleReviewerScope } from '@/server/reviews/review-due';
import { reviewerScope } from '@/server/reviews/reviewer-scope';
import { doc, routeOf } from '@/server/http/route-of';

const listedStatuses = (Object.keys(deliveryStatusLabels) as DeliveryStatus[]).filter((s) => s !== 'draft');

const reviewDoc = (name: EndpointName, data: string, summary: string) => ({ ...doc(name, 'reviews', data, summary), headers: portalHeaders });

/** The reviewer of the call (401 for guests, 403 for candidates), the portal and what the reviewer may see. */
async function reviewerOf(request: FastifyRequest) {
  const { user, portal } = await requireReviewer(request);
  return { portal, scope: await reviewerScope(request.server.db, user.id, portal.id) };
}

interface SearchQuery extends Paging {
  positionId?: string;
  activityId?: string;
  tag?: string;
  status?: DeliveryStatus | '';
  keyword?: string;
}

export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  app.route({
    ...routeOf('review.positions'),
    schema: { ...reviewDoc('review.positions', 'ReviewPosition[]', "The positions of the reviewer's units (the workspace's filter)"), querystring: params({}) },
    handler: async (request) => ok(await reviewPositions(app.db, (await reviewerOf(request)).scope)),
  });

  app.route<{ Querystring: SearchQuery }>({
    ...routeOf('review.search'),
    schema: {
      ...reviewDoc('review.search', 'Paged<ReviewItem>', "Applications and sign-ups to the reviewer's units (no drafts), newest first"),
      querystring: params({
        ...pagingProps,
        positionId: { ...idString, description: 'only applications to this position' },
        activityId: { ...idString, description: 'only sign-ups for this activity' },
        tag: { type: 'string', enum: ['', APPLICATION_DELIVERY_TAG, SIGN_UP_DELIVERY_TAG], description: "'1' applications, '2' sign-ups; empty: both" },
        status: { type: 'string', enum: ['', ...listedStatuses], description: 'only in this status' },
        keyword: { ...keywordProp, description: "part of the candidate's name or mobile" },
      }),
    },
    handler: async (request) => {
      const { scope } = await reviewerOf(request);
      await settleReviewerScope(app.db, scope, app.now());
      const { positionId, activityId, tag, status, keyword, ...paging } = request.query;
      const filter = {
        positionId: positionId === undefined ? undefined : Number(positionId),
        activityId: activityId === undefined ? undefined : Number(activityId),
        tag: tag || undefined,
        status: status || undefined,
        keyword: blankToUndefined(keyword),
      };
      return ok(await searchReviewItems(app.db, scope, filter, paging));
    },
  });

  app.route<{ Params: { deliveryId: string } }>({
    ...routeOf('review.view'),
    schema: {
      ...reviewDoc('review.view', 'ReviewDetail', 'One application or sign-up with its history, the candidate and the resume in the template it was made with'),
      params: { type: 'object', properties: { deliveryId: idString }, required: ['deliveryId'] },
      querystring: params({}),
    },
    handler: async (request) => {
      const { portal, scope } = await reviewerOf(request);
      const id = Number(request.params.deliveryId);
      if (await findReviewItem(app.db, scope, id)) await settleByDates(app.db, { deliveryIds: [id] }, app.now());
      return ok(await readReviewDetail(app, scope, id, portal.resumeTemplate));
    },
  });

  app.route<{ Body: { deliveryId: number; action: ReviewAction; comment?: string } }>({
    ...routeOf('review.decide'),
    schema: {
      ...reviewDoc('review.decide', 'ReviewDetail', 'Start, pass or fail the qualification review (fail needs a comment), or undo one\'s own decision within 10 minutes; TRANSITION_REFUSED when the status does not allow it'),
      querystring: params({}),
      body: params(
        {
          deliveryId: bodyId,
          action: { type: 'string', enum: [...REVIEW_ACTIONS], description: 'start: to reviewing; pass / fail: from reviewing; undo: the caller\'s own pass or fail within 10 minutes, back to reviewing (UNDO_REFUSED otherwise)' },
          comment: { type: 'string', maxLength: COMMENT_MAX_LENGTH, description: 'shown in the history; required for fail' },
        },
        ['deliveryId', 'action'],
      ),
    },
    handler: async (request) => {
      const { portal, scope } = await reviewerOf(request);
      return ok(await decide(app, scope, request.body, portal.resumeTemplate));
    },
  });
}
