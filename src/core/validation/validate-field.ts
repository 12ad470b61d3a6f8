// One field at a time: the browser calls this while the candidate types, validateResume on save.
import { SPECIAL_FIELDS, type DateExpression, type FieldError, type ResumeField } from '../resume-types';
import { compareDates, outOfBounds, satisfies, todayString } from './dates';
import { birthdayFromIdCard, genderFromIdCard, isValidIdCard } from './id-card';
import { lookup, nameOf, type FieldContext } from './lookup';
import { message, type MessageCode } from './messages';
import { isEmpty, isWellTyped, datesOf, toNumber } from './values';
import { isValidEmail } from './email';
import { isValidMobile } from './mobile';

const RELATIVE: Record<DateExpression, MessageCode> = { lt: 'dateLt', gt: 'dateGt', gte: 'dateGte', lte: 'dateLte' };

/** The ID number is a mainland resident ID when IDType is '1', or when there is no IDType answer at all. */
function idTypeIsResidentCard(ctx: FieldContext): boolean {
  const type = lookup(ctx, SPECIAL_FIELDS.idType)?.value;
  return type === undefined || type === null || type === '' || String(type) === '1';
}

type Failure = [FieldError['code'], MessageCode, Record<string, string | number>?];

/** The ID number when it is a mainland resident ID (IDType '1' or unanswered); else null. */
function residentId(ctx: FieldContext): string | null {
  const id = lookup(ctx, SPECIAL_FIELDS.idCard)?.value;
  return typeof id === 'string' && idTypeIsResidentCard(ctx) ? id.trim() : null;
}

function special(field: ResumeField, value: unknown, ctx: FieldContext, today: string): Failure | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return null;
  // the field the ID number fills the gender of: its 17th digit is odd for a man ('1'), even for a woman ('2')
  if (field.fill === 'idCard.gender') {
    const id = residentId(ctx);
    const fromId = id === null ? null : genderFromIdCard(id, today);
    return fromId === null || text === '' || text === fromId ? null : ['gender', 'gender'];
  }
  switch (field.id) {
    case SPECIAL_FIELDS.mobile:
      return isValidMobile(text) ? null : ['mobile', 'mobile'];
    case SPECIAL_FIELDS.email:
      return isValidEmail(text) ? null : ['email', 'email'];
    case SPECIAL_FIELDS.idCard:
      return !idTypeIsResidentCard(ctx) || isValidIdCard(text, today) ? null : ['idCard', 'idCard'];
    case SPECIAL_FIELDS.birthday: {
      const id = residentId(ctx);
      const fromId = id === null ? null : birthdayFromIdCard(id, today);
      const [birthday] = datesOf(text);
      return fromId === null || birthday === undefined || compareDates(birthday, fromId) === 0 ? null : ['birthday', 'birthday'];
    }
  }
  return null;
}

function limits(field: ResumeField, value: unknown): Failure | null {
  const length = typeof value === 'string' ? [...value].length : Array.isArray(value) ? value.length : null;
  if (field.maxLength !== undefined && length !== null && length > field.maxLength) return ['length', 'maxLength', { maxLength: field.maxLength }];
  const salary = field.kind === 'salary' && typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  const numbers = salary ? [toNumber(salary.salaryMin), toNumber(salary.salaryMax)] : field.kind === 'number' ? [toNumber(value)] : [];
  for (const n of numbers) {
    if (n === null) continue;
    if (field.min !== undefined && n < field.min) return ['range', 'minimum', { min: field.min }];
    if (field.max !== undefined && n > field.max) return ['range', 'maximum', { max: field.max }];
  }
  const [low, high] = numbers;
  if (salary && low !== null && high !== null && high !== undefined && low > high) return ['range', 'salaryOrder'];
  return null;
}

function dateRule(field: ResumeField, value: unknown, ctx: FieldContext): Failure | null {
  const dates = datesOf(value);
  if (field.kind === 'dateRange' && dates.length === 2 && compareDates(dates[0], dates[1]) > 0) return ['dateRelative', 'dateOrder'];
  const rule = field.validatorObj?.status ? field.validatorObj.rule : undefined;
  if (!rule || rule.validator !== 'date' || dates.length === 0) return null;
  if (rule.validateType === '1') {
    for (const d of dates) {
      const side = outOfBounds(d, rule.minDate, rule.maxDate);
      if (side === 'min') return ['dateMin', 'dateMin', { min: rule.minDate ?? '' }];
      if (side === 'max') return ['dateMax', 'dateMax', { max: rule.maxDate ?? '' }];
    }
    return null;
  }
  const dot = rule.refFieldId.indexOf('.');
  const [refSection, refField] = dot < 0 ? [undefined, rule.refFieldId] : [rule.refFieldId.slice(0, dot), rule.refFieldId.slice(dot + 1)];
  const other = lookup(ctx, refField, refSection);
  const others = datesOf(other?.value);
  if (others.every((o) => dates.every((d) => satisfies(d, rule.validateExpression, o)))) return null;
  const otherName = other?.field ? nameOf(other.field, ctx) : refField;
  return ['dateRelative', RELATIVE[rule.validateExpression], { field: nameOf(field, ctx), other: otherName }];
}

/**
 * The first error of one answer, or null. Order: required (请填写{field}: an empty answer has no other error), shape of
 * the kind ('invalid'), special ids (Mobilephone, Email, IDCard when IDType is '1', Birthday against a
 * valid resident IDCard), maxLength (characters or entries), min/max (numbers, both salary bounds),
 * salaryMin <= salaryMax, a range's start <= end, then the date rule of validatorObj when its status is on.
 */
export function validateField(field: ResumeField, value: unknown, context: FieldContext): FieldError | null {
  const today = context.today ?? todayString();
  let failure: Failure | null;
  if (isEmpty(field, value)) failure = field.view.required ? ['required', 'fill', { field: nameOf(field, context) }] : null;
  else if (!isWellTyped(field, value)) failure = ['invalid', 'invalid'];
  else failure = special(field, value, context, today) ?? limits(field, value) ?? dateRule(field, value, context);
  if (!failure) return null;
  const [code, key, vars] = failure;
  const error: FieldError = { sectionId: context.sectionId, partId: context.partId, fieldId: field.id, code, message: message(key, context.locale, vars) };
  if (context.index !== undefined) error.index = context.index;
  return error;
}
