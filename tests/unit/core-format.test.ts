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
  it('keeps a bare date on its calendar day', () => {
    expect(formatDate('2024-03-01')).toBe('2024-03-01');
  });

  it('formats Date objects, timestamps and ISO strings in local time', () => {
    const date = new Date(2024, 0, 5, 9, 7);
    expect(formatDate(date)).toBe('2024-01-05');
    expect(formatDateTime(date.getTime())).toBe('2024-01-05 09:07');
    expect(formatDateTime(date.toISOString())).toBe('2024-01-05 09:07');
  });

  it('gives "" for empty or invalid values', () => {
    expect([formatDate(null), formatDate(''), formatDate('not a date'), formatDateTime(undefined)]).toEqual(['', '', '', '']);
  });

  it('joins a range with ~ and drops a missing side', () => {
    expect(formatDateRange('2024-03-01', '2024-03-31')).toBe('2024-03-01 ~ 2024-03-31');
    expect(formatDateRange('2024-03-01', null)).toBe('2024-03-01');
    expect(formatDateRange(new Date(2024, 2, 1, 8, 0), new Date(2024, 2, 1, 17, 30), true)).toBe('2024-03-01 08:00 ~ 2024-03-01 17:30');
  });

  it('a deadline is past only after its day', () => {
    const now = new Date(2024, 5, 10, 23, 59);
    expect(isPastDeadline('2024-06-10', now)).toBe(false);
    expect(isPastDeadline('2024-06-09', now)).toBe(true);
    expect(isPastDeadline('', now)).toBe(false);
  });
});
