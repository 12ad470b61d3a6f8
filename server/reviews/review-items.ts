// The reviewer's list and one item of it (review.search, review.positions), read through the reviewer's scope.
import type { Paged } from '@/src/core/envelope';
import type { DeliveryStatus } from '@/src/core/application-api';
import type { ReviewAction, ReviewItem, ReviewPosition } from '@/src/core/review-api';
import type { Db } from '@/server/db/database';
import { cappedCount, cappedTotal } from '@/server/db/queries/count-cap';
import { containsPattern, likeEscaped } from '@/server/db/queries/like';
import { canMove } from '@/server/applications/transitions';
import { scopedDeliveries, selectReviewable, type ReviewerScope } from './reviewer-scope';

/** What each action does: the status it moves to (allowed from where transitions.ts allows it). */
export const ACTION_TARGETS: Record<ReviewAction, DeliveryStatus> = { start: 'reviewing', pass: 'passed', fail: 'failed' };

export function actionsFrom(status: DeliveryStatus): ReviewAction[] {
  return (Object.keys(ACTION_TARGETS) as ReviewAction[]).filter((a) => canMove(status, ACTION_TARGETS[a]));
}

function selectItems(db: Db, scope: ReviewerScope) {
  return selectReviewable(db, scope)
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

/** Newest first; the total stops at COUNT_CAP (totalCapped: the workspace says 1000+; docs/decisions.md). */
export async function searchReviewItems(db: Db, scope: ReviewerScope, f: ReviewFilter, paging: { page: number; pageSize: number }): Promise<Paged<ReviewItem>> {
  const equal: Array<['d.position_id' | 'd.activity_id', number] | ['d.tag' | 'd.status', string]> = [];
  if (f.positionId !== undefined) equal.push(['d.position_id', f.positionId]);
  if (f.activityId !== undefined) equal.push(['d.activity_id', f.activityId]);
  if (f.tag) equal.push(['d.tag', f.tag]);
  if (f.status) equal.push(['d.status', f.status]);
  let q = selectItems(db, scope);
  // the total counts the deliveries alone (every delivery has its candidate): the candidate is read only to match a keyword
  let counted = scopedDeliveries(db, scope);
  for (const [column, value] of equal) {
    q = q.where(column, '=', value);
    counted = counted.where(column, '=', value);
  }
  if (f.keyword) {
    const pattern = containsPattern(f.keyword);
    q = q.where((eb) => eb.or([likeEscaped('c.name', pattern), likeEscaped('c.mobile', pattern)]));
    counted = counted.where((eb) =>
      eb.exists(eb.selectFrom('users as c').select('c.id').whereRef('c.id', '=', 'd.user_id').where((w) => w.or([likeEscaped('c.name', pattern), likeEscaped('c.mobile', pattern)]))),
    );
  }
  const rows = await q
    .orderBy('d.submitted_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize)
    .execute();
  return { list: rows.map(toReviewItem), ...cappedTotal(await cappedCount(db, counted)), page: paging.page, pageSize: paging.pageSize };
}

/** One item of the scope; undefined for a delivery the reviewer may not see. */
export async function findReviewItem(db: Db, scope: ReviewerScope, id: number): Promise<ItemRow | undefined> {
  return selectItems(db, scope).where('d.id', '=', id).executeTakeFirst();
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
