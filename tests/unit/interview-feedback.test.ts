import { describe, expect, it } from 'vitest';
import { beijingDayStart, interviewFeedbackOpen } from '@/src/core/interview-feedback';

describe('interview feedback rule', () => {
  it('opens only when opened for it and an interview ended before the Beijing day began', () => {
    expect(beijingDayStart('2026-11-25')).toBe('2026-11-24T16:00:00.000Z');
    expect(interviewFeedbackOpen('open', '2026-11-06T02:00:00.000Z', '2026-11-25')).toBe(true);
    expect(interviewFeedbackOpen('open', '2026-11-24T16:00:00.000Z', '2026-11-25')).toBe(true);
    // the interview is today or ahead
    expect(interviewFeedbackOpen('open', '2026-11-25T02:00:00.000Z', '2026-11-25')).toBe(false);
    // no interview held, already given, never opened, a broken date
    expect(interviewFeedbackOpen('open', null, '2026-11-25')).toBe(false);
    expect(interviewFeedbackOpen('given', '2026-11-06T02:00:00.000Z', '2026-11-25')).toBe(false);
    expect(interviewFeedbackOpen('none', '2026-11-06T02:00:00.000Z', '2026-11-25')).toBe(false);
    expect(interviewFeedbackOpen('open', 'soon', '2026-11-25')).toBe(false);
  });
});
