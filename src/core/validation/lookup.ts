// Finding fields in a template and their answers in the values.
import { SPECIAL_FIELDS, type PartEntry, type ResumeField, type ResumeTemplate, type ResumeValues, type SectionPart } from '../resume-types';
import type { Text } from '../schema-types';
import { textLocale } from '../text-locale';
import { isPlainObject } from './values';

/** Where a field is checked, and what it can see. */
export interface FieldContext {
  sectionId: string;
  partId: string;
  /** entry index inside a repeatable part */
  index?: number;
  /** the answers of the same entry: the siblings of the field */
  entry?: PartEntry;
  /** the whole template and answers, to reach fields of other parts (IDType, IDCard, refFieldId) */
  template?: ResumeTemplate;
  values?: ResumeValues;
  /** YYYY-MM-DD; defaults to the local calendar day */
  today?: string;
  /** language of the messages: zh-CN (default), en-US for non-Chinese locales */
  locale?: string;
  /** turns a field name (a message key or per-locale literal) into words; default: see textOf */
  translate?: (text: Text) => string;
}

export const fieldsOf = (part: SectionPart): ResumeField[] => part.newResumeFields.flat();

/**
 * The default way to words: a per-locale literal in the locale, else in its catalogue language
 * (textLocale), else zh-CN; a plain string as it is. A message key ("resume.field.name") stays a key:
 * pass `translate` (the i18n translator, or the server's catalogue) to turn keys into names.
 */
export function textOf(text: Text | undefined, locale = 'zh-CN'): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  return text[locale] ?? text[textLocale(locale)] ?? text['zh-CN'] ?? '';
}

export function nameOf(field: ResumeField, ctx: FieldContext): string {
  return ctx.translate ? ctx.translate(field.name) : textOf(field.name, ctx.locale);
}

export interface Found {
  field?: ResumeField;
  value: unknown;
}

/**
 * The answer of `fieldId`: the sibling in the same entry when the current part has that field (and
 * `sectionId` is the current section or not given); else the first part of `sectionId` (any section when
 * not given) that has the field, read when that part is a single one. undefined when not found.
 */
export function lookup(ctx: FieldContext, fieldId: string, sectionId?: string): Found | undefined {
  const sameSection = sectionId === undefined || sectionId === ctx.sectionId;
  const current = ctx.template?.sections.find((s) => s.id === ctx.sectionId)?.sectionParts.find((p) => p.id === ctx.partId);
  const sibling = current ? fieldsOf(current).find((f) => f.id === fieldId) : undefined;
  if (sameSection && (sibling || (!current && ctx.entry && fieldId in ctx.entry))) {
    return { field: sibling, value: ctx.entry?.[fieldId] };
  }
  for (const section of ctx.template?.sections ?? []) {
    if (sectionId !== undefined && section.id !== sectionId) continue;
    for (const part of section.sectionParts) {
      const field = fieldsOf(part).find((f) => f.id === fieldId);
      if (!field) continue;
      const entry = ctx.values?.[section.id]?.[part.id];
      return { field, value: !part.repeatable && isPlainObject(entry) ? entry[fieldId] : undefined };
    }
  }
  return undefined;
}

export interface FieldRef {
  sectionId: string;
  fieldId: string;
}

/**
 * The fields whose check reads `fieldId` of `sectionId`, to check again when it changes: IDType makes IDCard,
 * Birthday and the gender the ID fills; IDCard makes the last two; a field named by a refFieldId makes the fields
 * that name it.
 */
export function dependentFields(template: ResumeTemplate, sectionId: string, fieldId: string): FieldRef[] {
  const reads = (ref: FieldRef, f: ResumeField): boolean => {
    const { idType, idCard, birthday } = SPECIAL_FIELDS;
    const fromId = f.id === birthday || f.fill === 'idCard.gender';
    if (fieldId === idType && (f.id === idCard || fromId)) return true;
    if (fieldId === idCard && fromId) return true;
    const rule = f.validatorObj?.rule;
    if (rule?.validateType !== '2') return false;
    const dot = rule.refFieldId.indexOf('.');
    return dot < 0 ? ref.sectionId === sectionId && rule.refFieldId === fieldId : rule.refFieldId === `${sectionId}.${fieldId}`;
  };
  const found: FieldRef[] = [];
  for (const section of template.sections) {
    for (const part of section.sectionParts) {
      for (const f of fieldsOf(part)) if (reads({ sectionId: section.id, fieldId: f.id }, f)) found.push({ sectionId: section.id, fieldId: f.id });
    }
  }
  return found;
}
