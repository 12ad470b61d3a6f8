// The Formily side of the resume rules: one validator `resumeField` that runs src/core/validation's
// validateField (never a second implementation), Formily's default messages in zh-CN and en-US, and the
// language Formily speaks. Rules are global in Formily, templates are not: each resume form is bound to its
// template in a per-form registry (bindResumeForm), and the rule reads the form it validates.
import { registerValidateLocale, registerValidateMessageTemplateEngine, registerValidateRules, setValidateLanguage } from '@formily/core';
import type { Field, Form } from '@formily/core';
import type { ResumeField, ResumeTemplate, ResumeValues, PartEntry, SectionPart } from '@/src/core/resume-types';
import { formDefaultMessages, message, messageLocale, validateField, type MessageLocale } from '@/src/core/validation';
import { getLocale } from '@/src/i18n/locale';
import { RESUME_FIELD_RULE, type ResumeFieldRef, type TextTranslate } from './resume-schema';

/** What the rule needs to know about one resume form. */
export interface ResumeFormBinding {
  template: ResumeTemplate;
  /** field names in messages ({field}, {other}) */
  t?: TextTranslate;
  /** the form's message language; the current form locale (setFormLocale) when not given */
  locale?: string;
  /** YYYY-MM-DD; the local calendar day when not given (tests pin it) */
  today?: string;
}

const bindings = new WeakMap<Form, ResumeFormBinding>();

/** Binds a form to its template: the `resumeField` rule of that form's fields reads it. */
export function bindResumeForm(form: Form, binding: ResumeFormBinding): void {
  bindings.set(form, binding);
}

export function resumeFormBinding(form: Form): ResumeFormBinding | undefined {
  return bindings.get(form);
}

type FoundField = { part: SectionPart; field: ResumeField };

/** Every field of a template by "section/part/field", built once per template: validate-all asks 300 times. */
const fieldIndexes = new WeakMap<ResumeTemplate, Map<string, FoundField>>();

function fieldIndex(template: ResumeTemplate): Map<string, FoundField> {
  let index = fieldIndexes.get(template);
  if (!index) {
    index = new Map();
    for (const section of template.sections) {
      for (const part of section.sectionParts) {
        for (const field of part.newResumeFields.flat()) {
          const key = `${section.id}/${part.id}/${field.id}`;
          if (!index.has(key)) index.set(key, { part, field });
        }
      }
    }
    fieldIndexes.set(template, index);
  }
  return index;
}

/** The part and field definition a rule reference names; undefined when the template lacks it. */
export function findResumeField(template: ResumeTemplate, ref: ResumeFieldRef): FoundField | undefined {
  return fieldIndex(template).get(`${ref.sectionId}/${ref.partId}/${ref.fieldId}`);
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Whether Formily's own `required` rule sees the value as empty (@formily/validator: null/undefined, '',
 * an array of only null/undefined, an object without keys). The resume rule stays silent on 'required'
 * then, so a required message is never shown twice; it speaks when our rules call a value empty that
 * Formily does not ('   ', ['', ''], { salaryMin: '' }).
 */
function formilySeesEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.every((v) => v === undefined || v === null);
  return isPlainObject(value) && Object.keys(value).length === 0;
}

let current: MessageLocale = 'zh-CN';

/** The locale the form layer speaks now: 'zh-CN' or 'en-US' (the message catalogues we have). */
export function formLocale(): MessageLocale {
  return current;
}

/**
 * Switches the form layer to `locale`: Formily's own messages (required, length, range, pattern, type)
 * and the resume rule's messages of forms bound without a locale. Chinese locales speak zh-CN, every
 * other one en-US (Formily would otherwise fall back to its bare 'pattern' text for ar, he, ...).
 */
export function setFormLocale(locale: string): void {
  current = messageLocale(locale);
  setValidateLanguage(current);
}

/** The `resumeField` rule: Formily calls it with the field's value, the rule's options and { field, form }. */
function resumeFieldRule(value: unknown, rule: Record<string, unknown>, ctx: { field?: Field; form?: Form }): string {
  const ref = rule[RESUME_FIELD_RULE] as ResumeFieldRef | undefined;
  const { field, form } = ctx;
  if (!ref || !field || !form) return '';
  const binding = bindings.get(form);
  const found = binding && findResumeField(binding.template, ref);
  if (!binding || !found) return '';
  // the entry is the object that holds the field: values[s][p] of a single part, values[s][p][index] of an entry
  const parent = field.path.parent();
  const raw: unknown = form.getValuesIn(parent);
  const entry: PartEntry = isPlainObject(raw) ? raw : {};
  const last = parent.segments[parent.segments.length - 1];
  const index = found.part.repeatable && Number.isInteger(Number(last)) ? Number(last) : undefined;
  const error = validateField(found.field, value, {
    sectionId: ref.sectionId,
    partId: ref.partId,
    index,
    entry,
    template: binding.template,
    values: form.values as ResumeValues,
    today: binding.today,
    locale: binding.locale ?? current,
    translate: binding.t,
  });
  if (!error) return '';
  if (error.code === 'required' && field.required && formilySeesEmpty(value)) return '';
  return error.message;
}

let registered = false;
/** Where the field's title goes in Formily's required message. */
const FIELD_NAME = '<resume-field-name>';

/**
 * Registers, once, the `resumeField` rule and formDefaultMessages for zh-CN and en-US (required as 请填写{field}), and sets Formily's
 * language from the current locale (getLocale). Later calls do nothing; switch with setFormLocale.
 */
export function registerResumeRules(): void {
  if (registered) return;
  registered = true;
  registerValidateRules({ [RESUME_FIELD_RULE]: resumeFieldRule as Parameters<typeof registerValidateRules>[0][string] });
  // an empty required field names itself (请填写{field}, like the spec's field error text); a field without a title keeps the default words
  const fill = (locale: MessageLocale) => message('fill', locale, { field: FIELD_NAME });
  registerValidateMessageTemplateEngine((text: unknown, scope: { field?: { title?: unknown } } | undefined) => {
    if (typeof text !== 'string' || !text.includes(FIELD_NAME)) return text;
    const title = scope?.field?.title;
    return typeof title === 'string' && title.trim() ? text.replace(FIELD_NAME, title) : formDefaultMessages[current].required;
  });
  registerValidateLocale({
    'zh-CN': { ...formDefaultMessages['zh-CN'], required: fill('zh-CN') },
    'en-US': { ...formDefaultMessages['en-US'], required: fill('en-US') },
  });
  setFormLocale(getLocale());
}
