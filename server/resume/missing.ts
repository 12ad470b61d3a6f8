import type { FieldError, ResumeTemplate, ResumeValues } from '@/src/core/resume-types';

/** Required answers missing for `template`: required fields, and repeatable parts with fewer entries than minItems. */
export function missingAnswers(template: ResumeTemplate, values: ResumeValues, errors: FieldError[]): FieldError[] {
  return errors.filter((e) => {
    if (e.code === 'required') return true;
    if (e.code !== 'length' || e.fieldId !== '' || e.index !== undefined) return false;
    const part = template.sections.find((s) => s.id === e.sectionId)?.sectionParts.find((p) => p.id === e.partId);
    const entries = values[e.sectionId]?.[e.partId];
    return part?.minItems !== undefined && (Array.isArray(entries) ? entries.length : 0) < part.minItems;
  });
}
