// The publishers' activity drafts: publish.activityDraft, publish.saveActivityDraft, publish.deleteActivityDraft,
// publish.publishActivity, publish.previewActivity.
import type { FastifyInstance } from 'fastify';
import { ok } from '@/server/http/envelope';
import { idString, params } from '@/server/http/schema-parts';
import { routeOf } from '@/server/http/route-of';
import { publicPageUrl } from '@/server/integration/page-url';
import { idBody, publishDoc, revisionProp } from '../publish-docs';
import { publisherContext, requirePublisher } from '../publisher-scope';
import { activityDraftRead, deleteActivityDraft, saveActivityDraft, scopedActivityDraft } from './activity-draft-store';
import { previewActivityDraft } from './activity-preview';
import { publishOrScheduleActivity } from './activity-publish';
import { activityValuesProp } from './activity-values';

const draftParams = { type: 'object', properties: { draftId: idString }, required: ['draftId'] };

export async function activityDraftRoutes(app: FastifyInstance): Promise<void> {
  app.route<{ Params: { draftId: string } }>({
    ...routeOf('publish.activityDraft'),
    schema: { ...publishDoc('publish.activityDraft', 'ActivityDraftRead', 'One draft or scheduled activity, as last saved'), params: draftParams, querystring: params({}) },
    handler: async (request) => ok(activityDraftRead(await scopedActivityDraft(app.db, await requirePublisher(request), Number(request.params.draftId)))),
  });

  app.route<{ Params: { draftId: string } }>({
    ...routeOf('publish.previewActivity'),
    schema: { ...publishDoc('publish.previewActivity', 'Activity (as activity.view)', 'The draft as candidates will see it once published; every bad field named (HTTP 400)'), params: draftParams, querystring: params({}) },
    handler: async (request) => {
      const { publisher, ctx } = await publisherContext(request);
      return ok(await previewActivityDraft(ctx, publisher, Number(request.params.draftId)));
    },
  });

  app.route<{ Body: { draftId?: number; revision?: number; values: unknown } }>({
    ...routeOf('publish.saveActivityDraft'),
    schema: {
      ...publishDoc('publish.saveActivityDraft', '{ draftId, revision }', 'Save an activity draft, complete or not (a title and its units are enough; each unit within the publisher\'s, else HTTP 400 on unitCodes); without draftId a new one'),
      body: params({ ...idBody('draftId'), revision: revisionProp, values: activityValuesProp }, ['values']),
    },
    handler: async (request) => ok(await saveActivityDraft(app.db, await requirePublisher(request), request.body, app.now())),
  });

  app.route<{ Body: { draftId: number } }>({
    ...routeOf('publish.deleteActivityDraft'),
    schema: { ...publishDoc('publish.deleteActivityDraft', 'null', 'Delete a draft or scheduled activity'), body: params(idBody('draftId'), ['draftId']) },
    handler: async (request) => {
      await deleteActivityDraft(app.db, await requirePublisher(request), request.body.draftId, app.now());
      return ok(null);
    },
  });

  app.route<{ Body: { draftId: number; revision: number; publishAt?: string } }>({
    ...routeOf('publish.publishActivity'),
    schema: {
      ...publishDoc('publish.publishActivity', '{ activityId, url } | { scheduled: publishAt }', 'Publish an activity draft now, or at publishAt (it is checked now as well); every bad field named (HTTP 400)'),
      body: params({ ...idBody('draftId'), revision: revisionProp, publishAt: { type: 'string', format: 'date-time', description: 'when to publish; absent or past: now' } }, ['draftId', 'revision']),
    },
    handler: async (request) => {
      const { publisher, ctx } = await publisherContext(request);
      const done = await publishOrScheduleActivity(ctx, publisher, request.body);
      if ('scheduled' in done) return ok(done);
      return ok({ activityId: done.activityId, url: publicPageUrl(app.schemaStore, publisher.portal, 'activities', done.activityId) });
    },
  });
}
