// What a reviewer may see: the deliveries (not drafts) of their portal made to positions of their units and the
// units below them, or to activities (sign-ups) those units take part in. Every reviewer read starts here.
import { sql, type Expression, type SqlBool } from 'kysely';
import { engineOf, type Db } from '@/server/db/database';
import { descendantIds } from '@/server/careers/unit-queries';

export interface ReviewerScope {
  /** the reviewer's account */
  reviewerId: number;
  portalId: number;
  /** the bound units and every unit below them */
  unitIds: number[];
}

export async function reviewerScope(db: Db, userId: number, portalId: number): Promise<ReviewerScope> {
  const bound = await db.selectFrom('reviewer_units').select('unit_id').where('user_id', '=', userId).execute();
  const units = (await db.selectFrom('units').select(['id', 'parent_id']).where('portal_id', '=', portalId).execute()).map((u) => ({ id: u.id, parentId: u.parent_id }));
  const inPortal = bound.filter((b) => units.some((u) => u.id === b.unit_id));
  return { reviewerId: userId, portalId, unitIds: [...new Set(inPortal.flatMap((b) => descendantIds(units, b.unit_id)))] };
}

// an empty IN list is not valid SQL everywhere: no id matches -1
const listOf = (ids: number[]) => (ids.length > 0 ? ids : [-1]);

/** The activities the scope's units take part in: a portal has few, read once per request. */
export async function scopeActivityIds(db: Db, scope: ReviewerScope): Promise<number[]> {
  const rows = await db.selectFrom('activity_units').select('activity_id').distinct().where('unit_id', 'in', listOf(scope.unitIds)).execute();
  return rows.map((r) => r.activity_id);
}

/**
 * Delivery `d` is in the scope, tested row by row: its position's unit looked up by id (a scalar subquery, which
 * no planner turns into the list of every position of the units: 11k positions built per request at 100k).
 * For reads that walk deliveries in some order (a page newest first, one id, one candidate's).
 */
export function inScope(scope: ReviewerScope, activityIds: number[]): Expression<SqlBool> {
  return sql<SqlBool>`(d.portal_id = ${scope.portalId} and d.status <> 'draft' and (
    (select sp.unit_id from positions sp where sp.id = d.position_id) in (${sql.join(listOf(scope.unitIds))})
    or d.activity_id in (${sql.join(listOf(activityIds))})))`;
}

/** The deliveries the scope shows, with their candidate, position (and its unit) or activity joined. */
export function selectReviewable(db: Db, scope: ReviewerScope, activityIds: number[]) {
  return db
    .selectFrom('deliveries as d')
    .where(inScope(scope, activityIds))
    .innerJoin('users as c', 'c.id', 'd.user_id')
    .leftJoin('positions as p', 'p.id', 'd.position_id')
    .leftJoin('units as u', 'u.id', 'p.unit_id')
    .leftJoin('activities as a', 'a.id', 'd.activity_id');
}

/**
 * The scope's deliveries gathered from its own side, id and submission time of each: those to the positions of
 * its units (each position read once from positions_unit_status, its deliveries from the index of migration 015),
 * and the sign-ups for its activities. Two plain queries, rather than one union SQLite's planner may walk the
 * portal's every delivery for. `d.portal_id + 0` keeps SQLite off the portal's newest-first index.
 */
export function gatherQueries(db: Db, scope: ReviewerScope, activityIds: number[], condition: Expression<SqlBool>, probe = false) {
  const toPositions = probe && engineOf(db) === 'postgres' ? probeByPosition(db, scope, condition) : db
    .selectFrom('positions as sp')
    .innerJoin('deliveries as d', 'd.position_id', 'sp.id')
    .select(['d.id', 'd.submitted_at'])
    .where('sp.unit_id', 'in', listOf(scope.unitIds))
    .where(sql<number>`d.portal_id + 0`, '=', scope.portalId)
    .where('d.status', '<>', 'draft')
    .where(condition);
  const toActivities = db
    .selectFrom('deliveries as d')
    .select(['d.id', 'd.submitted_at'])
    .where('d.activity_id', 'in', listOf(activityIds))
    .where(sql<number>`d.portal_id + 0`, '=', scope.portalId)
    .where('d.status', '<>', 'draft')
    .where(condition);
  return [toPositions, toActivities];
}

/**
 * PostgreSQL, when a few of the scope's deliveries are wanted unsorted (whether it holds more than 1,000): each
 * position of its units, then that position's deliveries from their index, as a nested loop that stops at the
 * limit. The planner, left to itself, hashed the units' every position first (13k at 100k positions: 11 -> 3.5 ms
 * at 1M applications); OFFSET 0 keeps the lateral subquery from being merged into a join it would plan the same.
 */
function probeByPosition(db: Db, scope: ReviewerScope, condition: Expression<SqlBool>) {
  return db
    .selectFrom('positions as sp')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('deliveries as d')
          .select(['d.id', 'd.submitted_at'])
          .whereRef('d.position_id', '=', 'sp.id')
          .where('d.portal_id', '=', scope.portalId)
          .where('d.status', '<>', 'draft')
          .where(condition)
          .offset(0)
          .as('d'),
      (join) => join.onTrue(),
    )
    .select(['d.id', 'd.submitted_at'])
    .where('sp.unit_id', 'in', listOf(scope.unitIds));
}

/** The candidate has an application or sign-up the reviewer may see (so the reviewer may see their resume's images). */
export async function reviewsCandidate(db: Db, scope: ReviewerScope, candidateId: number): Promise<boolean> {
  const activityIds = await scopeActivityIds(db, scope);
  const row = await db.selectFrom('deliveries as d').select('d.id').where('d.user_id', '=', candidateId).where(inScope(scope, activityIds)).limit(1).executeTakeFirst();
  return row !== undefined;
}
