import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatDateTime, formatSalary, isPastDeadline } from '@/src/core/format';

describe('formatSalary', () => {
  it.each([
    [8000, 12000, '元/月', 'zh-CN', '8000-12000 元/月'],
    ['15', '25', '万元/年', 'zh-CN', '15-25 万元/年'],
    [8000, 12000, '', 'zh-CN', '8000-12000'],
    [0, 3000, '元/月', 'zh-CN', '0-3000 元/月'],
    [6000, 6000, '元/月', 'zh-CN', '6000 元/月'],
    [8000, null, '元/月', 'zh-CN', '8000 元/月起'],
    [null, 12000, '元/月', 'zh-CN', '最高 12000 元/月'],
    [8000, null, '元/月', 'en-US', 'From 8000 元/月'],
    ['', 12000, null, 'en-US', 'Up to 12000'],
    [null, null, '元/月', 'zh-CN', '面议'],
    [undefined, '  ', '元/月', 'zh-CN', '面议'],
    [Number.NaN, null, '元/月', 'zh-CN', '面议'],
    [null, null, null, 'en-US', 'Negotiable'],
    [null, null, null, 'ar', 'Negotiable'],
    [null, null, null, 'zh-TW', '面议'],
  ])('(%s, %s, %s, %s) -> %s', (min, max, unit, locale, text) => {
    expect(formatSalary(min, max, unit, locale)).toBe(text);
  });

  it('defaults to zh-CN', () => {
    expect(formatSalary(null, null)).toBe('面议');
  });
});

describe('date helpers', () => {
  const tz = 'Asia/Shanghai';

  it('keeps a bare date on its calendar day', () => {
    expect(formatDate('2024-03-01', tz)).toBe('2024-03-01');
    expect(formatDate('2027-02-20', 'America/Los_Angeles')).toBe('2027-02-20');
  });

  it('formats Date objects, timestamps and ISO strings on the portal clock', () => {
    const date = new Date('2024-01-05T09:07:00+08:00');
    expect(formatDate(date, tz)).toBe('2024-01-05');
    expect(formatDateTime(date.getTime(), tz)).toBe('2024-01-05 09:07');
    expect(formatDateTime(date.toISOString(), tz)).toBe('2024-01-05 09:07');
    expect(formatDateTime('2024-01-04T16:30:00.000Z', tz)).toBe('2024-01-05 00:30');
  });

  it('gives "" for empty or invalid values', () => {
    expect([formatDate(null, tz), formatDate('', tz), formatDate('not a date', tz), formatDateTime(undefined, tz)]).toEqual(['', '', '', '']);
  });

  it('joins a range with ~ and drops a missing side', () => {
    expect(formatDateRange('2024-03-01', '2024-03-31', tz)).toBe('2024-03-01 ~ 2024-03-31');
    expect(formatDateRange('2024-03-01', null, tz)).toBe('2024-03-01');
    expect(formatDateRange('2024-03-01T08:00:00+08:00', '2024-03-02T17:30:00+08:00', tz, true)).toBe('2024-03-01 08:00 ~ 2024-03-02 17:30');
  });

  it('a deadline is past only after its day on the portal calendar', () => {
    const now = new Date('2024-06-10T23:59:00+08:00');
    expect(isPastDeadline('2024-06-10', tz, now)).toBe(false);
    expect(isPastDeadline('2024-06-09', tz, now)).toBe(true);
    expect(isPastDeadline('', tz, now)).toBe(false);
    // 00:30 in Beijing is still the 10th in UTC: the 10th is over for a Beijing portal
    expect(isPastDeadline('2024-06-10', tz, new Date('2024-06-11T00:30:00+08:00'))).toBe(true);
  });
});
