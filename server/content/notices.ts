import type { FastifyInstance } from 'fastify';
import { notFound, ok } from '@/server/http/envelope';
import { resolvePortal } from '@/server/http/portal';
import { blankToUndefined, idString, keywordProp, pagingProps, params, portalHeaders } from '@/server/http/schema-parts';
import { findNotice, searchNotices } from './content';
import { doc, routeOf } from '@/server/http/route-of';

interface SearchBody {
  keyword?: string;
  category?: string;
  page: number;
  pageSize: number;
}

export async function noticeRoutes(app: FastifyInstance): Promise<void> {
  app.route<{ Body: SearchBody }>({
    ...routeOf('notice.search'),
    schema: {
      ...doc('notice.search', 'content', 'Paged<Notice> (without bodyHtml)', 'Search notices, newest first'),
      headers: portalHeaders,
      body: params({ keyword: keywordProp, category: { type: 'string', maxLength: 50 }, ...pagingProps }),
    },
    handler: async (request) => {
      const portal = await resolvePortal(request);
      const { keyword, category } = request.body;
      const filters = { keyword: blankToUndefined(keyword), category: blankToUndefined(category) };
      return ok(await searchNotices(app.db, portal.id, filters, request.body));
    },
  });

  app.route<{ Querystring: { id: string } }>({
    ...routeOf('notice.view'),
    schema: {
      ...doc('notice.view', 'content', 'Notice (with bodyHtml, not sanitised: renderers sanitise)', 'One notice'),
      headers: portalHeaders,
      querystring: params({ id: idString }, ['id']),
    },
    handler: async (request) => {
      const portal = await resolvePortal(request);
      const notice = await findNotice(app.db, portal.id, Number(request.query.id));
      if (!notice) throw notFound('公告');
      return ok(notice);
    },
  });
}
