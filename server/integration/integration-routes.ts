// The integration API an upstream HR system publishes positions and notices through: /pt/integration/v1/, each call
// signed with a portal's key (integration-auth.ts), answered in the portal's envelope, never kept by a cache.
// docs/operators.md ("Feed positions from an HR system") walks an operator through it; docs/api-contract.md lists it.
import type { FastifyInstance } from 'fastify';
import { ok } from '@/server/http/envelope';
import { integrationDoc } from './body-parts';
import { callerPortal, requireApiKey } from './integration-auth';
import { integrationNoticeRoutes } from './notice-routes';
import { integrationPositionRoutes } from './position-routes';

/** Registered as its own plugin (app.register), so the key check covers these routes only. */
export async function integrationRoutes(app: FastifyInstance): Promise<void> {
  requireApiKey(app);

  app.get('/pt/integration/v1/units', { schema: integrationDoc('integration.units', "The portal's units and their codes", '{ code, name, parentCode }[]') }, async (request) => {
    const portalId = callerPortal(request);
    const rows = await app.db
      .selectFrom('units as u')
      .leftJoin('units as parent', 'parent.id', 'u.parent_id')
      .select(['u.code', 'u.name', 'parent.code as parent_code'])
      .where('u.portal_id', '=', portalId)
      .where('u.code', 'is not', null)
      .orderBy('u.sort')
      .orderBy('u.id')
      .execute();
    return ok(rows.map((r) => ({ code: r.code!, name: r.name, parentCode: r.parent_code ?? null })));
  });

  await integrationPositionRoutes(app);
  await integrationNoticeRoutes(app);
}
