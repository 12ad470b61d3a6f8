// Which status an application may move to (the spec names the statuses, not the moves; these are ours).
// Pure: reviewers move applications along; dates move them to ended or deadline.
import type { DeliveryStatus } from '@/src/core/application-api';

/**
 * Moves by hand: the wizard submits a draft; reviewers move submitted -> processing or applying ->
 * reviewing -> passed | failed, and may take a submitted application straight to review.
 */
const moves: Record<DeliveryStatus, readonly DeliveryStatus[]> = {
  draft: ['submitted'],
  submitted: ['processing', 'applying', 'reviewing'],
  processing: ['reviewing'],
  applying: ['reviewing'],
  reviewing: ['passed', 'failed'],
  passed: [],
  failed: [],
  ended: [],
  deadline: [],
};

/** Statuses nothing moves on from. */
export const FINAL_STATUSES: readonly DeliveryStatus[] = ['passed', 'failed', 'ended', 'deadline'];

/** Review has started: the candidate can no longer withdraw. */
export function isWithdrawable(status: DeliveryStatus): boolean {
  return status === 'submitted';
}

export function canMove(from: DeliveryStatus, to: DeliveryStatus): boolean {
  return moves[from].includes(to) || dateMoveAllowed(from, to);
}

/** Where an application may move next, by hand or by dates. */
export function nextStatuses(from: DeliveryStatus): DeliveryStatus[] {
  const byDates: DeliveryStatus[] = [];
  if (dateMoveAllowed(from, 'deadline')) byDates.push('deadline');
  if (dateMoveAllowed(from, 'ended')) byDates.push('ended');
  return [...moves[from], ...byDates];
}

function dateMoveAllowed(from: DeliveryStatus, to: DeliveryStatus): boolean {
  if (from === 'draft' || FINAL_STATUSES.includes(from)) return false;
  if (to === 'ended') return true;
  return to === 'deadline' && from === 'submitted';
}

export interface PositionDates {
  /** stored status: 'closed' when closed by hand */
  status: string;
  /** last day of registration, a Beijing date YYYY-MM-DD */
  deadline: string;
}

/**
 * The move the dates make, if any, on Beijing date `today`: a closed recruitment ends every undecided
 * application (ended); a registration deadline passed before review started leaves it at deadline.
 */
export function dateTransition(status: DeliveryStatus, position: PositionDates, today: string): DeliveryStatus | null {
  if (status === 'draft' || FINAL_STATUSES.includes(status)) return null;
  if (position.status === 'closed') return 'ended';
  if (status === 'submitted' && position.deadline < today) return 'deadline';
  return null;
}

export class TransitionRefused extends Error {
  constructor(
    readonly from: DeliveryStatus,
    readonly to: DeliveryStatus,
  ) {
    super(`an application cannot move from ${from} to ${to}`);
    this.name = 'TransitionRefused';
  }
}

/** Throws TransitionRefused unless `from -> to` is allowed. */
export function assertMove(from: DeliveryStatus, to: DeliveryStatus): void {
  if (!canMove(from, to)) throw new TransitionRefused(from, to);
}

const statuses = Object.keys(moves) as DeliveryStatus[];

export function isDeliveryStatus(value: string): value is DeliveryStatus {
  return (statuses as string[]).includes(value);
}
