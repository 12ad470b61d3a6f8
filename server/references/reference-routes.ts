import type { FastifyInstance } from 'fastify';
import { notFound, ok } from '@/server/http/envelope';
import { resolvePortal } from '@/server/http/portal';
import { blankToUndefined, keywordProp, params, portalHeaders } from '@/server/http/schema-parts';
import { careerCategoryTree, majorTree, regionTree, schools, termsOf } from './reference-queries';
import { doc, routeOf } from '@/server/http/route-of';

const termType = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,31}$' } as const;
const termTypes = { type: 'string', maxLength: 400, pattern: '^[A-Za-z][A-Za-z0-9_]{0,31}(,[A-Za-z][A-Za-z0-9_]{0,31})*$' } as const;

const schemaOf = (name: Parameters<typeof doc>[0], data: string, summary: string, props: Record<string, unknown> = {}, required: string[] = []) => ({
  ...doc(name, 'reference', data, summary),
  headers: portalHeaders,
  querystring: params(props, required),
});

// Reference data is shared by every portal; the portal is still resolved so that an unknown one is refused.
export async function referenceRoutes(app: FastifyInstance): Promise<void> {
  app.route({
    ...routeOf('ref.careercategory'),
    schema: schemaOf('ref.careercategory', 'TreeNode[]', 'Career categories, two levels'),
    handler: async (request) => {
      await resolvePortal(request);
      return ok(await careerCategoryTree(app.db));
    },
  });

  app.route<{ Querystring: { keyword?: string } }>({
    ...routeOf('ref.major'),
    schema: schemaOf('ref.major', 'TreeNode[]', 'Disciplines and majors', { keyword: keywordProp }),
    handler: async (request) => {
      await resolvePortal(request);
      return ok(await majorTree(app.db, blankToUndefined(request.query.keyword)));
    },
  });

  app.route<{ Querystring: { keyword?: string } }>({
    ...routeOf('ref.school'),
    schema: schemaOf('ref.school', 'Term[]', 'Universities', { keyword: keywordProp }),
    handler: async (request) => {
      await resolvePortal(request);
      return ok(await schools(app.db, blankToUndefined(request.query.keyword)));
    },
  });

  app.route({
    ...routeOf('ref.region'),
    schema: schemaOf('ref.region', 'TreeNode[]', 'Provinces, cities and districts (GB/T 2260 codes)'),
    handler: async (request) => {
      await resolvePortal(request);
      return ok(await regionTree(app.db));
    },
  });

  app.route<{ Querystring: { type: string } }>({
    ...routeOf('ref.terms'),
    schema: schemaOf('ref.terms', 'Term[]', 'One term dictionary', { type: termType }, ['type']),
    handler: async (request) => {
      await resolvePortal(request);
      const list = (await termsOf(app.db, [request.query.type])).get(request.query.type);
      if (!list) throw notFound('字典类型');
      return ok(list);
    },
  });

  app.route<{ Querystring: { types: string } }>({
    ...routeOf('ref.dbterms'),
    schema: schemaOf('ref.dbterms', 'Record<type, Term[]> (an unknown type maps to [])', 'Several term dictionaries', { types: termTypes }, ['types']),
    handler: async (request) => {
      await resolvePortal(request);
      const types = [...new Set(request.query.types.split(','))];
      const found = await termsOf(app.db, types);
      return ok(Object.fromEntries(types.map((t) => [t, found.get(t) ?? []])));
    },
  });
}
