// Is the candidate's resume complete for the template a position or activity asks for? Counted the way
// resume.completeResume counts its `missing`, so the wizard and the completion page agree.
import type { FastifyInstance } from 'fastify';
import type { ApplyCheck } from '@/src/core/application-api';
import type { FieldError, ResumeTemplate } from '@/src/core/resume-types';
import { textOf, validateResume } from '@/src/core/validation';
import type { Owner } from './delivery-queries';
import { findResume } from '@/server/resume/resume-queries';
import { beijingDate } from '@/server/http/clock';
import { notFound } from '@/server/http/envelope';
import { findTemplate, translator } from '@/server/resume/templates';
import { keepMatching } from '@/server/resume/values';
import { missingAnswers } from '@/server/resume/missing';
import { draftFor, type WizardTarget } from './wizard-target';

/** The missing answers counted per section, in the template's order; names as message keys, which the client translates. */
export function missingBySection(template: ResumeTemplate, missing: FieldError[]): ApplyCheck['missing'] {
  return template.sections
    .map((s) => ({
      sectionId: s.id,
      sectionName: typeof s.name === 'string' ? s.name : textOf(s.name, 'zh-CN'),
      count: missing.filter((e) => e.sectionId === s.id).length,
    }))
    .filter((s) => s.count > 0);
}

/** What the candidate's stored resume lacks for `template` (answers moved over where ids match). */
export async function resumeGaps(app: FastifyInstance, userId: number, template: ResumeTemplate): Promise<ApplyCheck['missing']> {
  const row = await findResume(app.db, userId);
  const values = !row ? {} : row.templateId === template.id ? row.values : keepMatching(row.values, template);
  const errors = validateResume(template, values, { today: beijingDate(app.now()), translate: translator(app.schemaStore) });
  return missingBySection(template, missingAnswers(template, values, errors));
}

/**
 * The resume's part of a check, once the target accepts deliveries: incomplete (a draft is made, or reused, and
 * its id answered for resume.completeResume) or ready to submit.
 */
export async function resumeStep(
  app: FastifyInstance,
  owner: Owner,
  target: WizardTarget,
  base: Omit<ApplyCheck, 'state' | 'missing'>,
  existingId: number | undefined,
): Promise<ApplyCheck> {
  const template = findTemplate(app.schemaStore, base.templateId);
  if (!template) throw notFound('简历模板');
  const missing = await resumeGaps(app, owner.userId, template);
  if (missing.length === 0) return { ...base, state: 'ready', missing, ...(existingId !== undefined ? { deliveryId: existingId } : {}) };
  const deliveryId = existingId ?? (await draftFor(app.db, owner, target, app.now().toISOString()));
  return { ...base, state: 'incomplete', missing, deliveryId };
}
