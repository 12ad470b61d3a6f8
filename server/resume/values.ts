// Moving answers between templates, and the server's own checks on top of validateResume.
import type { FieldError, PartEntry, ResumeField, ResumeTemplate, ResumeValues } from '@/src/core/resume-types';
import { isEmpty, message } from '@/src/core/validation';
import { isPlainObject } from '@/src/core/validation/values';
import { FILE_ID } from '@/server/files/file-id';

const fieldsOf = (fields: ResumeField[][]): ResumeField[] => fields.flat();

/**
 * The answers that `template` has a place for: kept where section, part and field ids all match and the part
 * has the same shape (single or repeatable); the rest is dropped, and so are entries, parts and sections left
 * empty. Nothing is validated here.
 */
export function keepMatching(values: unknown, template: ResumeTemplate): ResumeValues {
  const kept: ResumeValues = {};
  if (!isPlainObject(values)) return kept;
  for (const section of template.sections) {
    const parts = values[section.id];
    if (!isPlainObject(parts)) continue;
    const keptParts: Record<string, PartEntry | PartEntry[]> = {};
    for (const part of section.sectionParts) {
      const ids = new Set(fieldsOf(part.newResumeFields).map((f) => f.id));
      const pick = (entry: unknown): PartEntry | undefined => {
        if (!isPlainObject(entry)) return undefined;
        const answers = Object.entries(entry).filter(([id]) => ids.has(id));
        return answers.length > 0 ? Object.fromEntries(answers) : undefined;
      };
      const raw = parts[part.id];
      if (part.repeatable) {
        if (!Array.isArray(raw)) continue;
        const entries = raw.map(pick).filter((e): e is PartEntry => e !== undefined);
        if (entries.length > 0) keptParts[part.id] = entries;
      } else {
        const entry = pick(raw);
        if (entry) keptParts[part.id] = entry;
      }
    }
    if (Object.keys(keptParts).length > 0) kept[section.id] = keptParts;
  }
  return kept;
}


export interface ImageAnswer {
  where: Pick<FieldError, 'sectionId' | 'partId' | 'index' | 'fieldId'>;
  /** the file ids the answer names; null when it is not a file id or a list of them (docs/forms.md) */
  fileIds: string[] | null;
}

/** The non-empty answers of image fields in `values` (read as the template's parts). */
export function imageAnswers(template: ResumeTemplate, values: ResumeValues): ImageAnswer[] {
  const found: ImageAnswer[] = [];
  for (const section of template.sections) {
    for (const part of section.sectionParts) {
      const images = fieldsOf(part.newResumeFields).filter((f) => f.kind === 'image');
      if (images.length === 0) continue;
      const raw = isPlainObject(values[section.id]) ? values[section.id][part.id] : undefined;
      const entries: [unknown, number | undefined][] = Array.isArray(raw) ? raw.map((e, i) => [e, i]) : [[raw, undefined]];
      for (const [entry, index] of entries) {
        if (!isPlainObject(entry)) continue;
        for (const field of images) {
          const value = entry[field.id];
          if (isEmpty(field, value)) continue;
          const list = Array.isArray(value) ? value : [value];
          const ids = list.every((v) => typeof v === 'string' && FILE_ID.test(v)) ? (list as string[]) : null;
          const where: ImageAnswer['where'] = { sectionId: section.id, partId: part.id, fieldId: field.id };
          if (index !== undefined) where.index = index;
          found.push({ where, fileIds: ids });
        }
      }
    }
  }
  return found;
}

/**
 * Errors for image answers that do not name files of the candidate (`owned` tells which ids are theirs):
 * a resume cannot point at somebody else's photo. Answers that already have an error are left alone.
 */
export function foreignImageErrors(answers: ImageAnswer[], owned: ReadonlySet<string>, existing: readonly FieldError[]): FieldError[] {
  const same = (e: FieldError, w: ImageAnswer['where']) => e.sectionId === w.sectionId && e.partId === w.partId && e.fieldId === w.fieldId && e.index === w.index;
  return answers
    .filter((a) => !existing.some((e) => same(e, a.where)))
    .filter((a) => a.fileIds === null || a.fileIds.some((id) => !owned.has(id)))
    .map((a) => ({ ...a.where, code: 'invalid' as const, message: message('invalid') }));
}
