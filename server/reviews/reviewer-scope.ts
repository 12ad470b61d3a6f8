// What a reviewer may see: the deliveries (not drafts) of their portal made to positions of their units and the
// units below them, or to activities (sign-ups) those units take part in. Every reviewer read starts here.
import { sql } from 'kysely';
import type { Db } from '@/server/db/database';
import { descendantIds } from '@/server/db/queries/units';

export interface ReviewerScope {
  portalId: number;
  /** the bound units and every unit below them */
  unitIds: number[];
}

export async function reviewerScope(db: Db, userId: number, portalId: number): Promise<ReviewerScope> {
  const bound = await db.selectFrom('reviewer_units').select('unit_id').where('user_id', '=', userId).execute();
  const units = (await db.selectFrom('units').select(['id', 'parent_id']).where('portal_id', '=', portalId).execute()).map((u) => ({ id: u.id, parentId: u.parent_id }));
  const inPortal = bound.filter((b) => units.some((u) => u.id === b.unit_id));
  return { portalId, unitIds: [...new Set(inPortal.flatMap((b) => descendantIds(units, b.unit_id)))] };
}

/**
 * How the rows are best found (migration 012's indexes): 'units' through the deliveries of the scope's positions
 * and activities (the total, the date moves: every row of the scope), 'newest' through the portal's deliveries
 * newest first (a page: it stops after its rows). `d.portal_id + 0` keeps SQLite's planner, which has no
 * statistics, off the portal's index when every row of the scope is read.
 */
export type ReadBy = 'units' | 'newest';

/**
 * The scope's deliveries alone, joined to nothing: what the total and the date moves read. The two IN lists are
 * on the delivery's own columns, so that both engines can read the deliveries of those positions and activities
 * through their indexes instead of scanning every delivery of the portal.
 */
export function scopedDeliveries(db: Db, scope: ReviewerScope, readBy: ReadBy = 'units') {
  // an empty IN list is not valid SQL everywhere: no unit matches -1
  const units = scope.unitIds.length > 0 ? scope.unitIds : [-1];
  const portal = readBy === 'units' ? sql<number>`d.portal_id + 0` : sql<number>`d.portal_id`;
  return db
    .selectFrom('deliveries as d')
    .where(portal, '=', scope.portalId)
    .where('d.status', '<>', 'draft')
    .where((eb) =>
      eb.or([
        eb('d.position_id', 'in', eb.selectFrom('positions as sp').select('sp.id').where('sp.unit_id', 'in', units)),
        eb('d.activity_id', 'in', eb.selectFrom('activity_units as au').select('au.activity_id').where('au.unit_id', 'in', units)),
      ]),
    );
}

/** The deliveries the scope shows, with their candidate, position (and its unit) or activity joined. */
export function selectReviewable(db: Db, scope: ReviewerScope, readBy: ReadBy = 'newest') {
  return scopedDeliveries(db, scope, readBy)
    .innerJoin('users as c', 'c.id', 'd.user_id')
    .leftJoin('positions as p', 'p.id', 'd.position_id')
    .leftJoin('units as u', 'u.id', 'p.unit_id')
    .leftJoin('activities as a', 'a.id', 'd.activity_id');
}

/** The candidate has an application or sign-up the reviewer may see (so the reviewer may see their resume's images). */
export async function reviewsCandidate(db: Db, scope: ReviewerScope, candidateId: number): Promise<boolean> {
  const row = await selectReviewable(db, scope, 'units').select('d.id').where('d.user_id', '=', candidateId).limit(1).executeTakeFirst();
  return row !== undefined;
}
