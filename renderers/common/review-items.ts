// What both terminals' review blocks share: what an application is for, the statuses a reviewer filters by,
// and whether the signed-in user is a reviewer here (the spec's reviewer: the censor domain with a saved user).
import type { DeliveryStatus } from '@/src/core/application-api';
import type { ReviewAction, ReviewItem } from '@/src/core/review-api';
import type { BlockContext } from '@/src/runtime/block-props';
export { signedInAsReviewer } from './site-nav-items';

/** Every status a reviewer sees (drafts never reach them). */
export const REVIEW_STATUSES: DeliveryStatus[] = ['submitted', 'processing', 'applying', 'reviewing', 'passed', 'failed', 'ended', 'deadline'];

/** The position applied to, or the activity signed up for. */
export function itemTitle(item: ReviewItem): string {
  return item.position?.title ?? item.activity?.title ?? '';
}

/** The unit of a position; for a sign-up, its place. */
export function itemPlace(item: ReviewItem): string {
  return item.position?.unitName ?? item.activity?.place ?? '';
}

/** 职位申请 or 活动报名 */
export function itemKind(ctx: BlockContext, item: ReviewItem): string {
  return ctx.t(item.tag === '2' ? 'review.kind.signUp' : 'review.kind.application');
}

export const ACTION_KEYS: Record<ReviewAction, string> = {
  start: 'review.action.start',
  pass: 'review.action.pass',
  fail: 'review.action.fail',
  undo: 'review.action.undo',
};

/** The statuses a page lists in its filter: its own, or every status a reviewer sees. */
export function statusesProp(value: unknown): DeliveryStatus[] {
  if (!Array.isArray(value)) return REVIEW_STATUSES;
  const given = value.filter((s): s is DeliveryStatus => REVIEW_STATUSES.includes(s as DeliveryStatus));
  return given.length > 0 ? given : REVIEW_STATUSES;
}
