// The application wizard: where an application to a position (tag '1') or a sign-up for an activity (tag '2')
// stands, and its submission.
import type { FastifyInstance } from 'fastify';
import { SIGN_UP_DELIVERY_TAG, deliveryStatusLabels, type ApplyCheck, type Delivery } from '@/src/core/application-api';
import type { Owner } from './delivery-queries';
import { findPosition } from '@/server/careers/positions';
import { beijingDate } from '@/server/http/clock';
import { activityClosed, activityFull, alreadyApplied, alreadySignedUp, deadlinePassed, positionClosed, positionNotFound, resumeIncomplete } from './errors';
import { resumeStep } from './resume-check';
import { checkSignUp } from './sign-up';
import { activityTarget, findExisting, positionTarget, submitTarget } from './wizard-target';

/** Already applied, closed, past its deadline, waiting for the resume or ready: checked in that order. */
export async function checkApplication(app: FastifyInstance, owner: Owner, positionId: number): Promise<ApplyCheck> {
  const today = beijingDate(app.now());
  const position = await findPosition(app.db, owner.portalId, positionId, today);
  if (!position) throw positionNotFound();
  const stored = await app.db.selectFrom('positions').select(['status', 'deadline', 'resume_template']).where('id', '=', positionId).executeTakeFirstOrThrow();
  const base = { tag: positionTarget(positionId).tag, position, templateId: stored.resume_template, missing: [] };
  const existing = await findExisting(app.db, owner, positionTarget(positionId));
  if (existing && existing.status !== 'draft') return { ...base, state: 'applied', deliveryId: existing.id };
  if (stored.status === 'closed') return { ...base, state: 'closed', statusLabel: deliveryStatusLabels.ended['zh-CN'] };
  if (stored.deadline < today) return { ...base, state: 'deadline', statusLabel: deliveryStatusLabels.deadline['zh-CN'] };
  return resumeStep(app, owner, positionTarget(positionId), base, existing?.id);
}

/** wizard.apply: tag '2' checks a sign-up for the activity `id`, else an application to the position `id`. */
export function checkApply(app: FastifyInstance, owner: Owner, tag: string, id: number): Promise<ApplyCheck> {
  return tag === SIGN_UP_DELIVERY_TAG ? checkSignUp(app, owner, id) : checkApplication(app, owner, id);
}

/** wizard.submit: submits the application or sign-up (its draft, when there is one); refusals as the contract says. */
export async function submitApply(app: FastifyInstance, owner: Owner, tag: string, id: number): Promise<Delivery> {
  const signUp = tag === SIGN_UP_DELIVERY_TAG;
  const check = await checkApply(app, owner, tag, id);
  if (check.state === 'applied') throw signUp ? alreadySignedUp() : alreadyApplied();
  if (check.state === 'closed') throw signUp ? activityClosed() : positionClosed();
  if (check.state === 'deadline') throw deadlinePassed();
  if (check.state === 'full') throw activityFull();
  if (check.state === 'incomplete') throw resumeIncomplete(check);
  return submitTarget(app, owner, signUp ? activityTarget(id) : positionTarget(id), check.deliveryId);
}
