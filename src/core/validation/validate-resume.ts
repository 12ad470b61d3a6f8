// The save rules (required fields filled, no field errors, as the spec says): every field of the template against the answers, and nothing else.
import type { FieldError, PartEntry, ResumeTemplate, ResumeValues, SectionPart } from '../resume-types';
import type { Text } from '../schema-types';
import { todayString } from './dates';
import { fieldsOf, type FieldContext } from './lookup';
import { message, type MessageCode } from './messages';
import { validateField } from './validate-field';
import { isPlainObject } from './values';

export interface ValidateOptions {
  /** YYYY-MM-DD; defaults to the local calendar day */
  today?: string;
  /** language of the messages: zh-CN (default), en-US for non-Chinese locales */
  locale?: string;
  /** field names in messages ({field}, {other}): a message key or literal to words; default textOf */
  translate?: (text: Text) => string;
}

type Where = Pick<FieldError, 'sectionId' | 'partId' | 'index'>;

function structural(where: Where, fieldId: string, code: FieldError['code'], key: MessageCode, locale: string | undefined, vars = {}): FieldError {
  const error: FieldError = { sectionId: where.sectionId, partId: where.partId, fieldId, code, message: message(key, locale, vars) };
  if (where.index !== undefined) error.index = where.index;
  return error;
}

function checkEntry(part: SectionPart, entry: unknown, ctx: FieldContext, errors: FieldError[]): void {
  const where: Where = { sectionId: ctx.sectionId, partId: ctx.partId, index: ctx.index };
  if (!isPlainObject(entry)) return void errors.push(structural(where, '', 'invalid', 'invalid', ctx.locale));
  const fields = fieldsOf(part);
  for (const key of Object.keys(entry)) {
    if (!fields.some((f) => f.id === key)) errors.push(structural(where, key, 'unknownField', 'unknownField', ctx.locale, { field: key }));
  }
  for (const field of fields) {
    const error = validateField(field, entry[field.id], { ...ctx, entry: entry as PartEntry });
    if (error) errors.push(error);
  }
}

/**
 * All errors of a resume about to be saved, in template order. A missing single part counts as an empty
 * entry (its required fields fail); a missing repeatable part counts as no entries (only minItems fails).
 * A repeatable part must be an array of entries, a single part one entry. Values for a section, part or
 * field id the template lacks are refused with 'unknownField' (fieldId '' for a section or part; partId ''
 * for a section). Entry counts outside minItems/maxItems give 'length' with fieldId ''. The `value`s
 * inside the template are ignored: only `values` are checked.
 */
export function validateResume(template: ResumeTemplate, values: ResumeValues, options: ValidateOptions = {}): FieldError[] {
  const locale = options.locale;
  const base = { template, values, locale, translate: options.translate, today: options.today ?? todayString() };
  const errors: FieldError[] = [];
  const given: Record<string, unknown> = isPlainObject(values) ? values : {};
  for (const [sectionId, parts] of Object.entries(given)) {
    const section = template.sections.find((s) => s.id === sectionId);
    if (!section) errors.push(structural({ sectionId, partId: '' }, '', 'unknownField', 'unknownPart', locale, { part: sectionId }));
    else if (!isPlainObject(parts)) errors.push(structural({ sectionId, partId: '' }, '', 'invalid', 'invalid', locale));
    else {
      for (const partId of Object.keys(parts)) {
        if (!section.sectionParts.some((p) => p.id === partId)) {
          errors.push(structural({ sectionId, partId }, '', 'unknownField', 'unknownPart', locale, { part: `${sectionId}.${partId}` }));
        }
      }
    }
  }
  for (const section of template.sections) {
    for (const part of section.sectionParts) {
      const raw = isPlainObject(given[section.id]) ? (given[section.id] as Record<string, unknown>)[part.id] : undefined;
      const ctx: FieldContext = { ...base, sectionId: section.id, partId: part.id };
      if (!part.repeatable) {
        if (raw !== undefined && !isPlainObject(raw)) errors.push(structural(ctx, '', 'invalid', 'invalid', locale));
        else checkEntry(part, raw ?? {}, ctx, errors);
        continue;
      }
      if (raw !== undefined && !Array.isArray(raw)) {
        errors.push(structural(ctx, '', 'invalid', 'invalid', locale));
        continue;
      }
      const entries: unknown[] = raw ?? [];
      if (part.minItems !== undefined && entries.length < part.minItems) errors.push(structural(ctx, '', 'length', 'minItems', locale, { minItems: part.minItems }));
      if (part.maxItems !== undefined && entries.length > part.maxItems) errors.push(structural(ctx, '', 'length', 'maxItems', locale, { maxItems: part.maxItems }));
      entries.forEach((entry, index) => checkEntry(part, entry, { ...ctx, index }, errors));
    }
  }
  return errors;
}

/** The first section, in template order, that has an error; null when none has (or only unknown ones do). */
export function firstFailingSection(template: ResumeTemplate, errors: readonly FieldError[]): string | null {
  return template.sections.find((s) => errors.some((e) => e.sectionId === s.id))?.id ?? null;
}

/** A gap rather than a wrong answer: a required field left empty, or a repeatable part with fewer entries than it needs. */
export function isGap(error: FieldError, template: ResumeTemplate, values?: ResumeValues): boolean {
  if (error.code === 'required') return true;
  if (error.code !== 'length' || error.fieldId !== '') return false;
  const part = template.sections.find((s) => s.id === error.sectionId)?.sectionParts.find((p) => p.id === error.partId);
  const entries = values?.[error.sectionId]?.[error.partId];
  return (Array.isArray(entries) ? entries.length : 0) < (part?.minItems ?? 0);
}

/**
 * The text shown for an error at save time (the spec's messages): 请填写{name} for an empty required field (`gap`:
 * also a part with too few entries), "{name}正确填写后进行保存" for a birthday or gender that does not match
 * the ID number, "请填写正确的{name}" for every other wrong answer.
 */
export function saveErrorMessage(error: FieldError, fieldName: string, locale = 'zh-CN', gap = error.code === 'required'): string {
  if (gap) return message('fill', locale, { field: fieldName });
  return error.code === 'birthday' || error.code === 'gender' ? message('saveBirthday', locale, { name: fieldName }) : message('saveField', locale, { field: fieldName });
}
