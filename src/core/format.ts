// Display formatting shared by renderers and the server. Pure: no React, no DOM.
import { textLocale } from './text-locale';

export type SalaryValue = number | string | null | undefined;

const SALARY_TEXTS = {
  'zh-CN': { negotiable: '面议', from: '{min} {unit}起', upTo: '最高 {max} {unit}' },
  'en-US': { negotiable: 'Negotiable', from: 'From {min} {unit}', upTo: 'Up to {max} {unit}' },
} as const;

function present(value: SalaryValue): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  const text = value.trim();
  return text === '' ? null : text;
}

function fill(pattern: string, vars: Record<string, string>): string {
  return pattern.replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * "min-max unit" (spec point 9); "面议" / "Negotiable" when neither bound is given; one bound alone
 * reads "from min" or "up to max". Locales other than en-* use the zh-CN texts, the default language.
 */
export function formatSalary(min: SalaryValue, max: SalaryValue, unit?: string | null, locale = 'zh-CN'): string {
  const texts = SALARY_TEXTS[textLocale(locale)];
  const low = present(min);
  const high = present(max);
  const u = unit?.trim() ?? '';
  if (low !== null && high !== null) return low === high ? fill('{low} {unit}', { low, unit: u }) : fill('{low}-{high} {unit}', { low, high, unit: u });
  if (low !== null) return fill(texts.from, { min: low, unit: u });
  if (high !== null) return fill(texts.upTo, { max: high, unit: u });
  return texts.negotiable;
}

export type DateInput = string | number | Date | null | undefined;

const pad = (n: number): string => String(n).padStart(2, '0');
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    // A bare date is a calendar day, not UTC midnight: read it in local time so it never shifts a day.
    const day = DATE_ONLY.exec(value);
    if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** YYYY-MM-DD in local time; '' for an empty or invalid value. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` : '';
}

/** YYYY-MM-DD HH:mm in local time; '' for an empty or invalid value. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}` : '';
}

/** "start ~ end"; one side alone when the other is missing. */
export function formatDateRange(start: DateInput, end: DateInput, withTime = false): string {
  const f = withTime ? formatDateTime : formatDate;
  return [f(start), f(end)].filter(Boolean).join(' ~ ');
}

/** A time slot: "YYYY-MM-DD HH:mm-HH:mm" within one day, else "YYYY-MM-DD HH:mm ~ YYYY-MM-DD HH:mm". */
export function formatTimeSpan(start: DateInput, end: DateInput): string {
  const from = formatDateTime(start);
  const to = formatDateTime(end);
  if (from && to && from.slice(0, 10) === to.slice(0, 10)) return `${from}-${to.slice(11)}`;
  return formatDateRange(start, end, true);
}

/** True when the day of the deadline is over (the deadline day itself still counts as open). */
export function isPastDeadline(deadline: DateInput, now: Date = new Date()): boolean {
  const day = formatDate(deadline);
  return day !== '' && day < formatDate(now);
}
