// What counts as an answer, and whether an answer has the shape its field kind expects.
import type { ResumeField } from '../resume-types';
import { normalizeDate } from './dates';

export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;

/** A finite number, or a string holding one; null for anything else. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && NUMERIC.test(value)) return Number(value);
  return null;
}

/** undefined, null, NaN, a blank string, or an array / object holding only such values. */
function blank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(blank);
  if (isPlainObject(value)) return Object.values(value).every(blank);
  return false;
}

/**
 * Not answered: a blank value (see blank); a date range whose start is blank (the end may stay open,
 * "to now"); a salary with no salaryMin, no salaryMax, no salaryscope and not negotiable.
 * 0 and false are answers.
 */
export function isEmpty(field: ResumeField, value: unknown): boolean {
  if (field.kind === 'dateRange' && Array.isArray(value)) return blank(value[0]);
  if (field.kind === 'salary' && isPlainObject(value)) {
    return value.negotiable !== true && blank(value.salaryMin) && blank(value.salaryMax) && blank(value.salaryscope);
  }
  return blank(value);
}

const scalar = (v: unknown): boolean => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));
const optional = (v: unknown, ok: (x: unknown) => boolean): boolean => blank(v) || ok(v);

/**
 * Whether a non-empty answer has the shape of its kind: text, textarea, select a string or number;
 * number a finite number or numeric string; multiSelect an array of those; date/month a real date string;
 * dateRange [start, end?] of date strings or blanks; region a code or a list of codes; school/major a code
 * or an object; image a URL, a list or an object; salary { salaryMin?, salaryMax?, salaryUnit?,
 * salaryscope?, negotiable?: boolean } with numeric bounds.
 */
export function isWellTyped(field: ResumeField, value: unknown): boolean {
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'select':
      return scalar(value);
    case 'number':
      return toNumber(value) !== null;
    case 'multiSelect':
      return Array.isArray(value) && value.every(scalar);
    case 'date':
    case 'month':
      return normalizeDate(value) !== null;
    case 'dateRange':
      return Array.isArray(value) && value.length <= 2 && value.every((v) => optional(v, (x) => normalizeDate(x) !== null));
    case 'region':
      return scalar(value) || (Array.isArray(value) && value.every(scalar));
    case 'school':
    case 'major':
      return scalar(value) || isPlainObject(value);
    case 'image':
      return typeof value === 'string' || Array.isArray(value) || isPlainObject(value);
    case 'salary':
      return (
        isPlainObject(value) &&
        optional(value.salaryMin, (x) => toNumber(x) !== null) &&
        optional(value.salaryMax, (x) => toNumber(x) !== null) &&
        optional(value.salaryUnit, scalar) &&
        optional(value.salaryscope, scalar) &&
        (value.negotiable === undefined || typeof value.negotiable === 'boolean')
      );
    default:
      return true;
  }
}

/** The dates of a date-like answer, normalised: one for date/month fields, the filled ends of a range. */
export function datesOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map(normalizeDate).filter((d): d is string => d !== null);
}
