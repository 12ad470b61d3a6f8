// collect.getCareer, collect.career, collect.removeCareer: the candidate's favourite positions.
import type { FastifyInstance } from 'fastify';
import { beijingDate } from '@/server/http/clock';
import { ok } from '@/server/http/envelope';
import { idString, pagingProps, params, type Paging } from '@/server/http/schema-parts';
import { routeOf } from '@/server/http/route-of';
import { authDoc, bodyId, callerOf } from './caller';
import { collect, listCollected, positionInPortal, uncollect } from './collects';
import { positionNotFound } from './errors';

export async function collectRoutes(app: FastifyInstance): Promise<void> {
  app.route<{ Querystring: Paging & { positionId?: string } }>({
    ...routeOf('collect.getCareer'),
    schema: {
      ...authDoc('collect.getCareer', 'Paged<CollectedPosition>', 'Favourite positions, newest first (positionId: only that one, to tell whether it is collected)'),
      querystring: params({ ...pagingProps, positionId: { ...idString, description: 'a position id' } }),
    },
    handler: async (request) => {
      const { owner } = await callerOf(request);
      const { positionId, ...paging } = request.query;
      return ok(await listCollected(app.db, owner, positionId === undefined ? undefined : Number(positionId), paging, beijingDate(app.now())));
    },
  });

  for (const name of ['collect.career', 'collect.removeCareer'] as const) {
    const adding = name === 'collect.career';
    app.route<{ Body: { positionId: number } }>({
      ...routeOf(name),
      schema: {
        ...authDoc(name, 'CollectState', adding ? 'Collect a position (idempotent)' : 'Remove a position from the favourites (idempotent)'),
        querystring: params({}),
        body: params({ positionId: bodyId }, ['positionId']),
      },
      handler: async (request) => {
        const { owner } = await callerOf(request);
        const { positionId } = request.body;
        if (!(await positionInPortal(app.db, owner.portalId, positionId))) throw positionNotFound();
        return ok(adding ? await collect(app.db, owner, positionId, app.now().toISOString()) : await uncollect(app.db, owner, positionId));
      },
    });
  }
}
