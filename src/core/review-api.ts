// What the reviewers' calls take and answer (docs/api-contract.md, "Reviewers"). Server and portal share them.
import type { DeliveryActivity, DeliveryEvent, DeliveryStatus } from './application-api';
import type { ResumeDocument } from './resume-api';

/** start: submitted, processing or applying -> reviewing; pass / fail: reviewing -> passed / failed */
export type ReviewAction = 'start' | 'pass' | 'fail';

export const REVIEW_ACTIONS: readonly ReviewAction[] = ['start', 'pass', 'fail'];

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
}

export interface ReviewDecideBody {
  deliveryId: number;
  action: ReviewAction;
  /** required for fail; at most 500 characters */
  comment?: string;
}
