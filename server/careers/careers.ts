import type { FastifyInstance } from 'fastify';
import type { RecruitType } from '@/src/core/envelope';
import { notFound, ok } from '@/server/http/envelope';
import { beijingDate } from '@/server/http/clock';
import { resolvePortal } from '@/server/http/portal';
import { blankToUndefined, idString, keywordProp, pagingProps, params, portalHeaders } from '@/server/http/schema-parts';
import { countPositions, findPosition, searchPositions, type PositionFilters } from './positions';
import { COUNT_SCOPES, type CountScope } from '@/src/core/position-counts';
import { careerCategoryTree, termsOf } from '@/server/references/reference-queries';
import { descendantIds, listUnits } from '@/server/careers/unit-queries';
import { openRegionTree, unitNodes } from './careers-trees';
import { doc, routeOf } from '@/server/http/route-of';
import { cachedForGuests } from '@/server/http/guest-cache';
import { envelopeOf, positionCountsSchema, positionPageSchema, positionViewSchema } from '@/server/http/response-schemas';

interface FilterParams {
  keyword?: string;
  recruitType?: string;
  /** the types but this one (the army home's 最新职位 beside its own veterans section) */
  exceptRecruitType?: string;
  categoryId?: string;
  regionCode?: string;
  unitId?: string;
}
interface SearchBody extends FilterParams {
  page: number;
  pageSize: number;
}

/** Recruitment ids of route recruitment/{id}: numeric aliases of the recruitment types (docs/decisions/routes-and-pages.md). */
const RECRUITMENT_IDS: Record<string, string> = { '0': 'all', '1': 'social', '2': 'campus', '3': 'veterans' };

const filterProps = {
  keyword: keywordProp,
  categoryId: { type: 'string', pattern: '^(\\d{1,12})?$' },
  regionCode: { type: 'string', pattern: '^(\\d{6})?$' },
  unitId: { type: 'string', pattern: '^(\\d{1,12}|searchAll)?$' },
};
const searchBody = params({
  ...filterProps,
  // the spec's types, their numeric aliases, or a type a site file lists (recruitTypes: camelCase)
  recruitType: { type: 'string', pattern: '^([a-z][a-zA-Z0-9]{0,31}|[0-3])?$' },
  exceptRecruitType: { type: 'string', pattern: '^([a-z][a-zA-Z0-9]{0,31})?$' },
  ...pagingProps,
});
const countQuery = params({
  ...filterProps,
  scope: { type: 'string', enum: COUNT_SCOPES, default: 'open', description: 'open: open positions only (the default); listed: every position careers.search lists' },
});

const single = (name: Parameters<typeof doc>[0], data: string, summary: string) => ({
  ...doc(name, 'careers', data, summary),
  headers: portalHeaders,
  querystring: params({}),
});

export async function careersRoutes(app: FastifyInstance): Promise<void> {
  const today = () => beijingDate(app.now());

  /** The list's filters as the queries take them; a unit stands for itself and its descendants. */
  const filtersOf = async (portalId: number, b: FilterParams): Promise<PositionFilters> => {
    const given = blankToUndefined(b.recruitType);
    const type = given === undefined ? undefined : (RECRUITMENT_IDS[given] ?? given);
    const categoryId = blankToUndefined(b.categoryId);
    const unitId = blankToUndefined(b.unitId);
    let unitIds: number[] | undefined;
    if (unitId && unitId !== 'searchAll') unitIds = descendantIds(await listUnits(app.db, portalId, today()), Number(unitId));
    return {
      keyword: blankToUndefined(b.keyword),
      recruitType: type === 'all' ? undefined : (type as RecruitType | undefined),
      exceptRecruitType: blankToUndefined(b.exceptRecruitType) as RecruitType | undefined,
      categoryId: categoryId === undefined ? undefined : Number(categoryId),
      regionCode: blankToUndefined(b.regionCode),
      unitIds,
    };
  };

  app.route<{ Body: SearchBody }>({
    ...routeOf('careers.search'),
    ...cachedForGuests(),
    schema: {
      ...doc('careers.search', 'careers', 'Paged<Position>', 'Search positions'),
      headers: portalHeaders,
      body: searchBody,
      response: envelopeOf(positionPageSchema),
    },
    handler: async (request) => {
      const portal = await resolvePortal(request);
      const b = request.body;
      const filters = await filtersOf(portal.id, b);
      return ok(await searchPositions(app.db, portal.id, filters, today(), b));
    },
  });

  app.route<{ Params: { recruitmentId: string } }>({
    ...routeOf('careers.view'),
    ...cachedForGuests(),
    schema: {
      ...single('careers.view', 'Position (with description, requirement, unit)', 'One position'),
      params: { type: 'object', properties: { recruitmentId: idString }, required: ['recruitmentId'] },
      response: envelopeOf(positionViewSchema),
    },
    handler: async (request) => {
      const portal = await resolvePortal(request);
      const position = await findPosition(app.db, portal.id, Number(request.params.recruitmentId), today());
      if (!position) throw notFound('职位');
      const unit = (await listUnits(app.db, portal.id, today())).find((u) => u.id === position.unitId);
      return ok({ ...position, unit });
    },
  });

  app.route<{ Querystring: FilterParams & { scope: CountScope } }>({
    ...routeOf('careers.count'),
    ...cachedForGuests(),
    schema: {
      ...doc(
        'careers.count',
        'careers',
        'PositionCounts',
        'Positions per recruitment type (all: their sum) under the list filters of careers.search: open ones, or with scope=listed every one the list shows, so that each tab counts what its list totals',
      ),
      headers: portalHeaders,
      querystring: countQuery,
      response: envelopeOf(positionCountsSchema),
    },
    handler: async (request) => {
      const portal = await resolvePortal(request);
      return ok(await countPositions(app.db, portal.id, await filtersOf(portal.id, request.query), today(), request.query.scope));
    },
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
