// Signing up for an activity or job fair (tag '2'): stored like an application, with the activity's resume template.
import type { FastifyInstance } from 'fastify';
import type { ApplyCheck } from '@/src/core/application-api';
import { findActivity, type Today } from '@/server/activities/activity-queries';
import type { Owner } from './delivery-queries';
import { beijingDate, beijingDateTime } from '@/server/http/clock';
import { activityNotFound } from './errors';
import { resumeStep } from './resume-check';
import { activityTarget, findExisting } from './wizard-target';

/** Already signed up, over or past its deadline (deadline), closed by its publisher, full, waiting for the resume or ready: checked in that order. */
export async function checkSignUp(app: FastifyInstance, owner: Owner, activityId: number): Promise<ApplyCheck> {
  const today: Today = { date: beijingDate(app.now()), dateTime: beijingDateTime(app.now()) };
  const activity = await findActivity(app.db, owner.portalId, activityId, today);
  if (!activity?.signUp || !activity.templateId) throw activityNotFound();
  const target = activityTarget(activityId);
  const base = { tag: target.tag, activity, templateId: activity.templateId, missing: [] };
  const existing = await findExisting(app.db, owner, target);
  if (existing && existing.status !== 'draft') return { ...base, state: 'applied', deliveryId: existing.id };
  const { state, label } = activity.signUp;
  if (state === 'ended' || state === 'deadline') return { ...base, state: 'deadline', statusLabel: label };
  if (state === 'closed') return { ...base, state: 'closed', statusLabel: label };
  if (state === 'full') return { ...base, state: 'full', statusLabel: label };
  return resumeStep(app, owner, target, base, existing?.id);
}
