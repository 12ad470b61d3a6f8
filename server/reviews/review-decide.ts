// review.decide: starting the qualification review, passing or failing it, or undoing one's own decision; the move,
// its history row (with the comment and the reviewer) and the candidate's notification are written together.
import type { FastifyInstance } from 'fastify';
import type { ReviewAction, ReviewDetail } from '@/src/core/review-api';
import { applyTransition, DeliveryMissing, settleByDates } from '@/server/applications/apply-transition';
import { deliveryNotFound } from '@/server/applications/errors';
import { TransitionRefused } from '@/server/applications/transitions';
import { ApiError } from '@/server/http/envelope';
import { readReviewDetail } from './review-detail';
import { ACTION_TARGETS, findReviewItem } from './review-items';
import type { ReviewerScope } from './reviewer-scope';
import { undoDecision } from './review-undo';

export const COMMENT_MAX_LENGTH = 500;

const transitionRefused = () => new ApiError('TRANSITION_REFUSED', '当前状态不能进行该操作');
const commentRequired = () => new ApiError('COMMENT_REQUIRED', '请填写不通过的原因');

export interface Decision {
  deliveryId: number;
  action: ReviewAction;
  comment?: string;
}

export async function decide(app: FastifyInstance, scope: ReviewerScope, d: Decision, portalDefault: string): Promise<ReviewDetail> {
  const comment = d.comment?.trim() || undefined;
  if (!(await findReviewItem(app.db, scope, d.deliveryId))) throw deliveryNotFound();
  if (d.action === 'fail' && !comment) throw commentRequired();
  if (d.action === 'undo') {
    await undoDecision(app, d.deliveryId, scope.reviewerId, comment);
    return readReviewDetail(app, scope, d.deliveryId, portalDefault);
  }
  // the dates first: a closed recruitment or a lapsed deadline is not reviewed any more
  await settleByDates(app.db, { deliveryIds: [d.deliveryId] }, app.now());
  try {
    await applyTransition(app.db, { deliveryId: d.deliveryId, to: ACTION_TARGETS[d.action], at: app.now().toISOString(), comment, decidedBy: scope.reviewerId });
  } catch (error) {
    if (error instanceof TransitionRefused) throw transitionRefused();
    if (error instanceof DeliveryMissing) throw deliveryNotFound();
    throw error;
  }
  return readReviewDetail(app, scope, d.deliveryId, portalDefault);
}
