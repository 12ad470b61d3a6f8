import type { FastifyInstance } from 'fastify';
import type { RecruitType } from '@/src/core/envelope';
import { notFound, ok } from '@/server/http/envelope';
import { beijingDate } from '@/server/http/clock';
import { resolvePortal } from '@/server/http/portal';
import { blankToUndefined, idString, keywordProp, pagingProps, params, portalHeaders } from '@/server/http/schema-parts';
import { countOpenPositions, findPosition, searchPositions } from '@/server/db/queries/positions';
import { careerCategoryTree, termsOf } from '@/server/db/queries/references';
import { descendantIds, listUnits } from '@/server/db/queries/units';
import { openRegionTree, unitNodes } from './careers-trees';
import { doc, routeOf } from './route-of';

interface SearchBody {
  keyword?: string;
  recruitType?: string;
  categoryId?: string;
  regionCode?: string;
  unitId?: string;
  page: number;
  pageSize: number;
}

/** Recruitment ids of route recruitment/{id}: numeric aliases of the recruitment types (docs/decisions.md). */
const RECRUITMENT_IDS: Record<string, string> = { '0': 'all', '1': 'social', '2': 'campus', '3': 'veterans' };

const searchBody = params({
  keyword: keywordProp,
  recruitType: { type: 'string', enum: ['', 'all', 'social', 'campus', 'veterans', ...Object.keys(RECRUITMENT_IDS)] },
  categoryId: { type: 'string', pattern: '^(\\d{1,12})?$' },
  regionCode: { type: 'string', pattern: '^(\\d{6})?$' },
  unitId: { type: 'string', pattern: '^(\\d{1,12}|searchAll)?$' },
  ...pagingProps,
});

const single = (name: Parameters<typeof doc>[0], data: string, summary: string) => ({
  ...doc(name, 'careers', data, summary),
  headers: portalHeaders,
  querystring: params({}),
});

export async function careersRoutes(app: FastifyInstance): Promise<void> {
  const today = () => beijingDate(app.now());

  app.route<{ Body: SearchBody }>({
    ...routeOf('careers.search'),
    schema: { ...doc('careers.search', 'careers', 'Paged<Position>', 'Search positions'), headers: portalHeaders, body: searchBody },
    handler: async (request) => {
      const portal = await resolvePortal(request);
      const b = request.body;
      const given = blankToUndefined(b.recruitType);
      const type = given === undefined ? undefined : (RECRUITMENT_IDS[given] ?? given);
      const categoryId = blankToUndefined(b.categoryId);
      const unitId = blankToUndefined(b.unitId);
      let unitIds: number[] | undefined;
      if (unitId && unitId !== 'searchAll') unitIds = descendantIds(await listUnits(app.db, portal.id, today()), Number(unitId));
      const filters = {
        keyword: blankToUndefined(b.keyword),
        recruitType: type === 'all' ? undefined : (type as RecruitType | undefined),
        categoryId: categoryId === undefined ? undefined : Number(categoryId),
        regionCode: blankToUndefined(b.regionCode),
        unitIds,
      };
      return ok(await searchPositions(app.db, portal.id, filters, today(), b));
    },
  });

  app.route<{ Params: { recruitmentId: string } }>({
    ...routeOf('careers.view'),
    schema: {
      ...single('careers.view', 'Position (with description, requirement, unit)', 'One position'),
      params: { type: 'object', properties: { recruitmentId: idString }, required: ['recruitmentId'] },
    },
    handler: async (request) => {
      const portal = await resolvePortal(request);
      const position = await findPosition(app.db, portal.id, Number(request.params.recruitmentId), today());
      if (!position) throw notFound('职位');
      const unit = (await listUnits(app.db, portal.id, today())).find((u) => u.id === position.unitId);
      return ok({ ...position, unit });
    },
  });

  app.route({
    ...routeOf('careers.count'),
    schema: single('careers.count', 'PositionCounts', 'Open positions per recruitment type'),
    handler: async (request) => ok(await countOpenPositions(app.db, (await resolvePortal(request)).id, today())),
  });

  app.route({
    ...routeOf('careers.region'),
    schema: single('careers.region', 'TreeNode[]', 'Provinces and cities that have open positions'),
    handler: async (request) => ok(await openRegionTree(app.db, (await resolvePortal(request)).id, today())),
  });

  app.route({
    ...routeOf('careers.searchconditions'),
    schema: single('careers.searchconditions', 'SearchConditions', 'Choices of the position filters'),
    handler: async (request) => {
      const portal = await resolvePortal(request);
      const [categories, regions, units, terms] = await Promise.all([
        careerCategoryTree(app.db),
        openRegionTree(app.db, portal.id, today()),
        listUnits(app.db, portal.id, today()),
        termsOf(app.db, ['education']),
      ]);
      return ok({ categories, regions, units: unitNodes(units), educations: terms.get('education') ?? [] });
    },
  });
}
