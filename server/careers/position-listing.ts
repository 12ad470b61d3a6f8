// The careers list without joins or computed sorts (docs/decisions/search.md, "Positions at 100k"):
// a list is its open part then its closed part, each walked newest first along the listing index of migration
// 011, pages are ids picked there (OFFSET walks index entries only) and totals stop counting at COUNT_CAP.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { RecruitType } from '@/src/core/envelope';
import { engineOf, type Db } from '@/server/db/database';
import { cappedCount, cappedCountQuery, COUNT_CAP } from '@/server/sql/count-cap';
import { keywordCondition } from './position-keyword';
import { openCondition } from '@/server/careers/position-status';
import { regionPrefix } from '@/server/sql/like';
import type { CountSource } from '@/server/sql/trigram-search';

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

export { cappedCount, cappedCountQuery, COUNT_CAP };

export type ListPart = 'open' | 'closed' | 'all';

/** The filters resolved once per request: the category's ids and the keyword's condition. */
export interface Resolved {
  categories?: number[];
  keyword?: Expression<SqlBool>;
  /** the keyword is a short list of ids (SQLite): pages read those rows and sort them, not walk the index */
  byIds?: boolean;
  /** the keyword is in many titles (SQLite): counts look the index's ids up by id (trigram-search.ts) */
  count?: CountSource;
}

/** `shallow`: the page ends near the list's start (trigram-search.ts, SHALLOW_ROWS), or only counts are asked. */
export async function resolveFilters(db: Db, f: PositionFilters, shallow = false): Promise<Resolved> {
  const categories = f.categoryId === undefined ? undefined : await categoryIds(db, f.categoryId);
  const keyword = f.keyword ? await keywordCondition(db, f.keyword, shallow) : undefined;
  return { categories, keyword: keyword?.condition, byIds: keyword?.byIds, count: keyword?.count };
}

/** The category and its sub-categories, as a list the planner can read. */
async function categoryIds(db: Db, id: number): Promise<number[]> {
  const rows = await db.selectFrom('career_categories').select('id').where((eb) => eb.or([eb('id', '=', id), eb('parent_id', '=', id)])).execute();
  return rows.length > 0 ? rows.map((r) => r.id) : [-1];
}

/** Codes starting with the prefix, as a range an index can seek (the codes are digits). */
function regionRange(code: string): [string, string] {
  const prefix = regionPrefix(code);
  return [prefix, prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)];
}

/** Positions `p` of the portal under the filters, in one part of the list. */
export function listingQuery(db: Db, portalId: number, f: PositionFilters, resolved: Resolved, today: string, part: ListPart, forPage = false) {
  const counted = part === 'all' ? resolved.count : undefined;
  let q = (counted ? countedPositions(db, counted) : plainPositions(db)).where('p.portal_id', '=', portalId);
  // a page of the open part walks the listing index newest first (SQLite's unary + keeps it off the deadline range)
  if (part === 'open') q = q.where(forPage && engineOf(db) === 'sqlite' ? openAlongListing(today) : openCondition(today));
  if (part === 'closed') q = q.where(sql<boolean>`not ${openCondition(today)}`);
  const keyword = counted ? counted.recheck : resolved.keyword;
  if (keyword) q = q.where(keyword);
  if (f.recruitType) q = q.where('p.recruit_type', '=', f.recruitType);
  if (f.exceptRecruitType) q = q.where('p.recruit_type', '<>', f.exceptRecruitType);
  if (resolved.categories) q = q.where('p.category_id', 'in', resolved.categories);
  if (f.regionCode) {
    const [from, to] = regionRange(f.regionCode);
    q = q.where('p.region_code', '>=', from).where('p.region_code', '<', to);
  }
  if (f.unitIds) q = q.where('p.unit_id', 'in', f.unitIds.length > 0 ? f.unitIds : [-1]);
  return q;
}

type Listing = ReturnType<typeof listingQuery>;

/** The positions whose ids the trigram index gives, in its order (a count; the join's row type is the plain one's). */
function countedPositions(db: Db, source: CountSource) {
  const joined = db.selectFrom(source.rows.as('j')).innerJoin('positions as p', 'p.id', 'j.value');
  return joined as unknown as ReturnType<typeof plainPositions>;
}

const plainPositions = (db: Db) => db.selectFrom('positions as p');

const openAlongListing = (today: string) => sql<SqlBool>`(p.status <> 'closed' and +p.deadline >= ${today})`;

/** Ids of one stretch of a part, newest first. */
export function pageIdsQuery(q: Listing, limit: number, offset: number, byIds = false) {
  // SQLite's unary + (a no-op) on the sort keys: a few rows read by id are sorted, not found by walking the index
  const [date, id] = byIds ? [sql`+p.publish_date`, sql`+p.id`] : [sql.ref('p.publish_date'), sql.ref('p.id')];
  return q.select('p.id').orderBy(date, 'desc').orderBy(id, 'desc').limit(limit).offset(offset);
}

/** The ids of a page: the open part's rows first, then the closed part's, newest first in each. */
export async function pageIds(parts: { open: Listing; closed: Listing; openCount: Listing }, byIds: boolean, page: number, pageSize: number): Promise<number[]> {
  const offset = (page - 1) * pageSize;
  const open = (await pageIdsQuery(parts.open, pageSize, offset, byIds).execute()).map((r) => r.id);
  if (open.length === pageSize) return open;
  // the open part ends on this page or before it: how many open rows there are (a range of deadlines, few rows)
  const openCount = open.length > 0 ? offset + open.length : await exactCount(parts.openCount);
  const closedOffset = Math.max(0, offset - openCount);
  const closed = (await pageIdsQuery(parts.closed, pageSize - open.length, closedOffset, byIds).execute()).map((r) => r.id);
  return [...open, ...closed];
}

export async function exactCount(q: Listing): Promise<number> {
  const row = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
