import type { FastifyInstance } from 'fastify';
import { notFound, ok } from '@/server/http/envelope';
import { beijingDateTime } from '@/server/http/clock';
import { resolvePortal } from '@/server/http/portal';
import { blankToUndefined, idString, keywordProp, pagingProps, params, portalHeaders } from '@/server/http/schema-parts';
import { findActivity, searchActivities } from '@/server/db/queries/content';
import { doc, routeOf } from './route-of';

export async function activityRoutes(app: FastifyInstance): Promise<void> {
  app.route<{ Body: { keyword?: string; page: number; pageSize: number } }>({
    ...routeOf('activity.search'),
    schema: {
      ...doc('activity.search', 'content', 'Paged<Activity>', 'Search activities: coming ones first, ended ones last'),
      headers: portalHeaders,
      body: params({ keyword: keywordProp, ...pagingProps }),
    },
    handler: async (request) => {
      const portal = await resolvePortal(request);
      const filters = { keyword: blankToUndefined(request.body.keyword) };
      return ok(await searchActivities(app.db, portal.id, filters, beijingDateTime(app.now()), request.body));
    },
  });

  app.route<{ Querystring: { id: string } }>({
    ...routeOf('activity.view'),
    schema: {
      ...doc('activity.view', 'content', 'Activity (with body)', 'One activity'),
      headers: portalHeaders,
      querystring: params({ id: idString }, ['id']),
    },
    handler: async (request) => {
      const portal = await resolvePortal(request);
      const activity = await findActivity(app.db, portal.id, Number(request.query.id));
      if (!activity) throw notFound('活动');
      return ok(activity);
    },
  });
}
