// Calendar dates as strings: YYYY-MM-DD for day fields, YYYY-MM for month fields. Pure, no time zones.
import type { DateExpression } from '../resume-types';

const pad = (n: number): string => String(n).padStart(2, '0');

/** Leap years of the Gregorian calendar: 2000 is one, 1900 is not. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const days = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= days[month - 1];
}

/** Today as YYYY-MM-DD in local time (the candidate's calendar day). */
export function todayString(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const DATE = /^(\d{4})[-/.](\d{1,2})(?:[-/.](\d{1,2}))?(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A date string normalised to YYYY-MM-DD (or YYYY-MM when it has no day): separators - / . are accepted,
 * one-digit months and days are padded, a time part is dropped (the date as written, no time-zone shift).
 * null for anything else, or for a day that does not exist (2023-02-29).
 */
export function normalizeDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = DATE.exec(value.trim());
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  if (m[3] === undefined) return month >= 1 && month <= 12 ? `${m[1]}-${pad(month)}` : null;
  const day = Number(m[3]);
  return isRealDate(year, month, day) ? `${m[1]}-${pad(month)}-${pad(day)}` : null;
}

/**
 * Compares two normalised dates; when one is a month (YYYY-MM), both are compared by month,
 * so 2020-05 equals 2020-05-31. Negative, zero or positive.
 */
export function compareDates(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  const x = a.slice(0, length);
  const y = b.slice(0, length);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Whether `value` stands in the relation to `other` (lt: earlier, gt: later, gte: not earlier, lte: not later). */
export function satisfies(value: string, expression: DateExpression, other: string): boolean {
  const c = compareDates(value, other);
  switch (expression) {
    case 'lt':
      return c < 0;
    case 'gt':
      return c > 0;
    case 'gte':
      return c >= 0;
    case 'lte':
      return c <= 0;
  }
}

/** Outside fixed bounds: 'min' when earlier than minDate, 'max' when later than maxDate; the bounds are inclusive. */
export function outOfBounds(value: string, minDate?: string, maxDate?: string): 'min' | 'max' | null {
  const min = normalizeDate(minDate);
  const max = normalizeDate(maxDate);
  if (min && compareDates(value, min) < 0) return 'min';
  if (max && compareDates(value, max) > 0) return 'max';
  return null;
}
