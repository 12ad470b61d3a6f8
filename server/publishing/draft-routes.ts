// The publishers' drafts: publish.draft, publish.saveDraft, publish.deleteDraft, publish.publish, publish.preview.
import type { FastifyInstance } from 'fastify';
import { ok } from '@/server/http/envelope';
import { idString, params } from '@/server/http/schema-parts';
import { routeOf } from '@/server/http/route-of';
import { publicPageUrl } from '@/server/integration/page-url';
import { previewDraft } from './draft-preview';
import { deleteDraft, draftRead, saveDraft, scopedDraft } from './draft-store';
import { idBody, publishDoc, revisionProp, valuesProp } from './publish-docs';
import { publishOrSchedule } from './publish-or-schedule';
import { publisherContext, requirePublisher } from './publisher-scope';

export async function draftRoutes(app: FastifyInstance): Promise<void> {
  app.route<{ Params: { draftId: string } }>({
    ...routeOf('publish.draft'),
    schema: { ...publishDoc('publish.draft', 'DraftRead', 'One draft or scheduled position, as last saved'), params: { type: 'object', properties: { draftId: idString }, required: ['draftId'] }, querystring: params({}) },
    handler: async (request) => ok(draftRead(await scopedDraft(app.db, await requirePublisher(request), Number(request.params.draftId)))),
  });

  app.route<{ Params: { draftId: string } }>({
    ...routeOf('publish.preview'),
    schema: {
      ...publishDoc('publish.preview', 'Position (as careers.view)', 'The draft as candidates will see it once published (no code needed yet); every bad field named (HTTP 400)'),
      params: { type: 'object', properties: { draftId: idString }, required: ['draftId'] },
      querystring: params({}),
    },
    handler: async (request) => {
      const { publisher, ctx } = await publisherContext(request);
      return ok(await previewDraft(ctx, publisher, Number(request.params.draftId)));
    },
  });

  app.route<{ Body: { draftId?: number; revision?: number; values: unknown } }>({
    ...routeOf('publish.saveDraft'),
    schema: {
      ...publishDoc('publish.saveDraft', '{ draftId, revision }', 'Save a draft, complete or not (a title and a unit are enough); without draftId a new one'),
      body: params({ ...idBody('draftId'), revision: revisionProp, values: valuesProp }, ['values']),
    },
    handler: async (request) => ok(await saveDraft(app.db, await requirePublisher(request), request.body, app.now())),
  });

  app.route<{ Body: { draftId: number } }>({
    ...routeOf('publish.deleteDraft'),
    schema: { ...publishDoc('publish.deleteDraft', 'null', 'Delete a draft or scheduled position'), body: params(idBody('draftId'), ['draftId']) },
    handler: async (request) => {
      await deleteDraft(app.db, await requirePublisher(request), request.body.draftId, app.now());
      return ok(null);
    },
  });

  app.route<{ Body: { draftId: number; revision: number; publishAt?: string } }>({
    ...routeOf('publish.publish'),
    schema: {
      ...publishDoc('publish.publish', '{ positionId, url } | { scheduled: publishAt }', 'Publish a draft now, or at publishAt (it is checked now as well); every bad field named (HTTP 400)'),
      body: params({ ...idBody('draftId'), revision: revisionProp, publishAt: { type: 'string', format: 'date-time', description: 'when to publish; absent or past: now' } }, ['draftId', 'revision']),
    },
    handler: async (request) => {
      const { publisher, ctx } = await publisherContext(request);
      const done = await publishOrSchedule(ctx, publisher, request.body);
      if ('scheduled' in done) return ok(done);
      return ok({ positionId: done.positionId, url: publicPageUrl(app.schemaStore, publisher.portal, 'positions', done.positionId) });
    },
  });
}
