// The careers list without joins or computed sorts (issue 13 item 4; docs/decisions.md "Positions at 100k"):
// a list is its open part then its closed part, each walked newest first along the listing index of migration
// 011, pages are ids picked there (OFFSET walks index entries only) and totals stop counting at COUNT_CAP.
import { sql } from 'kysely';
import type { RecruitType } from '@/src/core/envelope';
import { engineOf, type Db } from '../database';
import { keywordCondition } from './position-keyword';
import { openCondition } from './position-status';
import { regionPrefix } from './like';

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

/** Totals above this are answered as "at least COUNT_CAP" (the lists show 1000+). */
export const COUNT_CAP = 1000;

export type ListPart = 'open' | 'closed' | 'all';

/** The category and its sub-categories, as a list the planner can read. */
export async function categoryIds(db: Db, id: number): Promise<number[]> {
  const rows = await db.selectFrom('career_categories').select('id').where((eb) => eb.or([eb('id', '=', id), eb('parent_id', '=', id)])).execute();
  return rows.length > 0 ? rows.map((r) => r.id) : [-1];
}

/** Codes starting with the prefix, as a range an index can seek (the codes are digits). */
function regionRange(code: string): [string, string] {
  const prefix = regionPrefix(code);
  return [prefix, prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)];
}

/** Positions `p` of the portal under the filters, in one part of the list; categories given as resolved ids. */
export function listingQuery(db: Db, portalId: number, f: PositionFilters, categories: number[] | undefined, today: string, part: ListPart) {
  let q = db.selectFrom('positions as p').where('p.portal_id', '=', portalId);
  if (part === 'open') q = q.where(openCondition(today));
  if (part === 'closed') q = q.where(sql<boolean>`not ${openCondition(today)}`);
  if (f.keyword) q = q.where(keywordCondition(engineOf(db), f.keyword));
  if (f.recruitType) q = q.where('p.recruit_type', '=', f.recruitType);
  if (f.exceptRecruitType) q = q.where('p.recruit_type', '<>', f.exceptRecruitType);
  if (categories) q = q.where('p.category_id', 'in', categories);
  if (f.regionCode) {
    const [from, to] = regionRange(f.regionCode);
    q = q.where('p.region_code', '>=', from).where('p.region_code', '<', to);
  }
  if (f.unitIds) q = q.where('p.unit_id', 'in', f.unitIds.length > 0 ? f.unitIds : [-1]);
  return q;
}

type Listing = ReturnType<typeof listingQuery>;

/** Ids of one stretch of a part, newest first. */
export function pageIdsQuery(q: Listing, limit: number, offset: number) {
  return q.select('p.id').orderBy('p.publish_date', 'desc').orderBy('p.id', 'desc').limit(limit).offset(offset);
}

/** How many rows the query has, counting no further than `cap` + 1. */
export async function cappedCount(db: Db, q: Listing, cap = COUNT_CAP): Promise<number> {
  const row = await db
    .selectFrom(q.select(sql<number>`1`.as('one')).limit(cap + 1).as('m'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The ids of a page: the open part's rows first, then the closed part's, newest first in each. */
export async function pageIds(db: Db, parts: Record<'open' | 'closed', Listing>, page: number, pageSize: number): Promise<number[]> {
  const offset = (page - 1) * pageSize;
  const open = (await pageIdsQuery(parts.open, pageSize, offset).execute()).map((r) => r.id);
  if (open.length === pageSize) return open;
  // the open part ends on this page or before it: how many open rows there are (a date range, few rows)
  const openCount = open.length > 0 ? offset + open.length : await exactCount(parts.open);
  const closedOffset = Math.max(0, offset - openCount);
  const closed = (await pageIdsQuery(parts.closed, pageSize - open.length, closedOffset).execute()).map((r) => r.id);
  return [...open, ...closed];
}

export async function exactCount(q: Listing): Promise<number> {
  const row = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
