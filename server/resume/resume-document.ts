import type { ResumeDocument } from '@/src/core/resume-api';
import type { ResumeTemplate, ResumeValues } from '@/src/core/resume-types';
import { notFound } from '@/server/http/envelope';
import type { ResumeRow } from './resume-queries';
import { keepMatching } from './values';

export const templateNotFound = () => notFound('简历模板');

/** A stored resume as the API answers it, in `template`. */
export function documentOf(row: ResumeRow | undefined, template: ResumeTemplate, values: ResumeValues): ResumeDocument {
  return { resumeId: row?.id ?? 0, template, values, version: row?.version ?? 0, updatedAt: row?.updatedAt ?? null };
}

/** The stored answers as `template` reads them: another template's answers keep the fields both have. */
export function valuesIn(row: ResumeRow | undefined, template: ResumeTemplate): ResumeValues {
  if (!row) return {};
  return row.templateId === template.id ? row.values : keepMatching(row.values, template);
}
