// What the reviewers' calls take and answer (docs/api-contract.md, "Reviewers"). Server and portal share them.
import type { DeliveryActivity, DeliveryEvent, DeliveryStatus } from './application-api';
import type { ResumeDocument } from './resume-api';

/**
 * start: submitted, processing or applying -> reviewing; pass / fail: reviewing -> passed / failed; undo: the
 * reviewer's own pass or fail, within UNDO_WINDOW_MS of it -> reviewing again
 */
export type ReviewAction = 'start' | 'pass' | 'fail' | 'undo';

export const REVIEW_ACTIONS: readonly ReviewAction[] = ['start', 'pass', 'fail', 'undo'];

/** How long a reviewer may undo their decision: 10 minutes */
export const UNDO_WINDOW_MS = 10 * 60 * 1000;

/** review.positions: the filter of the workspace */
export interface ReviewPosition {
  id: number;
  title: string;
  unitName: string;
}

export interface ReviewCandidate {
  /** the account's name */
  name: string;
  mobile: string | null;
  email: string | null;
}

/** One application (tag '1') or sign-up (tag '2') to the reviewer's units. */
export interface ReviewItem {
  /** the delivery id */
  id: number;
  tag: string;
  /** tag '1'; null for a sign-up */
  position: ReviewPosition | null;
  /** tag '2'; null for an application */
  activity: DeliveryActivity | null;
  candidate: ReviewCandidate;
  status: DeliveryStatus;
  submittedAt: string | null;
  updatedAt: string;
  /** what review.decide accepts now */
  actions: ReviewAction[];
}

/** review.view and review.decide: the item with its history and the candidate's resume. */
export interface ReviewDetail extends ReviewItem {
  /** oldest first */
  history: DeliveryEvent[];
  /** the resume as the candidate saved it, in the template the position or activity asks for */
  resume: ResumeDocument;
  /** ISO time until which this reviewer may undo their decision ('undo' is among the actions until then) */
  undoUntil?: string;
}

export interface ReviewDecideBody {
  deliveryId: number;
  action: ReviewAction;
  /** required for fail; at most 500 characters */
  comment?: string;
}
