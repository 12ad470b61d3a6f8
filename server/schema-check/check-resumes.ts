// Resume templates (schemas/forms/resume/*.json): what the meta-schema cannot prove. Ids are unique, every
// refFieldId names a date field that the validator (src/core/validation) can reach from the field that
// names it, every dictionary is a term type of the server, bounds are in order, special ids are written
// exactly and once, and every message key exists in every locale.
import { SPECIAL_FIELDS, type ResumeField, type ResumeSection, type ResumeTemplate, type SectionPart } from '@/src/core/resume-types';
import { checkKeysExist } from './check-locales';
import { joinPointer } from './json-pointer';
import type { SchemaSet } from './schema-set';
import { closest } from './suggest';
import { TERM_TYPES } from './term-types';
import { collectKeys, type Found } from './text-refs';

export const RESUME_FOLDER = 'forms/resume';

export function resumeFile(id: string): string {
  return `${RESUME_FOLDER}/${id}.json`;
}

/** The ids whose rules apply by id, and the salary field; each is written exactly so, once per template. */
const SPECIAL_IDS: string[] = [...Object.values(SPECIAL_FIELDS), 'salaryscope'];

/** Field kinds a date rule can compare with. */
const DATE_KINDS = new Set(['date', 'month', 'dateRange']);

interface PartAt {
  section: ResumeSection;
  part: SectionPart;
  pointer: string;
}

interface FieldAt extends PartAt {
  field: ResumeField;
  pointer: string;
}

function partsOf(template: ResumeTemplate): PartAt[] {
  return template.sections.flatMap((section, i) =>
    section.sectionParts.map((part, j) => ({ section, part, pointer: joinPointer('/sections', i, 'sectionParts', j) })),
  );
}

function fieldsOf(at: PartAt): FieldAt[] {
  return at.part.newResumeFields.flatMap((row, r) =>
    row.map((field, c) => ({ ...at, field, pointer: joinPointer(at.pointer, 'newResumeFields', r, c) })),
  );
}

const hint = (word: string, candidates: string[]) => {
  const near = closest(word, candidates);
  return near ? `; did you mean "${near}"?` : '';
};

/** Every text of the template that is a message key, with where it is. */
function templateKeys(template: ResumeTemplate, fields: FieldAt[]): Found[] {
  const found = collectKeys(template.name, '/name');
  template.sections.forEach((section, i) => collectKeys(section.name, joinPointer('/sections', i, 'name'), found));
  for (const at of partsOf(template)) if (at.part.name !== undefined) collectKeys(at.part.name, joinPointer(at.pointer, 'name'), found);
  for (const { field, pointer } of fields) {
    collectKeys(field.name, joinPointer(pointer, 'name'), found);
    if (field.view.placeholder !== undefined) collectKeys(field.view.placeholder, joinPointer(pointer, 'view', 'placeholder'), found);
  }
  return found;
}

/**
 * What a refFieldId "section.field" leads to, as src/core/validation/lookup.ts reads it: the field of the
 * same part when the section is this one and the part has it, else the one part of that section that has
 * it. A string is the problem.
 */
function resolveRef(template: ResumeTemplate, from: FieldAt, ref: string): FieldAt | string {
  const dot = ref.indexOf('.');
  const sectionId = ref.slice(0, dot);
  const fieldId = ref.slice(dot + 1);
  const section = template.sections.find((s) => s.id === sectionId);
  if (!section) {
    return `refFieldId "${ref}": there is no section "${sectionId}" in this template${hint(sectionId, template.sections.map((s) => s.id))}`;
  }
  const all = partsOf(template).filter((p) => p.section === section).flatMap(fieldsOf);
  const sibling = section === from.section ? all.find((f) => f.part === from.part && f.field.id === fieldId) : undefined;
  const matches = sibling ? [sibling] : all.filter((f) => f.field.id === fieldId);
  if (matches.length === 0) {
    const ids = [...new Set(all.map((f) => f.field.id))];
    return `refFieldId "${ref}": section "${sectionId}" has no field "${fieldId}"${hint(fieldId, ids)}`;
  }
  if (matches.length > 1) {
    const parts = matches.map((m) => `"${m.part.id}"`).join(', ');
    return `refFieldId "${ref}" is ambiguous: section "${sectionId}" has a field "${fieldId}" in the parts ${parts}; rename all but one`;
  }
  const [target] = matches;
  if (target.field === from.field) return `refFieldId "${ref}" names this field itself: name the other date field it is compared with`;
  if (target.part.repeatable && target.part !== from.part) {
    return from.part.repeatable
      ? `refFieldId "${ref}" names a field of the repeatable part "${target.part.id}": from the repeatable part "${from.part.id}" name a field of the same part (the same entry) or of a single part`
      : `refFieldId "${ref}" names a field of the repeatable part "${target.part.id}": outside that part there is no one entry to compare with`;
  }
  if (!DATE_KINDS.has(target.field.kind)) {
    return `refFieldId "${ref}" names a "${target.field.kind}" field: a date rule compares with a date, month or dateRange field`;
  }
  return target;
}

function checkTemplate(set: SchemaSet, file: string, template: ResumeTemplate, keys: Map<string, Set<string>>): void {
  const report = (pointer: string, message: string) => set.report(file, pointer, message);

  const sectionAt = new Map<string, string>();
  template.sections.forEach((section, i) => {
    const pointer = joinPointer('/sections', i, 'id');
    const earlier = sectionAt.get(section.id);
    if (earlier !== undefined) report(pointer, `section id "${section.id}" is already used at ${earlier}; section ids are unique in a template`);
    else sectionAt.set(section.id, pointer);
  });

  const partAt = new Map<string, string>();
  const fields: FieldAt[] = [];
  for (const at of partsOf(template)) {
    const { part, pointer } = at;
    const earlier = partAt.get(part.id);
    if (earlier !== undefined) {
      report(joinPointer(pointer, 'id'), `part id "${part.id}" is already used at ${earlier}; part ids are unique in a template (resumeeditpart/{partId} opens a part by it)`);
    } else partAt.set(part.id, joinPointer(pointer, 'id'));
    if (part.minItems !== undefined && part.maxItems !== undefined && part.minItems > part.maxItems) {
      report(joinPointer(pointer, 'maxItems'), `maxItems ${part.maxItems} is less than minItems ${part.minItems}`);
    }
    const fieldAt = new Map<string, string>();
    for (const f of fieldsOf(at)) {
      const before = fieldAt.get(f.field.id);
      if (before !== undefined) report(joinPointer(f.pointer, 'id'), `field id "${f.field.id}" is already used in this part at ${before}; field ids are unique within a part`);
      else fieldAt.set(f.field.id, joinPointer(f.pointer, 'id'));
      fields.push(f);
    }
  }

  const specialAt = new Map<string, string>();
  for (const at of fields) {
    const { field, part, pointer } = at;
    const idPointer = joinPointer(pointer, 'id');
    const special = SPECIAL_IDS.find((s) => s.toLowerCase() === field.id.toLowerCase());
    if (special && special !== field.id) {
      report(idPointer, `"${field.id}" is not the special id "${special}": special ids are case-sensitive; write "${special}" or choose another id`);
    } else if (special) {
      const earlier = specialAt.get(special);
      if (earlier !== undefined) report(idPointer, `${special} is already at ${earlier}: a special id appears once per template`);
      else specialAt.set(special, idPointer);
      if (part.repeatable) report(idPointer, `${special} is read from the whole resume, so it cannot sit in the repeatable part "${part.id}"`);
    }

    if (field.dictionary !== undefined && !(TERM_TYPES as readonly string[]).includes(field.dictionary)) {
      const near = hint(field.dictionary, [...TERM_TYPES]);
      report(
        joinPointer(pointer, 'dictionary'),
        `unknown dictionary "${field.dictionary}": the server has no such term type${near || ` (it has ${TERM_TYPES.join(', ')})`}`,
      );
    }
    if (field.min !== undefined && field.max !== undefined && field.min > field.max) {
      report(joinPointer(pointer, 'max'), `max ${field.max} is less than min ${field.min}`);
    }

    const rule = field.validatorObj?.rule;
    const rulePointer = joinPointer(pointer, 'validatorObj', 'rule');
    if (rule?.validateType === '1') {
      if (rule.minDate !== undefined && rule.maxDate !== undefined && rule.minDate > rule.maxDate) {
        report(joinPointer(rulePointer, 'maxDate'), `maxDate ${rule.maxDate} is before minDate ${rule.minDate}`);
      }
    } else if (rule?.validateType === '2') {
      const target = resolveRef(template, at, rule.refFieldId);
      if (typeof target === 'string') report(joinPointer(rulePointer, 'refFieldId'), target);
    }
  }

  checkKeysExist(set, keys, file, templateKeys(template, fields));
}

export function checkResumes(set: SchemaSet, keys: Map<string, Set<string>>): void {
  for (const [file, { value }] of set.resumes) {
    if (file !== resumeFile(value.id)) set.report(file, '/id', `template id "${value.id}" must equal the file name (schemas/${resumeFile(value.id)})`);
    checkTemplate(set, file, value, keys);
  }
}
