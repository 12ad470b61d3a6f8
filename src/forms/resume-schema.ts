// A resume template -> ONE terminal-blind Formily JSON schema (docs/forms.md, "The Formily schema").
// Pure: same template and translator, same schema. Property order is the template's, also written as 'x-index'.
import type { ISchema } from '@formily/react';
import type { FieldKind, ResumeField, ResumeTemplate, SectionPart } from '@/src/core/resume-types';
import type { Text } from '@/src/core/schema-types';

/**
 * What turns a schema text (a message key or per-locale literal) into words. src/i18n's Translate fits, and
 * so does any narrower translator of the kits: only texts of the template are passed.
 */
export type TextTranslate = (text: Text) => string;

/** The validator rule name registered by src/forms/register-rules.ts. */
export const RESUME_FIELD_RULE = 'resumeField';

/** What the `resumeField` rule receives: where the field is in the template. */
export interface ResumeFieldRef {
  sectionId: string;
  partId: string;
  fieldId: string;
}

/** The x-component of each field kind (docs/forms.md); both component maps (pc, h5) carry these names. */
export const COMPONENT_OF_KIND: Record<FieldKind, string> = {
  text: 'Input',
  textarea: 'Input.TextArea',
  number: 'NumberPicker',
  select: 'TermSelect',
  multiSelect: 'TermSelect',
  date: 'DatePicker',
  month: 'DatePicker',
  dateRange: 'DatePicker.RangePicker',
  region: 'RegionCascader',
  school: 'SchoolSelect',
  major: 'MajorSelect',
  image: 'ImageUpload',
  salary: 'SalaryScope',
};

/** Formily data type of each kind's value (docs/forms.md, "Form values"). */
const TYPE_OF_KIND: Record<FieldKind, 'string' | 'number' | 'array' | 'object'> = {
  text: 'string',
  textarea: 'string',
  number: 'number',
  select: 'string',
  multiSelect: 'array',
  date: 'string',
  month: 'string',
  dateRange: 'array',
  region: 'string',
  school: 'string',
  major: 'string',
  image: 'string',
  salary: 'object',
};

/** Drops undefined entries, so the schema holds only what the template says. */
function defined(props: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(props).filter(([, v]) => v !== undefined));
}

function componentProps(field: ResumeField, t: TextTranslate): Record<string, unknown> {
  const placeholder = field.view.placeholder !== undefined ? t(field.view.placeholder) : undefined;
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return defined({ placeholder, maxLength: field.maxLength });
    case 'number':
      return defined({ placeholder, min: field.min, max: field.max });
    case 'select':
      return defined({ placeholder, dictionary: field.dictionary });
    case 'multiSelect':
      return defined({ placeholder, dictionary: field.dictionary, mode: 'multiple' });
    case 'date': {
      const rule = field.validatorObj?.status ? field.validatorObj.rule : undefined;
      const bounds = rule?.validateType === '1' ? { minDate: rule.minDate, maxDate: rule.maxDate } : {};
      return defined({ placeholder, picker: 'date', ...bounds });
    }
    case 'month':
      return defined({ placeholder, picker: 'month' });
    case 'dateRange':
      return defined({ placeholder, picker: 'date' });
    case 'salary':
      return defined({ placeholder, dictionary: field.dictionary ?? 'salaryUnit' });
    default:
      return defined({ placeholder });
  }
}

/** One field: docs/forms.md "a field". */
export function fieldSchema(field: ResumeField, ref: ResumeFieldRef, t: TextTranslate, index: number): ISchema {
  const schema: ISchema = {
    type: TYPE_OF_KIND[field.kind],
    title: t(field.name),
    required: field.view.required === true,
    'x-index': index,
    'x-decorator': 'FormItem',
    'x-component': COMPONENT_OF_KIND[field.kind],
    'x-component-props': componentProps(field, t),
    'x-validator': [{ [RESUME_FIELD_RULE]: ref }],
  };
  // view.span (columns of a 24-column row): pc's ResumeRow reads it here; FormItem passes on only data-* props; h5 stacks
  if (field.view.span !== undefined) schema['x-decorator-props'] = { span: field.view.span };
  return schema;
}

function rowsSchema(sectionId: string, part: SectionPart, t: TextTranslate): Record<string, ISchema> {
  const rows: Record<string, ISchema> = {};
  part.newResumeFields.forEach((row, r) => {
    const fields: Record<string, ISchema> = {};
    row.forEach((field, f) => {
      fields[field.id] = fieldSchema(field, { sectionId, partId: part.id, fieldId: field.id }, t, f);
    });
    rows[`row${r}`] = { type: 'void', 'x-index': r, 'x-component': 'ResumeRow', properties: fields };
  });
  return rows;
}

function partSchema(sectionId: string, part: SectionPart, t: TextTranslate, index: number): ISchema {
  const title = part.name !== undefined ? t(part.name) : undefined;
  if (!part.repeatable) {
    return {
      type: 'object',
      'x-index': index,
      'x-component': 'ResumePart',
      'x-component-props': defined({ partId: part.id, title }),
      properties: rowsSchema(sectionId, part, t),
    };
  }
  return {
    type: 'array',
    'x-index': index,
    ...defined({ minItems: part.minItems, maxItems: part.maxItems }),
    'x-component': 'ResumeEntries',
    'x-component-props': defined({ partId: part.id, title, minItems: part.minItems, maxItems: part.maxItems }),
    items: { type: 'object', properties: rowsSchema(sectionId, part, t) },
  };
}

/**
 * The Formily schema of a resume template (docs/forms.md): sections -> parts (an object, or an array of
 * entries for a repeatable part) -> rows (void) -> fields. Titles and placeholders go through `t`.
 *
 * A section is `type: 'object'` (not 'void'): a void node takes no place in Formily's data path, and the
 * values must keep the ResumeValues shape values[sectionId][partId].
 */
export function resumeToFormily(template: ResumeTemplate, t: TextTranslate): ISchema {
  const properties: Record<string, ISchema> = {};
  template.sections.forEach((section, s) => {
    const parts: Record<string, ISchema> = {};
    section.sectionParts.forEach((part, p) => {
      parts[part.id] = partSchema(section.id, part, t, p);
    });
    properties[section.id] = {
      type: 'object',
      'x-index': s,
      'x-component': 'ResumeSection',
      'x-component-props': { sectionId: section.id, title: t(section.name) },
      properties: parts,
    };
  });
  return { type: 'object', properties };
}
