import type { Paged } from '@/src/core/envelope';
import type { Position, PositionCounts } from '@/src/core/entities';
import type { RecruitType } from '@/src/core/envelope';
import { tallyByType, type CountScope } from '@/src/core/position-counts';
import type { Db } from '../database';
import { containsPattern, likeEscaped, regionPrefix } from './like';
import { closedRank, openCondition } from './position-status';
import { termCode } from './term-codes';

export interface PositionFilters {
  keyword?: string;
  recruitType?: RecruitType;
  exceptRecruitType?: RecruitType;
  /** a top-level category matches its sub-categories too */
  categoryId?: number;
  /** a province code matches its cities, a city code its districts */
  regionCode?: string;
  /** the unit and its descendants */
  unitIds?: number[];
}

function baseQuery(db: Db, portalId: number, f: PositionFilters) {
  let q = db
    .selectFrom('positions as p')
    .innerJoin('units as u', 'u.id', 'p.unit_id')
    .innerJoin('career_categories as c', 'c.id', 'p.category_id')
    .where('p.portal_id', '=', portalId);
  if (f.keyword) {
    const pattern = containsPattern(f.keyword);
    q = q.where((eb) => eb.or([likeEscaped('p.title', pattern), likeEscaped('u.name', pattern)]));
  }
  if (f.recruitType) q = q.where('p.recruit_type', '=', f.recruitType);
  if (f.exceptRecruitType) q = q.where('p.recruit_type', '<>', f.exceptRecruitType);
  if (f.categoryId !== undefined) {
    const id = f.categoryId;
    q = q.where((eb) => eb.or([eb('p.category_id', '=', id), eb('c.parent_id', '=', id)]));
  }
  if (f.regionCode) q = q.where(likeEscaped('p.region_code', `${regionPrefix(f.regionCode)}%`));
  if (f.unitIds) q = q.where('p.unit_id', 'in', f.unitIds.length > 0 ? f.unitIds : [-1]);
  return q;
}

function selectPosition(db: Db, portalId: number, f: PositionFilters, today: string) {
  return baseQuery(db, portalId, f)
    .innerJoin('regions as r', 'r.code', 'p.region_code')
    .leftJoin('regions as rp', 'rp.code', 'r.parent_code')
    .leftJoin('terms as e', (j) => j.onRef('e.code', '=', 'p.education').on('e.type', '=', 'education'))
    .selectAll('p')
    .select(['u.name as unit_name', 'c.name as category_name', 'r.name as region_name', 'rp.name as region_parent', 'e.name as education_name'])
    .select(closedRank(today).as('closed_rank'));
}

type PositionRow = Awaited<ReturnType<ReturnType<typeof selectPosition>['executeTakeFirstOrThrow']>>;

function toPosition(r: PositionRow): Position {
  return {
    id: r.id,
    title: r.title,
    recruitType: r.recruit_type as RecruitType,
    unitId: r.unit_id,
    unitName: r.unit_name,
    categoryId: r.category_id,
    categoryName: r.category_name,
    regionCode: r.region_code,
    regionName: `${r.region_parent ?? ''}${r.region_name}`,
    education: r.education,
    educationName: r.education_name ?? '',
    headcount: r.headcount,
    salaryMin: r.salary_min,
    salaryMax: r.salary_max,
    salaryUnit: r.salary_unit,
    salaryUnitCode: termCode('salaryUnit', r.salary_unit),
    tags: JSON.parse(r.tags) as string[],
    publishDate: r.publish_date,
    deadline: r.deadline,
    status: Number(r.closed_rank) === 0 ? 'open' : 'closed',
  };
}

/** Newest first, open before closed. */
export async function searchPositions(
  db: Db,
  portalId: number,
  f: PositionFilters,
  today: string,
  paging: { page: number; pageSize: number },
): Promise<Paged<Position>> {
  const total = await baseQuery(db, portalId, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await selectPosition(db, portalId, f, today)
    .orderBy('closed_rank')
    .orderBy('p.publish_date', 'desc')
    .orderBy('p.id', 'desc')
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize)
    .execute();
  return { list: rows.map(toPosition), total: Number(total.n), page: paging.page, pageSize: paging.pageSize };
}

/** One position with its texts; the unit is added by the caller. */
export async function findPosition(db: Db, portalId: number, id: number, today: string): Promise<Position | undefined> {
  const row = await selectPosition(db, portalId, {}, today).where('p.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return { ...toPosition(row), description: row.description, requirement: row.requirement };
}

export async function countOpenPositions(db: Db, portalId: number, today: string): Promise<PositionCounts> {
  return countPositions(db, portalId, {}, today, 'open');
}

/** Positions per recruitment type under the list's filters (its recruitType aside): open ones, or all it lists. */
export async function countPositions(db: Db, portalId: number, f: PositionFilters, today: string, scope: CountScope): Promise<PositionCounts> {
  let q = baseQuery(db, portalId, { ...f, recruitType: undefined }).select(['p.recruit_type', (eb) => eb.fn.countAll<number>().as('n')]);
  if (scope === 'open') q = q.where(openCondition(today));
  const rows = await q.groupBy('p.recruit_type').execute();
  return tallyByType(rows.map((r) => ({ recruitType: r.recruit_type, n: r.n })));
}

/** Region codes of open positions. */
export async function openRegionCodes(db: Db, portalId: number, today: string): Promise<string[]> {
  const rows = await db
    .selectFrom('positions as p')
    .select('p.region_code')
    .distinct()
    .where('p.portal_id', '=', portalId)
    .where(openCondition(today))
    .execute();
  return rows.map((r) => r.region_code);
}
