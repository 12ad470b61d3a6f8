// How complete a resume is: required answers given, per section and in all, and the errors each section has.
// Pure: what counts as an answer and what is an error are src/core/validation's (isEmpty, validateResume).
import type { PartEntry, ResumeTemplate, ResumeValues, SectionPart } from '@/src/core/resume-types';
import type { Text } from '@/src/core/schema-types';
import { isEmpty, validateResume } from '@/src/core/validation';

export interface SectionCompleteness {
  id: string;
  name: Text;
  missingRequired: number;
  totalRequired: number;
  /** errors other than a missing required answer (a wrong ID number, an end before its start, too many entries, ...) */
  errors: number;
  /** answers given in the section, of any field: 0 is an empty section, never shown as complete */
  answered: number;
}

/** The state a section (or part) shows: gaps first, then wrong answers, then nothing in it, else complete. */
export type SectionState = 'missing' | 'errors' | 'empty' | 'done';

export function sectionState(section: Pick<SectionCompleteness, 'missingRequired' | 'errors' | 'answered'>): SectionState {
  if (section.missingRequired > 0) return 'missing';
  if (section.errors > 0) return 'errors';
  return section.answered === 0 ? 'empty' : 'done';
}

export interface Completeness {
  /** filledRequired / totalRequired as a whole percent, rounded down (100 only when all are filled); 100 when nothing is required */
  percent: number;
  filledRequired: number;
  totalRequired: number;
  sections: SectionCompleteness[];
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The entries to count: one for a single part (missing = empty), each entry of a repeatable part. */
function entriesOf(part: SectionPart, raw: unknown): PartEntry[] {
  if (!part.repeatable) return [isPlainObject(raw) ? raw : {}];
  const list = Array.isArray(raw) ? raw : [];
  const entries = list.map((e) => (isPlainObject(e) ? e : {}));
  // too few entries: each missing one counts its required fields as missing (minItems 1 and none: once)
  for (let i = entries.length; i < (part.minItems ?? 0); i++) entries.push({});
  return entries;
}

/**
 * Required fields filled, counted per entry of a repeatable part; a repeatable part with minItems 1 and no
 * entry counts its required fields once as missing; an optional repeatable part without entries counts 0.
 * `today` pins the date rules behind `errors` (tests); it defaults to the local calendar day.
 */
export function completeness(template: ResumeTemplate, values: ResumeValues | null | undefined, options: { today?: string } = {}): Completeness {
  const given: Record<string, unknown> = isPlainObject(values) ? values : {};
  // a missing required answer, or a missing entry whose required fields already count as missing, is not counted twice
  const countedAsMissing = (sectionId: string, partId: string): boolean => {
    const part = template.sections.find((s) => s.id === sectionId)?.sectionParts.find((p) => p.id === partId);
    const raw = isPlainObject(given[sectionId]) ? (given[sectionId] as Record<string, unknown>)[partId] : undefined;
    const count = Array.isArray(raw) ? raw.length : 0;
    return !!part?.repeatable && count < (part.minItems ?? 0) && part.newResumeFields.flat().some((f) => f.view.required);
  };
  const errors = validateResume(template, given as ResumeValues, { today: options.today }).filter(
    (e) => e.code !== 'required' && !(e.code === 'length' && e.fieldId === '' && countedAsMissing(e.sectionId, e.partId)),
  );
  let filledRequired = 0;
  let totalRequired = 0;
  const sections = template.sections.map((section): SectionCompleteness => {
    let missing = 0;
    let total = 0;
    let answered = 0;
    const answers = isPlainObject(given[section.id]) ? (given[section.id] as Record<string, unknown>) : {};
    for (const part of section.sectionParts) {
      const fields = part.newResumeFields.flat();
      const required = fields.filter((f) => f.view.required);
      for (const entry of entriesOf(part, answers[part.id])) {
        answered += fields.filter((f) => !isEmpty(f, entry[f.id])).length;
        for (const field of required) {
          total++;
          if (isEmpty(field, entry[field.id])) missing++;
        }
      }
    }
    filledRequired += total - missing;
    totalRequired += total;
    return { id: section.id, name: section.name, missingRequired: missing, totalRequired: total, errors: errors.filter((e) => e.sectionId === section.id).length, answered };
  });
  const percent = totalRequired === 0 ? 100 : Math.floor((filledRequired / totalRequired) * 100);
  return { percent, filledRequired, totalRequired, sections };
}
