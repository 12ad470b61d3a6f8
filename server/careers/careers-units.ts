import type { FastifyInstance } from 'fastify';
import { notFound, ok } from '@/server/http/envelope';
import { beijingDate } from '@/server/http/clock';
import { resolvePortal } from '@/server/http/portal';
import { blankToUndefined, idString, keywordProp, pagingProps, params, portalHeaders } from '@/server/http/schema-parts';
import { listUnits, unitTree } from '@/server/careers/unit-queries';
import { unitNodes } from './careers-trees';
import { doc, routeOf } from '@/server/http/route-of';

const single = (name: Parameters<typeof doc>[0], data: string, summary: string, props: Record<string, unknown> = {}, required: string[] = []) => ({
  ...doc(name, 'units', data, summary),
  headers: portalHeaders,
  querystring: params(props, required),
});

export async function unitRoutes(app: FastifyInstance): Promise<void> {
  const units = async (request: Parameters<typeof resolvePortal>[0]) =>
    listUnits(app.db, (await resolvePortal(request)).id, beijingDate(app.now()));

  app.route({
    ...routeOf('careers.enterprises'),
    schema: single('careers.enterprises', 'Unit[]', 'Top-level units with their children'),
    handler: async (request) => ok(unitTree(await units(request))),
  });

  app.route({
    ...routeOf('careers.allenterprise'),
    schema: single('careers.allenterprise', 'Unit[]', 'Every unit, flat'),
    handler: async (request) => ok(await units(request)),
  });

  app.route({
    ...routeOf('careers.searchEnterpriseTree'),
    schema: single('careers.searchEnterpriseTree', 'TreeNode[]', 'Units as a tree'),
    handler: async (request) => ok(unitNodes(await units(request))),
  });

  app.route<{ Querystring: { keyword?: string; page: number; pageSize: number } }>({
    ...routeOf('careers.enterpriseList'),
    schema: single('careers.enterpriseList', 'Paged<Unit>', 'Units, flat and paged', { keyword: keywordProp, ...pagingProps }),
    handler: async (request) => {
      const { page, pageSize } = request.query;
      const keyword = blankToUndefined(request.query.keyword);
      const all = (await units(request)).filter((u) => !keyword || u.name.includes(keyword) || u.industry.includes(keyword));
      return ok({ list: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, page, pageSize });
    },
  });

  app.route<{ Querystring: { unitId: string } }>({
    ...routeOf('careers.searchIntroduce'),
    schema: single('careers.searchIntroduce', 'Unit (with children)', 'One unit', { unitId: idString }, ['unitId']),
    handler: async (request) => {
      const id = Number(request.query.unitId);
      const tree = unitTree(await units(request));
      const find = (list: typeof tree): (typeof tree)[number] | undefined => {
        for (const u of list) {
          if (u.id === id) return u;
          const hit = find(u.children ?? []);
          if (hit) return hit;
        }
        return undefined;
      };
      const unit = find(tree);
      if (!unit) throw notFound('单位');
      return ok(unit);
    },
  });

  app.route({
    ...routeOf('hotenterprise.list'),
    schema: { ...single('hotenterprise.list', 'Unit[]', 'Hot units'), tags: ['units'] },
    handler: async (request) => ok((await units(request)).filter((u) => u.hot)),
  });
}
