import type { ResumeSection, ResumeTemplate, ResumeValues, SectionPart } from '@/src/core/resume-types';

/** The section that holds part `partId`, and the part; null when the template has no such part. */
export function findPart(template: ResumeTemplate, partId: string): { section: ResumeSection; part: SectionPart } | null {
  for (const section of template.sections) {
    const part = section.sectionParts.find((p) => p.id === partId);
    if (part) return { section, part };
  }
  return null;
}

/** The template and answers cut down to one part: completeness() of that part alone. */
export function onlyPart(template: ResumeTemplate, values: ResumeValues | null | undefined, section: ResumeSection, part: SectionPart) {
  const answers = values?.[section.id]?.[part.id];
  return {
    template: { ...template, sections: [{ ...section, sectionParts: [part] }] },
    values: (answers === undefined ? {} : { [section.id]: { [part.id]: answers } }) as ResumeValues,
  };
}

/** The default path of the part editor (h5 route resumeeditpart/{partId}). */
export const PART_PATH = 'resumeeditpart/{partId}';
