// Display formatting shared by renderers and the server. Pure: no React, no DOM.
import { textLocale } from './text-locale';
import { zonedParts, type ZonedParts } from './time-zone';

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
 * "min-max unit" (the spec's salary text); "面议" / "Negotiable" when neither bound is given; one bound alone
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

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** A bare date ("2027-02-20") is a calendar day of the portal, not an instant: it is shown as it is. */
function bareDay(value: DateInput): string | null {
  return typeof value === 'string' && DATE_ONLY.test(value) ? value : null;
}

/** A date-time without an offset ("2026-12-01T14:00:00") is already the portal's wall-clock time: shown as written. */
function wallClock(value: DateInput): ZonedParts | null {
  const m = typeof value === 'string' ? LOCAL_DATE_TIME.exec(value) : null;
  if (!m) return null;
  const [year, month, day] = m[1]!.split('-') as [string, string, string];
  return { year, month, day, hour: m[2]!, minute: m[3]! };
}

function partsOf(value: DateInput, timeZone: string): ZonedParts | null {
  const wall = wallClock(value);
  if (wall) return wall;
  const date = toDate(value);
  return date ? zonedParts(date, timeZone) : null;
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** YYYY-MM-DD on the portal's calendar (timeZone, an IANA name); '' for an empty or invalid value. */
export function formatDate(value: DateInput, timeZone: string): string {
  const day = bareDay(value);
  if (day) return day;
  const p = partsOf(value, timeZone);
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}

/** YYYY-MM-DD HH:mm on the portal's clock (timeZone); '' for an empty or invalid value. */
export function formatDateTime(value: DateInput, timeZone: string): string {
  const day = bareDay(value);
  if (day) return `${day} 00:00`;
  const p = partsOf(value, timeZone);
  return p ? `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}` : '';
}

/** "start ~ end"; one side alone when the other is missing. */
export function formatDateRange(start: DateInput, end: DateInput, timeZone: string, withTime = false): string {
  const f = withTime ? formatDateTime : formatDate;
  return [f(start, timeZone), f(end, timeZone)].filter(Boolean).join(' ~ ');
}

/** A time slot: "YYYY-MM-DD HH:mm-HH:mm" within one day, else "YYYY-MM-DD HH:mm ~ YYYY-MM-DD HH:mm". */
export function formatTimeSpan(start: DateInput, end: DateInput, timeZone: string): string {
  const from = formatDateTime(start, timeZone);
  const to = formatDateTime(end, timeZone);
  if (from && to && from.slice(0, 10) === to.slice(0, 10)) return `${from}-${to.slice(11)}`;
  return formatDateRange(start, end, timeZone, true);
}

/** True when the day of the deadline is over on the portal's calendar (the deadline day itself still counts as open). */
export function isPastDeadline(deadline: DateInput, timeZone: string, now: Date = new Date()): boolean {
  const day = formatDate(deadline, timeZone);
  return day !== '' && day < formatDate(now, timeZone);
}
