import type { FastifyInstance } from 'fastify';
import { ok } from '@/server/http/envelope';
import { resolvePortal } from '@/server/http/portal';
import { params, portalHeaders } from '@/server/http/schema-parts';
import { listBanners } from './content';
import { doc, routeOf } from '@/server/http/route-of';

export async function tidingsRoutes(app: FastifyInstance): Promise<void> {
  app.route({
    ...routeOf('tidings.banner'),
    schema: { ...doc('tidings.banner', 'content', 'Banner[]', 'Home page banners'), headers: portalHeaders, querystring: params({}) },
    handler: async (request) => ok(await listBanners(app.db, (await resolvePortal(request)).id)),
  });

  app.route({
    ...routeOf('tidings.privacy'),
    schema: { ...doc('tidings.privacy', 'content', '{ title, bodyHtml }', 'Privacy statement'), headers: portalHeaders, querystring: params({}) },
    handler: async (request) => {
      const portal = await resolvePortal(request);
      return ok({ title: portal.privacyTitle, bodyHtml: portal.privacyHtml });
    },
  });
}
