// activity.search and activity.view: the activity zone and the job fairs (kinds, units, sign-up state).
import type { FastifyInstance } from 'fastify';
import type { ActivityKind } from '@/src/core/entities';
import { ACTIVITY_KINDS, findActivity, searchActivities, type Today } from './activity-queries';
import { notFound, ok } from '@/server/http/envelope';
import { beijingDate, beijingDateTime } from '@/server/http/clock';
import { resolvePortal } from '@/server/http/portal';
import { blankToUndefined, idString, keywordProp, pagingProps, params, portalHeaders } from '@/server/http/schema-parts';
import { doc, routeOf } from '@/server/http/route-of';

export async function activityRoutes(app: FastifyInstance): Promise<void> {
  const today = (): Today => ({ date: beijingDate(app.now()), dateTime: beijingDateTime(app.now()) });

  app.route<{ Body: { keyword?: string; kind?: ActivityKind | ''; page: number; pageSize: number } }>({
    ...routeOf('activity.search'),
    schema: {
      ...doc('activity.search', 'content', 'Paged<Activity>', 'Search activities and job fairs: coming ones first, ended ones last; each with its kind and sign-up state'),
      headers: portalHeaders,
      body: params({
        keyword: keywordProp,
        kind: { type: 'string', enum: ['', ...ACTIVITY_KINDS], description: 'activity, campusFair or socialFair; empty or absent: every kind' },
        ...pagingProps,
      }),
    },
    handler: async (request) => {
      const portal = await resolvePortal(request);
      const filters = { keyword: blankToUndefined(request.body.keyword), kind: request.body.kind || undefined };
      return ok(await searchActivities(app.db, portal.id, filters, today(), request.body));
    },
  });

  app.route<{ Querystring: { id: string } }>({
    ...routeOf('activity.view'),
    schema: {
      ...doc('activity.view', 'content', 'Activity (with body, units, templateId, signUp)', 'One activity or job fair with its units, the resume template of its sign-up and the sign-up state'),
      headers: portalHeaders,
      querystring: params({ id: idString }, ['id']),
    },
    handler: async (request) => {
      const portal = await resolvePortal(request);
      const activity = await findActivity(app.db, portal.id, Number(request.query.id), today());
      if (!activity) throw notFound('活动');
      return ok(activity);
    },
  });
}
