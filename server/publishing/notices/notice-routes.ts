// The publishers' notice lists and published notices: publish.notices, publish.notice, publish.saveNotice,
// publish.withdrawNotice.
import type { FastifyInstance } from 'fastify';
import { ok } from '@/server/http/envelope';
import { blankToUndefined, idString, keywordProp, pagingProps, params, type Paging } from '@/server/http/schema-parts';
import { routeOf } from '@/server/http/route-of';
import { publicPageUrl } from '@/server/integration/page-url';
import { idBody, publishDoc, revisionProp } from '../publish-docs';
import { publisherContext, requirePublisher } from '../publisher-scope';
import { noticeDraftRoutes, noticeValuesProp } from './notice-draft-routes';
import { noticeFormOf, savePublishedNotice, scopedNotice, withdrawNotice } from './notice-edit';
import { listNoticePublishing, NOTICE_STATUSES, type NoticeStatus } from './notice-listing';

export async function publishNoticeRoutes(app: FastifyInstance): Promise<void> {
  await noticeDraftRoutes(app);

  app.route<{ Querystring: Paging & { status?: NoticeStatus; keyword?: string; unitId?: string } }>({
    ...routeOf('publish.notices'),
    schema: {
      ...publishDoc('publish.notices', 'Paged<NoticeItem>', 'The notices of one status, newest first (an admin also sees the portal\'s own, without a unit)'),
      querystring: params({
        ...pagingProps,
        status: { type: 'string', enum: [...NOTICE_STATUSES], default: 'published', description: 'draft (withdrawn ones too) | scheduled | published' },
        keyword: { ...keywordProp, description: 'part of the title' },
        unitId: { ...idString, description: 'only this unit (not those below it)' },
      }),
    },
    handler: async (request) => {
      const { status = 'published', keyword, unitId, ...paging } = request.query;
      const filter = { status, keyword: blankToUndefined(keyword), unitId: unitId === undefined ? undefined : Number(unitId) };
      return ok(await listNoticePublishing(app.db, await requirePublisher(request), filter, paging));
    },
  });

  app.route<{ Params: { noticeId: string } }>({
    ...routeOf('publish.notice'),
    schema: { ...publishDoc('publish.notice', '{ noticeId, revision, status, url, values }', 'One published notice in the form'), params: { type: 'object', properties: { noticeId: idString }, required: ['noticeId'] }, querystring: params({}) },
    handler: async (request) => {
      const publisher = await requirePublisher(request);
      const n = await scopedNotice(app.db, publisher, Number(request.params.noticeId));
      const id = Number(n.id);
      return ok({ noticeId: id, revision: Number(n.revision ?? 0), status: 'published', url: publicPageUrl(app.schemaStore, publisher.portal, 'notices', id), values: noticeFormOf(n) });
    },
  });

  app.route<{ Body: { noticeId: number; revision: number; values: unknown } }>({
    ...routeOf('publish.saveNotice'),
    schema: {
      ...publishDoc('publish.saveNotice', '{ revision }', 'Save a published notice (its id and page stay); every bad field named (HTTP 400), PUBLISH_CONFLICT against an older revision'),
      body: params({ ...idBody('noticeId'), revision: revisionProp, values: noticeValuesProp }, ['noticeId', 'revision', 'values']),
    },
    handler: async (request) => {
      const { publisher, ctx } = await publisherContext(request);
      return ok(await savePublishedNotice(ctx, publisher, request.body.noticeId, request.body.revision, request.body.values));
    },
  });

  app.route<{ Body: { noticeId: number } }>({
    ...routeOf('publish.withdrawNotice'),
    schema: {
      ...publishDoc('publish.withdrawNotice', '{ draftId }', 'Withdraw a published notice: it leaves the public lists, pages and search at once and goes back to the drafts (values, unit and code kept), to be published again or deleted'),
      body: params(idBody('noticeId'), ['noticeId']),
    },
    handler: async (request) => {
      const { publisher, ctx } = await publisherContext(request);
      return ok(await withdrawNotice(ctx, publisher, request.body.noticeId));
    },
  });
}
