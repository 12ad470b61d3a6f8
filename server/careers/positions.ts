import type { Paged } from '@/src/core/envelope';
import type { Position, PositionCounts } from '@/src/core/entities';
import type { RecruitType } from '@/src/core/envelope';
import { tallyByType, type CountScope } from '@/src/core/position-counts';
import type { Db } from '@/server/db/database';
import { closedRank, closingOf, openCondition } from '@/server/careers/position-status';
import { cappedTotal } from '@/server/sql/count-cap';
import { cappedCount, COUNT_CAP, listingQuery, pageIds, resolveFilters, type ListPart, type PositionFilters } from './position-listing';
import { openCountsFromTally, otherRecruitTypes, tallyServes } from './open-tally';
import { termCode } from '@/server/sql/term-codes';
import { SHALLOW_ROWS } from '@/server/sql/trigram-search';

export type { PositionFilters } from './position-listing';

const RECRUIT_TYPES: RecruitType[] = ['social', 'campus', 'veterans'];

function selectPosition(db: Db, portalId: number, today: string) {
  return db
    .selectFrom('positions as p')
    .innerJoin('units as u', 'u.id', 'p.unit_id')
    .innerJoin('career_categories as c', 'c.id', 'p.category_id')
    .where('p.portal_id', '=', portalId)
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

/** Newest first, open before closed; the total stops at COUNT_CAP (totalCapped: the list says 1000+). */
export async function searchPositions(
  db: Db,
  portalId: number,
  f: PositionFilters,
  today: string,
  paging: { page: number; pageSize: number },
): Promise<Paged<Position>> {
  const resolved = await resolveFilters(db, f, paging.page * paging.pageSize <= SHALLOW_ROWS);
  const part = (p: ListPart, forPage = false) => listingQuery(db, portalId, f, resolved, today, p, forPage);
  const parts = { open: part('open', true), closed: part('closed', true), openCount: part('open') };
  const ids = await pageIds(parts, resolved.byIds ?? false, paging.page, paging.pageSize);
  const rows = ids.length === 0 ? [] : await selectPosition(db, portalId, today).where('p.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, toPosition(r)]));
  const n = await cappedCount(db, part('all'));
  const list = ids.flatMap((id) => byId.get(id) ?? []);
  return { list, ...cappedTotal(n), page: paging.page, pageSize: paging.pageSize };
}

/** One position with its texts; the unit is added by the caller. */
export async function findPosition(db: Db, portalId: number, id: number, today: string): Promise<Position | undefined> {
  const row = await selectPosition(db, portalId, today).where('p.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const position = toPosition(row);
  const closing = position.status === 'closed' ? closingOf({ status: row.status, closedAt: row.closed_at ?? null, deadline: row.deadline }, today) : {};
  return { ...position, ...closing, description: row.description, requirement: row.requirement };
}

export async function countOpenPositions(db: Db, portalId: number, today: string): Promise<PositionCounts> {
  return countPositions(db, portalId, {}, today, 'open');
}

/**
 * Positions per recruitment type under the list's filters (its recruitType aside): open ones (exact: open ones are
 * a range of deadlines; without filters, from the tally of migration 017), or all it lists, each count stopping at COUNT_CAP (named in `capped`).
 */
export async function countPositions(db: Db, portalId: number, f: PositionFilters, today: string, scope: CountScope): Promise<PositionCounts> {
  if (scope === 'open' && tallyServes(f)) return openCountsFromTally(db, portalId, today);
  const resolved = await resolveFilters(db, f, true);
  const listing = (recruitType?: RecruitType) => listingQuery(db, portalId, { ...f, recruitType }, resolved, today, scope === 'open' ? 'open' : 'all');
  if (scope === 'open') {
    const rows = await listing().select(['p.recruit_type', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('p.recruit_type').execute();
    return tallyByType(rows.map((r) => ({ recruitType: r.recruit_type, n: r.n })));
  }
  const keys = ['all', ...RECRUIT_TYPES, ...(await otherRecruitTypes(db, portalId))] as Array<'all' | RecruitType>;
  const counts = await Promise.all(keys.map((key) => cappedCount(db, listing(key === 'all' ? undefined : key))));
  const answer: PositionCounts = { all: 0, social: 0, campus: 0, veterans: 0 };
  const capped: Array<'all' | RecruitType> = [];
  keys.forEach((key, i) => {
    answer[key] = Math.min(counts[i], COUNT_CAP);
    if (counts[i] > COUNT_CAP) capped.push(key);
  });
  return capped.length > 0 ? { ...answer, capped } : answer;
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
