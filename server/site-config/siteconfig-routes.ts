import type { FastifyInstance } from 'fastify';
import type { SiteFile } from '@/src/core/schema-types';
import { ApiError, ok } from '@/server/http/envelope';
import { resolvePortal } from '@/server/http/portal';
import { params, portalHeaders } from '@/server/http/schema-parts';
import { toSiteConfig } from '@/server/portals/portal-queries';
import { countOpenPositions } from '@/server/careers/positions';
import { beijingDate } from '@/server/http/clock';
import { doc, routeOf } from '@/server/http/route-of';
import { cachedForGuests } from '@/server/http/guest-cache';
import { envelopeOf, siteConfigLoadSchema } from '@/server/http/response-schemas';

interface LoadBody {
  relationId?: string;
  portalType?: string;
  userDomain?: string;
  terminalType?: string;
}

export async function siteconfigRoutes(app: FastifyInstance): Promise<void> {
  app.route<{ Body: LoadBody }>({
    ...routeOf('siteconfig.load'),
    ...cachedForGuests(),
    schema: {
      ...doc('siteconfig.load', 'site', '{ siteConfig: SiteConfig }', 'Site configuration of a portal'),
      headers: portalHeaders,
      body: params({}),
      response: envelopeOf(siteConfigLoadSchema),
    },
    handler: async (request) => {
      const portal = await resolvePortal(request, { required: true });
      const domain = request.body.userDomain || 'portal';
      if (!portal.domains.includes(domain)) throw new ApiError('DOMAIN_NOT_FOUND', '访问域不存在', 9);
      const channel = request.body.terminalType || 'h5';
      const site = request.server.schemaStore.value(`sites/${portal.template}.json`) as SiteFile | undefined;
      return ok({ siteConfig: toSiteConfig(portal, domain, channel, site?.channelMap) });
    },
  });

  app.route({
    ...routeOf('siteconfig.index'),
    schema: {
      ...doc('siteconfig.index', 'site', '{ siteName, hotKeywords: string[], counts: PositionCounts }', 'Home page facts'),
      headers: portalHeaders,
      body: params({}),
    },
    handler: async (request) => {
      const portal = await resolvePortal(request);
      const counts = await countOpenPositions(app.db, portal.id, beijingDate(app.now()));
      return ok({ siteName: portal.name, hotKeywords: portal.hotKeywords, counts });
    },
  });
}
