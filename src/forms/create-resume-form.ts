// The Formily form of one resume: initial values, the rules bound to the template, and the effects that
// check again the fields whose rule reads a field that just changed (dependentFields of src/core/validation).
import { createForm, isField, onFieldValueChange } from '@formily/core';
import type { Form, GeneralField } from '@formily/core';
import type { ResumeTemplate, ResumeValues } from '@/src/core/resume-types';
import { dependentFields, type FieldRef } from '@/src/core/validation';
import { bindResumeForm, registerResumeRules, setFormLocale } from './register-rules';
import type { TextTranslate } from './resume-schema';
import { idCardFillEffects, withFilledAnswers, type AccountAnswers } from './resume-fill';

export interface CreateResumeFormOptions {
  template: ResumeTemplate;
  /** the saved answers (ResumeDocument.values); copied, never written to */
  values?: ResumeValues | null;
  /** field names in titles and messages */
  t: TextTranslate;
  /** message language of the form; also switches Formily's language (setFormLocale) */
  locale?: string;
  /** YYYY-MM-DD for the date rules; the local calendar day when not given (tests pin it) */
  today?: string;
  /** the read-only resume view */
  readPretty?: boolean;
  /** the signed-in account: its name, mobile and email fill the fields whose `fill` names them, when empty */
  account?: AccountAnswers | null;
}

const hasAnswer = (value: unknown): boolean =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.every((v) => v === undefined || v === null || v === ''));

/**
 * A dependent is checked again when the candidate has touched it, when it shows an error already (so an
 * error that no longer holds goes away: IDType '2' clears the ID error), or when it has an answer (a saved
 * birthday against a new ID number). An untouched empty field is left alone: no early "required".
 */
function shouldRecheck(field: GeneralField): field is GeneralField & { validate(): Promise<void> } {
  return isField(field) && (field.modified || field.selfErrors.length > 0 || hasAnswer(field.value));
}

/** The form paths of the fields that read `changed`: the same entry's sibling inside a repeatable part. */
function dependentPaths(template: ResumeTemplate, changed: (string | number)[], deps: FieldRef[]): string[] {
  const [sectionId, partId] = changed;
  const index = changed.length === 4 ? changed[2] : undefined;
  const paths: string[] = [];
  for (const dep of deps) {
    const section = template.sections.find((s) => s.id === dep.sectionId);
    for (const part of section?.sectionParts ?? []) {
      if (!part.newResumeFields.some((row) => row.some((f) => f.id === dep.fieldId))) continue;
      if (!part.repeatable) paths.push(`${section!.id}.${part.id}.${dep.fieldId}`);
      else if (section!.id === sectionId && part.id === partId && index !== undefined) paths.push(`${sectionId}.${partId}.${index}.${dep.fieldId}`);
      else paths.push(`${section!.id}.${part.id}.*.${dep.fieldId}`);
    }
  }
  return paths;
}

/** The effects: for every template field that others read, a value change re-validates those others. */
function dependencyEffects(template: ResumeTemplate): () => void {
  const watched: { pattern: string; deps: FieldRef[] }[] = [];
  for (const section of template.sections) {
    for (const part of section.sectionParts) {
      for (const field of part.newResumeFields.flat()) {
        const deps = dependentFields(template, section.id, field.id);
        if (deps.length === 0) continue;
        watched.push({ pattern: part.repeatable ? `${section.id}.${part.id}.*.${field.id}` : `${section.id}.${part.id}.${field.id}`, deps });
      }
    }
  }
  return () => {
    for (const { pattern, deps } of watched) {
      onFieldValueChange(pattern, (field, form) => {
        for (const path of dependentPaths(template, field.path.segments, deps)) {
          form.query(path).forEach((dependent) => {
            // a failing validation rejects: the error is shown on the field, the rejection is expected
            if (dependent !== field && shouldRecheck(dependent)) dependent.validate().catch(() => undefined);
          });
        }
      });
    }
  };
}

/** Plain JSON copy: Formily makes its values observable in place, and the caller's data (SWR's cache) must stay as served. */
const copy = (values: ResumeValues | null | undefined): ResumeValues => (values ? (JSON.parse(JSON.stringify(values)) as ResumeValues) : {});

/** A Formily form for a resume: draw it with resumeToFormily(template, t) and ResumeFormView. */
export function createResumeForm(options: CreateResumeFormOptions): Form {
  registerResumeRules();
  if (options.locale) setFormLocale(options.locale);
  const values = options.readPretty ? copy(options.values) : withFilledAnswers(options.template, copy(options.values), options.account, options.today);
  const fills = idCardFillEffects(options.template, options.today);
  const dependencies = dependencyEffects(options.template);
  const form = createForm({
    initialValues: values,
    validateFirst: false,
    pattern: options.readPretty ? 'readPretty' : 'editable',
    effects: () => {
      fills();
      dependencies();
    },
  });
  bindResumeForm(form, { template: options.template, t: options.t, locale: options.locale, today: options.today });
  return form;
}
