// wizard.apply and wizard.submit: applying to a position (tag '1') or signing up for an activity (tag '2'),
// through the resume's completion when it lacks answers.
import type { FastifyInstance } from 'fastify';
import { APPLICATION_DELIVERY_TAG, SIGN_UP_DELIVERY_TAG } from '@/src/core/application-api';
import { ok } from '@/server/http/envelope';
import { idString, params } from '@/server/http/schema-parts';
import { routeOf } from '@/server/http/route-of';
import { authDoc, bodyId, callerOf } from './caller';
import { checkApply, submitApply } from './wizard';

const tagProp = {
  type: 'string',
  enum: [APPLICATION_DELIVERY_TAG, SIGN_UP_DELIVERY_TAG],
  default: APPLICATION_DELIVERY_TAG,
  description: "'1' (default): applyId is a position id; '2' (activity sign-up): applyId is an activity id",
} as const;

export async function wizardRoutes(app: FastifyInstance): Promise<void> {
  app.route<{ Params: { applyId: string }; Querystring: { tag: string } }>({
    ...routeOf('wizard.apply'),
    schema: {
      ...authDoc(
        'wizard.apply',
        'ApplyCheck',
        "Where an application to the position (or a sign-up for the activity, tag '2') stands: ready, incomplete (a draft's id for resume.completeResume), applied, closed, deadline or full",
      ),
      params: { type: 'object', properties: { applyId: { ...idString, description: "the position id (the activity id with tag '2')" } }, required: ['applyId'] },
      querystring: params({ tag: tagProp }),
    },
    handler: async (request) => {
      const { owner } = await callerOf(request);
      return ok(await checkApply(app, owner, request.query.tag, Number(request.params.applyId)));
    },
  });

  app.route<{ Body: { applyId: number; tag: string } }>({
    ...routeOf('wizard.submit'),
    schema: {
      ...authDoc(
        'wizard.submit',
        'Delivery',
        'Submit the application or sign-up: RESUME_INCOMPLETE (data ApplyCheck), POSITION_CLOSED, DEADLINE_PASSED, ACTIVITY_FULL, ALREADY_APPLIED',
      ),
      querystring: params({}),
      body: params({ applyId: { ...bodyId, description: "the position id (the activity id with tag '2')" }, tag: tagProp }, ['applyId']),
    },
    handler: async (request) => {
      const { owner } = await callerOf(request);
      return ok(await submitApply(app, owner, request.body.tag, request.body.applyId));
    },
  });
}
