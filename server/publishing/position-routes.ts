// The publishers' lists and published positions: publish.scope, publish.positions, publish.position,
// publish.savePosition, publish.close, publish.reopen.
import type { FastifyInstance } from 'fastify';
import { ok } from '@/server/http/envelope';
import { blankToUndefined, idString, keywordProp, pagingProps, params, type Paging } from '@/server/http/schema-parts';
import { routeOf } from '@/server/http/route-of';
import { publicPageUrl } from '@/server/integration/page-url';
import { formOf, savePublished, scopedPosition, setOpen, statusOf } from './position-edit';
import { idBody, publishDoc, revisionProp, valuesProp } from './publish-docs';
import { listPublishing, PUBLISH_STATUSES, type PublishStatus } from './publish-listing';
import { publisherContext, requirePublisher } from './publisher-scope';

export async function publishPositionRoutes(app: FastifyInstance): Promise<void> {

  app.route({
    ...routeOf('publish.scope'),
    schema: { ...publishDoc('publish.scope', '{ units: { id, code, name, parentId }[] }', "The units the publisher publishes for (the form's unit choice)"), querystring: params({}) },
    handler: async (request) => {
      const { unitIds, portal } = await requirePublisher(request);
      const rows = await app.db.selectFrom('units').select(['id', 'code', 'name', 'parent_id']).where('portal_id', '=', portal.id).where('id', 'in', [...unitIds, -1]).orderBy('sort').orderBy('id').execute();
      return ok({ units: rows.map((u) => ({ id: Number(u.id), code: u.code ?? null, name: u.name, parentId: u.parent_id === null ? null : Number(u.parent_id) })) });
    },
  });

  app.route<{ Querystring: Paging & { status?: PublishStatus; keyword?: string; unitId?: string } }>({
    ...routeOf('publish.positions'),
    schema: {
      ...publishDoc('publish.positions', 'Paged<PublishItem>', 'The positions of one status, newest first'),
      querystring: params({
        ...pagingProps,
        status: { type: 'string', enum: [...PUBLISH_STATUSES], default: 'published', description: 'draft | scheduled | published | closed (by hand or past its deadline)' },
        keyword: { ...keywordProp, description: 'part of the title' },
        unitId: { ...idString, description: 'only this unit (not those below it)' },
      }),
    },
    handler: async (request) => {
      const { status = 'published', keyword, unitId, ...paging } = request.query;
      const filter = { status, keyword: blankToUndefined(keyword), unitId: unitId === undefined ? undefined : Number(unitId) };
      return ok(await listPublishing(app.db, await requirePublisher(request), filter, paging, app.now()));
    },
  });

  app.route<{ Params: { positionId: string } }>({
    ...routeOf('publish.position'),
    schema: { ...publishDoc('publish.position', '{ positionId, revision, status, url, values }', 'One published or closed position in the form'), params: { type: 'object', properties: { positionId: idString }, required: ['positionId'] }, querystring: params({}) },
    handler: async (request) => {
      const { publisher, ctx } = await publisherContext(request);
      const p = await scopedPosition(app.db, publisher, Number(request.params.positionId));
      const id = Number(p.id);
      return ok({ positionId: id, revision: Number(p.revision ?? 0), status: statusOf(p, ctx.now), url: publicPageUrl(app.schemaStore, publisher.portal, 'positions', id), values: formOf(p) });
    },
  });

  app.route<{ Body: { positionId: number; revision: number; values: unknown } }>({
    ...routeOf('publish.savePosition'),
    schema: {
      ...publishDoc('publish.savePosition', '{ revision }', 'Save a published position (its applications stay); every bad field named (HTTP 400)'),
      body: params({ ...idBody('positionId'), revision: revisionProp, values: valuesProp }, ['positionId', 'revision', 'values']),
    },
    handler: async (request) => {
      const { publisher, ctx } = await publisherContext(request);
      return ok(await savePublished(ctx, publisher, request.body.positionId, request.body.revision, request.body.values));
    },
  });

  for (const [name, open] of [['publish.close', false], ['publish.reopen', true]] as const) {
    app.route<{ Body: { positionId: number } }>({
      ...routeOf(name),
      schema: {
        ...publishDoc(name, 'null', open ? 'Reopen a closed position (REOPEN_NEEDS_DEADLINE when its deadline has passed)' : "Close a position: listed as closed, no new applications; undecided ones follow the deadline's moves"),
        body: params(idBody('positionId'), ['positionId']),
      },
      handler: async (request) => {
        const { publisher, ctx } = await publisherContext(request);
        await setOpen(ctx, publisher, request.body.positionId, open);
        return ok(null);
      },
    });
  }
}
