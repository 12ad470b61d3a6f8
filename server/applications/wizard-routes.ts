// wizard.apply and wizard.submit: applying to a position, through the resume's completion when it lacks answers.
import type { FastifyInstance } from 'fastify';
import { ok } from '@/server/http/envelope';
import { idString, params } from '@/server/http/schema-parts';
import { routeOf } from '@/server/routes/route-of';
import { authDoc, bodyId, callerOf } from './caller';
import { checkApplication, submitApplication } from './wizard';

export async function wizardRoutes(app: FastifyInstance): Promise<void> {
  app.route<{ Params: { applyId: string } }>({
    ...routeOf('wizard.apply'),
    schema: {
      ...authDoc(
        'wizard.apply',
        'ApplyCheck',
        "Where an application to the position stands: ready, incomplete (a draft application's id for resume.completeResume), applied, closed or deadline",
      ),
      params: { type: 'object', properties: { applyId: { ...idString, description: 'the position id' } }, required: ['applyId'] },
      querystring: params({}),
    },
    handler: async (request) => {
      const { owner } = await callerOf(request);
      return ok(await checkApplication(app, owner, Number(request.params.applyId)));
    },
  });

  app.route<{ Body: { applyId: number } }>({
    ...routeOf('wizard.submit'),
    schema: {
      ...authDoc('wizard.submit', 'Delivery', 'Submit the application: RESUME_INCOMPLETE (data ApplyCheck), POSITION_CLOSED, DEADLINE_PASSED, ALREADY_APPLIED'),
      querystring: params({}),
      body: params({ applyId: { ...bodyId, description: 'the position id' } }, ['applyId']),
    },
    handler: async (request) => {
      const { owner } = await callerOf(request);
      return ok(await submitApplication(app, owner, request.body.applyId));
    },
  });
}
