// The publishers' activities and fairs: publish.activities, publish.activity, publish.saveActivity,
// publish.closeActivity, publish.reopenActivity, and the drafts' calls (activity-draft-routes.ts).
import type { FastifyInstance } from 'fastify';
import { ok } from '@/server/http/envelope';
import { blankToUndefined, idString, keywordProp, pagingProps, params, type Paging } from '@/server/http/schema-parts';
import { routeOf } from '@/server/http/route-of';
import { publicPageUrl } from '@/server/integration/page-url';
import { idBody, publishDoc, revisionProp } from '../publish-docs';
import { PUBLISH_STATUSES, type PublishStatus } from '../publish-listing';
import { publisherContext, requirePublisher } from '../publisher-scope';
import { activityDraftRoutes } from './activity-draft-routes';
import { activityFormOf, activityStatusOf, saveActivity, scopedActivity, setActivityOpen } from './activity-edit';
import { listActivityPublishing } from './activity-listing';
import { activityValuesProp } from './activity-values';

export async function publishActivityRoutes(app: FastifyInstance): Promise<void> {
  await activityDraftRoutes(app);

  app.route<{ Querystring: Paging & { status?: PublishStatus; keyword?: string } }>({
    ...routeOf('publish.activities'),
    schema: {
      ...publishDoc('publish.activities', 'Paged<ActivityItem>', 'The activities and fairs of one status, newest first (only those all of whose units are the publisher\'s)'),
      querystring: params({
        ...pagingProps,
        status: { type: 'string', enum: [...PUBLISH_STATUSES], default: 'published', description: 'draft | scheduled | published | closed (by hand or over)' },
        keyword: { ...keywordProp, description: 'part of the title' },
      }),
    },
    handler: async (request) => {
      const { status = 'published', keyword, ...paging } = request.query;
      return ok(await listActivityPublishing(app.db, await requirePublisher(request), { status, keyword: blankToUndefined(keyword) }, paging, app.now()));
    },
  });

  app.route<{ Params: { activityId: string } }>({
    ...routeOf('publish.activity'),
    schema: {
      ...publishDoc('publish.activity', '{ activityId, revision, status, signedUp, url, values }', 'One published or closed activity in the form'),
      params: { type: 'object', properties: { activityId: idString }, required: ['activityId'] },
      querystring: params({}),
    },
    handler: async (request) => {
      const { publisher, ctx } = await publisherContext(request);
      const a = await scopedActivity(app.db, publisher, Number(request.params.activityId));
      const id = Number(a.id);
      const url = publicPageUrl(app.schemaStore, publisher.portal, 'activities', id);
      return ok({ activityId: id, revision: Number(a.revision ?? 0), status: activityStatusOf(a, ctx.now), signedUp: Number(a.signed_up), url, values: activityFormOf(a) });
    },
  });

  app.route<{ Body: { activityId: number; revision: number; values: unknown } }>({
    ...routeOf('publish.saveActivity'),
    schema: {
      ...publishDoc('publish.saveActivity', '{ revision }', 'Save a published activity (its sign-ups stay; the places never below them); every bad field named (HTTP 400)'),
      body: params({ ...idBody('activityId'), revision: revisionProp, values: activityValuesProp }, ['activityId', 'revision', 'values']),
    },
    handler: async (request) => {
      const { publisher, ctx } = await publisherContext(request);
      return ok(await saveActivity(ctx, publisher, request.body.activityId, request.body.revision, request.body.values));
    },
  });

  for (const [name, open] of [['publish.closeActivity', false], ['publish.reopenActivity', true]] as const) {
    app.route<{ Body: { activityId: number } }>({
      ...routeOf(name),
      schema: {
        ...publishDoc(name, 'null', open ? 'Reopen a closed activity (REOPEN_ACTIVITY_ENDED when it is over)' : 'Close an activity: listed as closed, its page says so, no new sign-ups (those taken stay)'),
        body: params(idBody('activityId'), ['activityId']),
      },
      handler: async (request) => {
        const { publisher, ctx } = await publisherContext(request);
        await setActivityOpen(ctx, publisher, request.body.activityId, open);
        return ok(null);
      },
    });
  }
}
