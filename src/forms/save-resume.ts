// The check before a resume is saved: a half-done resume saves (an empty required field waits for the application,
// which asks for a complete resume), a wrong answer does not. Formily shows every field's error, and the rules of
// src/core/validation (validateResume, the same the server runs) decide and word the notice.
import { isField, type Form, type GeneralField } from '@formily/core';
import { toJS } from '@formily/reactive';
import type { FieldError, PartEntry, ResumeTemplate, ResumeValues } from '@/src/core/resume-types';
import { firstFailingSection, isGap, message, saveErrorMessage, validateResume } from '@/src/core/validation';
import { completeness } from './completeness';
import type { TextTranslate } from './resume-schema';

export type SaveCheck =
  | {
      ok: true;
      values: ResumeValues;
      /** required answers still empty (saved all the same), counted as the completeness bar counts them */
      missing: number;
    }
  | {
      ok: false;
      /** INCOMPLETE_NOTICE (您的简历填写不完善，请补充完整), or its en-US words */
      notice: string;
      /** the section to scroll to: the first one in template order that fails */
      firstSectionId: string | null;
      /**
       * one line per wrong answer, without repeats: 请填写正确的{name}, {name}正确填写后进行保存 for a birthday that
       * does not match the ID number (an empty field does not stop a save: it is counted in `missing`)
       */
      messages: string[];
      errors: FieldError[];
      /** required answers still empty, counted as the completeness bar counts them (per entry) */
      missing: number;
      /** wrong answers (errors other than an empty required field), as the section list counts them */
      wrong: number;
    };

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The answers of the template's own fields, in the ResumeValues shape: a section, part or field the template
 * lacks is left out (a value from an older template would make the server refuse the whole save, with no
 * field on screen to fix), unanswered fields are left out, an entry that is not an object becomes {}.
 */
export function templateValues(template: ResumeTemplate, values: unknown): ResumeValues {
  const out: ResumeValues = {};
  const given = isPlainObject(values) ? values : {};
  for (const section of template.sections) {
    const parts = isPlainObject(given[section.id]) ? (given[section.id] as Record<string, unknown>) : undefined;
    if (!parts) continue;
    const kept: Record<string, PartEntry | PartEntry[]> = {};
    for (const part of section.sectionParts) {
      const raw = parts[part.id];
      if (raw === undefined || raw === null) continue;
      const pick = (entry: unknown): PartEntry => {
        const answers: PartEntry = {};
        if (!isPlainObject(entry)) return answers;
        for (const field of part.newResumeFields.flat()) if (entry[field.id] !== undefined) answers[field.id] = entry[field.id];
        return answers;
      };
      kept[part.id] = part.repeatable ? (Array.isArray(raw) ? raw.map(pick) : []) : pick(raw);
    }
    out[section.id] = kept;
  }
  return out;
}

/** The words for where an error is: the field's name, else the part's or the section's (entry counts). */
function placeName(template: ResumeTemplate, error: FieldError, t: TextTranslate): string {
  const section = template.sections.find((s) => s.id === error.sectionId);
  const part = section?.sectionParts.find((p) => p.id === error.partId);
  const field = part?.newResumeFields.flat().find((f) => f.id === error.fieldId);
  if (field) return t(field.name);
  if (part?.name !== undefined) return t(part.name);
  if (section) return t(section.name);
  return error.fieldId || error.partId || error.sectionId;
}

/** The template cut to one part (the h5 part editor saves one part at a time). */
export function partTemplate(template: ResumeTemplate, sectionId: string, partId: string): ResumeTemplate {
  const section = template.sections.find((s) => s.id === sectionId);
  const parts = section?.sectionParts.filter((p) => p.id === partId) ?? [];
  return { ...template, sections: section ? [{ ...section, sectionParts: parts }] : [] };
}

export interface SaveScope {
  /** YYYY-MM-DD for the date rules (tests pin it) */
  today?: string;
  /** only this part counts (h5): the other parts' errors and gaps wait for their own save */
  part?: { sectionId: string; partId: string };
}

/** The form fields to validate: all, or those of one part (the part node itself too: minItems). */
function fieldsInScope(form: Form, part: SaveScope['part']): GeneralField[] {
  if (!part) return form.query('*').map();
  const base = `${part.sectionId}.${part.partId}`;
  return [...new Set([...form.query(base).map(), ...form.query(`${base}.*`).map()])];
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * Validates the fields in scope (each failing one is marked on screen) and answers whether one holds a wrong
 * answer: an empty field can fail only its required rule, and a list of entries its count, which validateResume
 * weighs (a gap is no stop).
 */
async function formHoldsWrong(form: Form, part: SaveScope['part']): Promise<boolean> {
  const fields = fieldsInScope(form, part).filter(isField);
  await Promise.all(fields.map((field) => field.validate().catch(() => undefined)));
  return fields.some((field) => field.selfErrors.length > 0 && !isEmpty(field.value));
}

/**
 * After a save that went out, an empty required field is no longer marked: it is counted in the completeness bar.
 * Every error feedback goes (setSelfErrors would clear only the effects' ones, not the validator's).
 */
function unmarkEmpty(form: Form, part: SaveScope['part']): void {
  for (const field of fieldsInScope(form, part)) {
    if (isField(field) && isEmpty(field.value) && field.selfErrors.length > 0) field.setFeedback({ type: 'error', messages: [] });
  }
}

/**
 * Validates the form for saving: the form's own validation (it marks every failing field on screen) and
 * validateResume on the form's values, for the whole resume or one part (scope.part). ok with the values to
 * send (templateValues) and the count of empty required answers when no answer is wrong; otherwise the notice,
 * the first section with a wrong answer, the save messages and the counts of empty and wrong answers (the
 * completeness bar's).
 */
export async function validateForSave(form: Form, template: ResumeTemplate, t: TextTranslate, locale = 'zh-CN', scope: SaveScope = {}): Promise<SaveCheck> {
  const formWrong = await formHoldsWrong(form, scope.part);
  const values = templateValues(template, toJS(form.values));
  const inScope = (e: FieldError) => !scope.part || (e.sectionId === scope.part.sectionId && e.partId === scope.part.partId);
  const errors = validateResume(template, values, { locale, translate: t, today: scope.today }).filter((e) => inScope(e) && !isGap(e, template, values));
  const counted = completeness(scope.part ? partTemplate(template, scope.part.sectionId, scope.part.partId) : template, values, { today: scope.today });
  const missing = counted.totalRequired - counted.filledRequired;
  if (!formWrong && errors.length === 0) {
    unmarkEmpty(form, scope.part);
    return { ok: true, values, missing };
  }
  const messages = [...new Set(errors.map((e) => saveErrorMessage(e, placeName(template, e, t), locale, false)))];
  let firstSectionId = firstFailingSection(template, errors);
  if (errors.length === 0) {
    // only a rule of the form layer failed (a component's own validator): show its words, find its section
    const wrongFields = form.errors.filter((feedback) => !isEmpty(form.getValuesIn(String(feedback.path ?? ''))));
    for (const feedback of wrongFields) messages.push(...(feedback.messages ?? []).filter((m) => !messages.includes(m)));
    const failing = new Set(wrongFields.map((f) => String(f.path ?? '').split('.')[0]));
    firstSectionId = template.sections.find((s) => failing.has(s.id))?.id ?? null;
  }
  const wrong = counted.sections.reduce((sum, section) => sum + section.errors, 0);
  return { ok: false, notice: message('incomplete', locale), firstSectionId, messages, errors, missing, wrong };
}
