import { describe, expect, it } from 'vitest';
import type { DeliveryStatus } from '@/src/core/application-api';
import { assertMove, canMove, dateTransition, FINAL_STATUSES, isDeliveryStatus, isWithdrawable, nextStatuses, TransitionRefused } from '@/server/applications/transitions';

const open = { status: 'open', deadline: '2026-12-31' };

describe('application status transitions', () => {
  it('follows submitted -> processing or applying -> reviewing -> passed or failed', () => {
    const path: DeliveryStatus[][] = [
      ['draft', 'submitted'],
      ['submitted', 'processing'],
      ['submitted', 'applying'],
      ['processing', 'reviewing'],
      ['applying', 'reviewing'],
      ['reviewing', 'passed'],
      ['reviewing', 'failed'],
    ];
    for (const [from, to] of path) expect(canMove(from, to), `${from} -> ${to}`).toBe(true);
  });

  it('refuses skipping ahead, going back and leaving a final status', () => {
    const refused: DeliveryStatus[][] = [
      ['submitted', 'passed'],
      ['processing', 'failed'],
      ['processing', 'applying'],
      ['reviewing', 'submitted'],
      ['passed', 'failed'],
      ['failed', 'reviewing'],
      ['ended', 'submitted'],
      ['deadline', 'processing'],
      ['draft', 'processing'],
      ['submitted', 'submitted'],
    ];
    for (const [from, to] of refused) expect(canMove(from, to), `${from} -> ${to}`).toBe(false);
    expect(() => assertMove('passed', 'failed')).toThrow(TransitionRefused);
    expect(() => assertMove('reviewing', 'passed')).not.toThrow();
  });

  it('lets dates end any undecided application, and leave a submitted one at deadline', () => {
    for (const from of ['submitted', 'processing', 'applying', 'reviewing'] as const) expect(canMove(from, 'ended')).toBe(true);
    expect(canMove('submitted', 'deadline')).toBe(true);
    expect(canMove('reviewing', 'deadline')).toBe(false);
    expect(canMove('draft', 'ended')).toBe(false);
    expect(nextStatuses('submitted')).toEqual(['processing', 'applying', 'reviewing', 'deadline', 'ended']);
    expect(nextStatuses('reviewing')).toEqual(['passed', 'failed', 'ended']);
    for (const final of FINAL_STATUSES) expect(nextStatuses(final)).toEqual([]);
  });

  it('moves by dates: a closed position ends, a passed deadline stops a submitted application', () => {
    const today = '2026-11-20';
    expect(dateTransition('submitted', open, today)).toBeNull();
    expect(dateTransition('submitted', { status: 'closed', deadline: '2026-12-31' }, today)).toBe('ended');
    expect(dateTransition('reviewing', { status: 'closed', deadline: '2026-12-31' }, today)).toBe('ended');
    expect(dateTransition('submitted', { status: 'open', deadline: '2026-11-19' }, today)).toBe('deadline');
    // the deadline day itself still counts as open
    expect(dateTransition('submitted', { status: 'open', deadline: today }, today)).toBeNull();
    // review started before the deadline: the dates leave it alone
    expect(dateTransition('processing', { status: 'open', deadline: '2026-11-19' }, today)).toBeNull();
    expect(dateTransition('passed', { status: 'closed', deadline: '2026-11-01' }, today)).toBeNull();
    expect(dateTransition('draft', { status: 'closed', deadline: '2026-11-01' }, today)).toBeNull();
  });

  it('allows withdrawing only before review starts, and knows its statuses', () => {
    expect(isWithdrawable('submitted')).toBe(true);
    for (const s of ['draft', 'processing', 'applying', 'reviewing', 'passed', 'failed', 'ended', 'deadline'] as const) expect(isWithdrawable(s)).toBe(false);
    expect(isDeliveryStatus('reviewing')).toBe(true);
    expect(isDeliveryStatus('withdrawn')).toBe(false);
  });
});
