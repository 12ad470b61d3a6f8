// Interview feedback (面试评价) is asked for only after an interview: the application was opened for it
// (feedback state 'open') and holds an interview slot that ended before the portal's current day began.
// The server answers Delivery.feedbackOpen with it and feedback.save refuses by it, so both terminals
// draw the button from one rule.

/** The first instant (ISO, UTC) of a Beijing date ("2026-11-25" -> "2026-11-24T16:00:00.000Z"). */
export function beijingDayStart(date: string): string {
  return new Date(`${date}T00:00:00+08:00`).toISOString();
}

/**
 * Whether feedback may be given now. `interviewEnd`: the end (ISO) of the slot the application holds, null when
 * it holds none; `today`: the portal's date (YYYY-MM-DD, Beijing).
 */
export function interviewFeedbackOpen(feedbackState: string, interviewEnd: string | null | undefined, today: string): boolean {
  if (feedbackState !== 'open' || !interviewEnd) return false;
  const end = Date.parse(interviewEnd);
  return Number.isFinite(end) && end <= Date.parse(beijingDayStart(today));
}
