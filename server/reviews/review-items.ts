// The reviewer's list and one item of it (review.search, review.positions), read through the reviewer's scope.
import type { Paged } from '@/src/core/envelope';
import type { DeliveryStatus } from '@/src/core/application-api';
import type { ReviewAction, ReviewItem, ReviewPosition } from '@/src/core/review-api';
import type { Db } from '@/server/db/database';
import { sql, type Expression, type SqlBool } from 'kysely';
import { cappedCount, cappedTotal, COUNT_CAP } from '@/server/sql/count-cap';
import { containsPattern, likeEscaped } from '@/server/sql/like';
import { canMove } from '@/server/applications/transitions';
import { gatherQueries, inScope, scopeActivityIds, selectReviewable, type ReviewerScope } from './reviewer-scope';

/** What each action does: the status it moves to (allowed from where transitions.ts allows it). */
export const ACTION_TARGETS: Record<Exclude<ReviewAction, 'undo'>, DeliveryStatus> = { start: 'reviewing', pass: 'passed', fail: 'failed' };

/** The moves the status allows (an undo depends on who decided when: review-undo.ts). */
export function actionsFrom(status: DeliveryStatus): ReviewAction[] {
  return (Object.keys(ACTION_TARGETS) as Array<keyof typeof ACTION_TARGETS>).filter((a) => canMove(status, ACTION_TARGETS[a]));
}

function selectItems(db: Db, scope: ReviewerScope, activityIds: number[]) {
  return selectReviewable(db, scope, activityIds)
    .select(['d.id', 'd.tag', 'd.status', 'd.submitted_at', 'd.updated_at', 'd.created_at', 'd.user_id'])
    .select(['c.name as candidate_name', 'c.mobile as candidate_mobile', 'c.email as candidate_email'])
    .select(['p.id as position_id', 'p.title as position_title', 'u.name as unit_name'])
    .select(['a.id as activity_id', 'a.title as activity_title', 'a.place as activity_place', 'a.start_time as activity_start']);
}

export type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['executeTakeFirstOrThrow']>>;

export function toReviewItem(r: ItemRow): ReviewItem {
  const status = r.status as DeliveryStatus;
  return {
    id: r.id,
    tag: r.tag,
    position: r.position_id !== null && r.position_title !== null ? { id: r.position_id, title: r.position_title, unitName: r.unit_name ?? '' } : null,
    activity:
      r.activity_id !== null && r.activity_title !== null && r.activity_place !== null && r.activity_start !== null
        ? { id: r.activity_id, title: r.activity_title, place: r.activity_place, startTime: r.activity_start }
        : null,
    candidate: { name: r.candidate_name, mobile: r.candidate_mobile, email: r.candidate_email },
    status,
    submittedAt: r.submitted_at,
    updatedAt: r.updated_at ?? r.submitted_at ?? r.created_at,
    actions: actionsFrom(status),
  };
}

export interface ReviewFilter {
  positionId?: number;
  activityId?: number;
  tag?: string;
  status?: DeliveryStatus;
  /** part of the candidate's name or mobile */
  keyword?: string;
}

/** The filter as one condition on delivery `d` (the candidate is read only to match a keyword). */
function filterCondition(f: ReviewFilter): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  if (f.positionId !== undefined) parts.push(sql<SqlBool>`d.position_id = ${f.positionId}`);
  if (f.activityId !== undefined) parts.push(sql<SqlBool>`d.activity_id = ${f.activityId}`);
  if (f.tag) parts.push(sql<SqlBool>`d.tag = ${f.tag}`);
  if (f.status) parts.push(sql<SqlBool>`d.status = ${f.status}`);
  if (f.keyword) {
    const pattern = containsPattern(f.keyword);
    parts.push(sql<SqlBool>`exists (select 1 from users c where c.id = d.user_id and (${likeEscaped('c.name', pattern)} or ${likeEscaped('c.mobile', pattern)}))`);
  }
  return parts.length > 0 ? sql<SqlBool>`(${sql.join(parts, sql` and `)})` : sql<SqlBool>`1 = 1`;
}

/**
 * How a page is found (docs/decisions/review-list.md, "The reviewers' list at a million applications"): up to
 * COUNT_CAP matches are gathered from the scope's side and sorted, exact; more, and the page is looked for among the
 * portal's newest (offset + size) x WALK_SPAN deliveries, WINDOW_MAX at most (a scope of one delivery in WALK_SPAN
 * or more fills it there); failing that, up to GATHER_MAX matches are gathered and sorted, and past that the walk goes on unbounded.
 */
const WALK_SPAN = 50;
/** The most deliveries that look is given: deep pages of a thin scope go to the scope's side at once. */
const WINDOW_MAX = 5000;
const GATHER_MAX = 20_000;

type Stamp = { id: number; submitted_at: string | null };
type Paging = { page: number; pageSize: number };

/** Newest first by submission time (none last, as the walk's descending order on SQLite), then id. */
const newestFirst = (a: Stamp, b: Stamp) => (a.submitted_at === b.submitted_at ? b.id - a.id : (b.submitted_at ?? '') < (a.submitted_at ?? '') ? -1 : 1);

/** The scope's matches gathered and sorted, or undefined when there are more than `most`. */
async function gathered(db: Db, scope: ReviewerScope, activityIds: number[], condition: Expression<SqlBool>, most: number): Promise<Stamp[] | undefined> {
  const found: Stamp[] = [];
  for (const q of gatherQueries(db, scope, activityIds, condition, true)) {
    found.push(...(await q.limit(most + 1 - found.length).execute()));
    if (found.length > most) return undefined;
  }
  return found.sort(newestFirst);
}

/** How many the scope's side holds, counted no further than `most` + 1 (in SQL: no row leaves the database). */
async function gatheredCount(db: Db, scope: ReviewerScope, activityIds: number[], condition: Expression<SqlBool>, most: number): Promise<number> {
  let n = 0;
  for (const q of gatherQueries(db, scope, activityIds, condition, true)) if (n <= most) n += await cappedCount(db, q, most - n);
  return n;
}

/** A page from the scope's side: each part sorted by the database as far as the page, the two merged. */
async function gatheredPage(db: Db, scope: ReviewerScope, activityIds: number[], condition: Expression<SqlBool>, p: Paging): Promise<number[]> {
  const offset = (p.page - 1) * p.pageSize;
  const parts = gatherQueries(db, scope, activityIds, condition).map((q) => q.orderBy('d.submitted_at', 'desc').orderBy('d.id', 'desc').limit(offset + p.pageSize).execute());
  const rows = (await Promise.all(parts)).flat().sort(newestFirst);
  return rows.slice(offset, offset + p.pageSize).map((r) => r.id);
}

/** A page walked newest first through the portal's deliveries, within its `window` newest when given. */
async function walked(db: Db, scope: ReviewerScope, activityIds: number[], condition: Expression<SqlBool>, p: Paging, window?: number): Promise<number[]> {
  const from = window
    ? db.selectFrom(
        db.selectFrom('deliveries as w').select(['w.id', 'w.portal_id', 'w.status', 'w.tag', 'w.position_id', 'w.activity_id', 'w.user_id', 'w.submitted_at'])
          .where('w.portal_id', '=', scope.portalId).orderBy('w.submitted_at', 'desc').orderBy('w.id', 'desc').limit(window).as('d'),
      )
    : db.selectFrom('deliveries as d');
  const rows = await from.select('d.id').where(inScope(scope, activityIds)).where(condition).orderBy('d.submitted_at', 'desc').orderBy('d.id', 'desc')
    .limit(p.pageSize).offset((p.page - 1) * p.pageSize).execute();
  return rows.map((r) => r.id);
}

/** A page of more than COUNT_CAP matches. A keyword tests each row's candidate: it is never counted further. */
async function pageIds(db: Db, scope: ReviewerScope, activityIds: number[], f: ReviewFilter, condition: Expression<SqlBool>, p: Paging): Promise<number[]> {
  const near = await walked(db, scope, activityIds, condition, p, Math.min(p.page * p.pageSize * WALK_SPAN, WINDOW_MAX));
  if (near.length === p.pageSize) return near;
  if (!f.keyword && (await gatheredCount(db, scope, activityIds, condition, GATHER_MAX)) <= GATHER_MAX) return gatheredPage(db, scope, activityIds, condition, p);
  return walked(db, scope, activityIds, condition, p);
}

/** Newest first; the total stops at COUNT_CAP (totalCapped: the workspace says 1000+; docs/decisions/review-list.md). */
export async function searchReviewItems(db: Db, scope: ReviewerScope, f: ReviewFilter, paging: Paging): Promise<Paged<ReviewItem>> {
  const condition = filterCondition(f);
  const activityIds = await scopeActivityIds(db, scope);
  const offset = (paging.page - 1) * paging.pageSize;
  const few = await gathered(db, scope, activityIds, condition, COUNT_CAP);
  const ids = few ? few.slice(offset, offset + paging.pageSize).map((r) => r.id) : await pageIds(db, scope, activityIds, f, condition, paging);
  const rows = ids.length === 0 ? [] : await selectItems(db, scope, activityIds).where('d.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, toReviewItem(r)]));
  return { list: ids.flatMap((id) => byId.get(id) ?? []), ...cappedTotal(few ? few.length : COUNT_CAP + 1), page: paging.page, pageSize: paging.pageSize };
}

/** One item of the scope; undefined for a delivery the reviewer may not see. */
export async function findReviewItem(db: Db, scope: ReviewerScope, id: number): Promise<ItemRow | undefined> {
  return selectItems(db, scope, await scopeActivityIds(db, scope)).where('d.id', '=', id).executeTakeFirst();
}

/** The positions of the reviewer's units (open or not), by unit and then newest first: the workspace's filter. */
export async function reviewPositions(db: Db, scope: ReviewerScope): Promise<ReviewPosition[]> {
  const units = scope.unitIds.length > 0 ? scope.unitIds : [-1];
  return db
    .selectFrom('positions as p')
    .innerJoin('units as u', 'u.id', 'p.unit_id')
    .select(['p.id', 'p.title', 'u.name as unitName'])
    .where('p.portal_id', '=', scope.portalId)
    .where('p.unit_id', 'in', units)
    .orderBy('u.sort')
    .orderBy('p.publish_date', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
}
