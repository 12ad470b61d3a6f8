// review.view: one application or sign-up with its history, the candidate and the resume as the candidate saved it.
import type { FastifyInstance } from 'fastify';
import type { ResumeDocument } from '@/src/core/resume-api';
import type { ReviewDetail } from '@/src/core/review-api';
import { historyOf, selectTarget } from '@/server/applications/delivery-queries';
import { findResume } from '@/server/resume/resume-queries';
import { notFound } from '@/server/http/envelope';
import { findTemplate } from '@/server/resume/templates';
import { keepMatching } from '@/server/resume/values';
import { deliveryNotFound } from '@/server/applications/errors';
import { findReviewItem, toReviewItem } from './review-items';
import type { ReviewerScope } from './reviewer-scope';
import { undoableUntil } from './review-undo';

/**
 * The candidate's stored resume in the template the position or activity asks for (the one the candidate
 * completed for it): the stored answers as they are when the templates match, else those the template has a place for.
 */
async function resumeFor(app: FastifyInstance, candidateId: number, templateId: string, portalDefault: string): Promise<ResumeDocument> {
  const row = await findResume(app.db, candidateId);
  const template = findTemplate(app.schemaStore, templateId) ?? (row && findTemplate(app.schemaStore, row.templateId)) ?? findTemplate(app.schemaStore, portalDefault);
  if (!template) throw notFound('简历模板');
  const values = !row ? {} : row.templateId === template.id ? row.values : keepMatching(row.values, template);
  return { resumeId: row?.id ?? 0, template, values, version: row?.version ?? 0, updatedAt: row?.updatedAt ?? null };
}

/** NOT_FOUND 投递记录不存在 for a delivery outside the reviewer's scope (or a draft). */
export async function readReviewDetail(app: FastifyInstance, scope: ReviewerScope, id: number, portalDefault: string): Promise<ReviewDetail> {
  const row = await findReviewItem(app.db, scope, id);
  if (!row) throw deliveryNotFound();
  const target = await selectTarget(app.db).where('d.id', '=', id).executeTakeFirstOrThrow();
  const history = (await historyOf(app.db, [id])).get(id) ?? [];
  const resume = await resumeFor(app, row.user_id, target.target_template ?? portalDefault, portalDefault);
  const item = toReviewItem(row);
  const undoUntil = await undoableUntil(app.db, id, scope.reviewerId, app.now());
  return undoUntil ? { ...item, actions: [...item.actions, 'undo'], history, resume, undoUntil } : { ...item, history, resume };
}
