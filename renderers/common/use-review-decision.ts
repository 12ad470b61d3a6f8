// The reviewer's decision on one application (review.decide): start the review, pass, or fail with a comment.
// The answer (the application with its new status and history) replaces what review.view said.
import { useState } from 'react';
import type { ReviewAction, ReviewDecideBody, ReviewDetail } from '@/src/core/review-api';
import { request } from '@/src/api/client';

export const COMMENT_MAX = 500;

export interface ReviewDecision {
  /** the latest state: review.decide's answer once there is one, else review.view's */
  detail: ReviewDetail | undefined;
  /** the action being sent */
  busy: ReviewAction | null;
  /** the action just done (its success is told once) */
  done: ReviewAction | null;
  decide: (action: ReviewAction, comment?: string) => Promise<boolean>;
}

/** A comment problem, as a message key, or null: fail needs one, none may exceed 500 characters. */
export function commentProblem(action: ReviewAction, comment: string): string | null {
  const text = comment.trim();
  if (action === 'fail' && !text) return 'review.comment.required';
  if (text.length > COMMENT_MAX) return 'review.comment.tooLong';
  return null;
}

export function useReviewDecision(data: ReviewDetail | undefined): ReviewDecision {
  const [seen, setSeen] = useState(data);
  const [decided, setDecided] = useState<ReviewDetail | null>(null);
  const [busy, setBusy] = useState<ReviewAction | null>(null);
  const [done, setDone] = useState<ReviewAction | null>(null);
  if (data !== seen) {
    // a fresh review.view answer is newer than what a decision answered before it
    setSeen(data);
    setDecided(null);
  }
  const detail = decided ?? data;

  const decide = async (action: ReviewAction, comment = '') => {
    if (!detail || busy || commentProblem(action, comment)) return false;
    setBusy(action);
    setDone(null);
    try {
      const text = comment.trim();
      const body: ReviewDecideBody = { deliveryId: detail.id, action, ...(text ? { comment: text } : {}) };
      setDecided(await request<ReviewDetail>('review.decide', { ...body }));
      setDone(action);
      return true;
    } catch {
      // the client has shown why (TRANSITION_REFUSED and the like)
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { detail, busy, done, decide };
}
