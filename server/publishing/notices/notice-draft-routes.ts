// The publishers' notice drafts: publish.noticeDraft, publish.saveNoticeDraft, publish.deleteNoticeDraft,
// publish.publishNotice, publish.previewNotice.
import type { FastifyInstance } from 'fastify';
import { ok } from '@/server/http/envelope';
import { idString, params } from '@/server/http/schema-parts';
import { routeOf } from '@/server/http/route-of';
import { publicPageUrl } from '@/server/integration/page-url';
import { idBody, publishDoc, revisionProp } from '../publish-docs';
import { publisherContext, requirePublisher } from '../publisher-scope';
import { deleteNoticeDraft, noticeDraftRead, saveNoticeDraft, scopedNoticeDraft } from './notice-draft-store';
import { previewNotice, publishOrScheduleNotice } from './notice-publish';

export const noticeValuesProp = { type: 'object', description: 'the notice form: the body of PUT /pt/integration/v1/notices/{code} plus unitCode (absent: the portal\'s own notice, admins only)' };
const draftParams = { type: 'object', properties: { draftId: idString }, required: ['draftId'] };

export async function noticeDraftRoutes(app: FastifyInstance): Promise<void> {
  app.route<{ Params: { draftId: string } }>({
    ...routeOf('publish.noticeDraft'),
    schema: { ...publishDoc('publish.noticeDraft', '{ draftId, revision, values, publishAt, lastError, updatedAt }', 'One notice draft (scheduled or withdrawn ones too), as last saved'), params: draftParams, querystring: params({}) },
    handler: async (request) => ok(noticeDraftRead(await scopedNoticeDraft(app.db, await requirePublisher(request), Number(request.params.draftId)))),
  });

  app.route<{ Params: { draftId: string } }>({
    ...routeOf('publish.previewNotice'),
    schema: { ...publishDoc('publish.previewNotice', 'Notice (as notice.view)', 'The notice draft as candidates will see it once published; every bad field named (HTTP 400)'), params: draftParams, querystring: params({}) },
    handler: async (request) => {
      const { publisher, ctx } = await publisherContext(request);
      return ok(await previewNotice(ctx, publisher, Number(request.params.draftId)));
    },
  });

  app.route<{ Body: { draftId?: number; revision?: number; values: unknown } }>({
    ...routeOf('publish.saveNoticeDraft'),
    schema: {
      ...publishDoc('publish.saveNoticeDraft', '{ draftId, revision }', 'Save a notice draft, complete or not (a title and a unit are enough; the body is sanitised); without draftId a new one; every bad field named (HTTP 400)'),
      body: params({ ...idBody('draftId'), revision: revisionProp, values: noticeValuesProp }, ['values']),
    },
    handler: async (request) => ok(await saveNoticeDraft(app.db, await requirePublisher(request), request.body, app.now())),
  });

  app.route<{ Body: { draftId: number } }>({
    ...routeOf('publish.deleteNoticeDraft'),
    schema: { ...publishDoc('publish.deleteNoticeDraft', 'null', 'Delete a notice draft (scheduled or withdrawn ones too)'), body: params(idBody('draftId'), ['draftId']) },
    handler: async (request) => {
      await deleteNoticeDraft(app.db, await requirePublisher(request), request.body.draftId, app.now());
      return ok(null);
    },
  });

  app.route<{ Body: { draftId: number; revision: number; publishAt?: string } }>({
    ...routeOf('publish.publishNotice'),
    schema: {
      ...publishDoc('publish.publishNotice', '{ noticeId, url } | { scheduled: publishAt }', 'Publish a notice draft now, or at publishAt (it is checked now as well); every bad field named (HTTP 400)'),
      body: params({ ...idBody('draftId'), revision: revisionProp, publishAt: { type: 'string', format: 'date-time', description: 'when to publish; absent or past: now' } }, ['draftId', 'revision']),
    },
    handler: async (request) => {
      const { publisher, ctx } = await publisherContext(request);
      const done = await publishOrScheduleNotice(ctx, publisher, request.body);
      if ('scheduled' in done) return ok(done);
      return ok({ noticeId: done.noticeId, url: publicPageUrl(app.schemaStore, publisher.portal, 'notices', done.noticeId) });
    },
  });
}
