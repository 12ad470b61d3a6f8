// The browser's zone must not move a time: this file runs on a UTC clock (set before anything reads it).
process.env.TZ = 'UTC';

import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatDateTime, formatTimeSpan } from '@/src/core/format';
import { DEFAULT_TIME_ZONE, dayStartInstant, resolveTimeZone, zonedParts } from '@/src/core/time-zone';

// the demo fair of server/db/seed/activities.ts and the first interview slot of applications-demo.ts
const FAIR = { start: '2026-12-03T09:00:00+08:00', end: '2026-12-03T16:00:00+08:00', deadline: '2026-12-01' };
const SLOT = { start: '2026-11-26T01:00:00.000Z', end: '2026-11-26T02:00:00.000Z' };

describe('times on the portal clock, the process on UTC', () => {
  it('runs on UTC', () => {
    expect(new Date(FAIR.start).getHours()).toBe(1);
  });

  it('a 09:00-16:00 fair stays 09:00-16:00 in Asia/Shanghai', () => {
    expect(formatTimeSpan(FAIR.start, FAIR.end, 'Asia/Shanghai')).toBe('2026-12-03 09:00-16:00');
    expect(formatDateRange(FAIR.start, FAIR.end, 'Asia/Shanghai', true)).toBe('2026-12-03 09:00 ~ 2026-12-03 16:00');
  });

  it('an interview slot stored in UTC reads on the portal clock', () => {
    expect(formatTimeSpan(SLOT.start, SLOT.end, 'Asia/Shanghai')).toBe('2026-11-26 09:00-10:00');
  });

  it('a deadline (a bare date) never shifts', () => {
    for (const zone of ['Asia/Shanghai', 'UTC', 'America/Los_Angeles', 'Pacific/Kiritimati']) expect(formatDate(FAIR.deadline, zone)).toBe('2026-12-01');
  });

  it('an instant near midnight takes the portal calendar day', () => {
    expect(formatDate('2026-12-02T17:00:00.000Z', 'Asia/Shanghai')).toBe('2026-12-03');
    expect(formatDateTime('2026-12-02T17:00:00.000Z', 'UTC')).toBe('2026-12-02 17:00');
  });

  it('another portal zone reads its own clock', () => {
    expect(formatTimeSpan(FAIR.start, FAIR.end, 'Europe/Berlin')).toBe('2026-12-03 02:00-09:00');
  });

  it('an unknown or missing zone falls back to Asia/Shanghai', () => {
    expect(resolveTimeZone(undefined)).toBe(DEFAULT_TIME_ZONE);
    expect(resolveTimeZone('Mars/Olympus')).toBe('Asia/Shanghai');
    expect(resolveTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(zonedParts(new Date(FAIR.start), 'Mars/Olympus')).toMatchObject({ hour: '09', minute: '00' });
  });
});

describe("a day's start as an instant (a filter's from and to)", () => {
  it('is midnight on the portal clock, across a change of offset', () => {
    expect(dayStartInstant('2026-11-29', 'Asia/Shanghai').toISOString()).toBe('2026-11-28T16:00:00.000Z');
    expect(dayStartInstant('2026-03-29', 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(dayStartInstant('2026-03-30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(dayStartInstant('2026-07-01', 'America/New_York').toISOString()).toBe('2026-07-01T04:00:00.000Z');
  });
});

describe('a date-time without an offset', () => {
  it('is the portal wall-clock time, shown as written', () => {
    expect(formatTimeSpan('2026-12-01T14:00:00', '2026-12-01T15:00:00', 'Asia/Shanghai')).toBe('2026-12-01 14:00-15:00');
    expect(formatDateTime('2026-12-01 14:00', 'Europe/Berlin')).toBe('2026-12-01 14:00');
  });
});
