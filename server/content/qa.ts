import type { FastifyInstance } from 'fastify';
import { ok } from '@/server/http/envelope';
import { resolvePortal } from '@/server/http/portal';
import { blankToUndefined, keywordProp, pagingProps, params, portalHeaders } from '@/server/http/schema-parts';
import { searchQuestions } from './content';
import { doc, routeOf } from '@/server/http/route-of';

export async function qaRoutes(app: FastifyInstance): Promise<void> {
  app.route<{ Body: { keyword?: string; category?: string; page: number; pageSize: number } }>({
    ...routeOf('qa.search'),
    schema: {
      ...doc('qa.search', 'content', 'Paged<QuestionAnswer>', 'Search questions and answers'),
      headers: portalHeaders,
      body: params({ keyword: keywordProp, category: { type: 'string', maxLength: 50 }, ...pagingProps }),
    },
    handler: async (request) => {
      const portal = await resolvePortal(request);
      const filters = { keyword: blankToUndefined(request.body.keyword), category: blankToUndefined(request.body.category) };
      return ok(await searchQuestions(app.db, portal.id, filters, request.body));
    },
  });
}
