// The application wizard: where an application to a position stands, and its submission.
import type { FastifyInstance } from 'fastify';
import { APPLICATION_DELIVERY_TAG, deliveryStatusLabels, type ApplyCheck, type Delivery } from '@/src/core/application-api';
import type { Db } from '@/server/db/database';
import { findDeliveryOfPosition, readDelivery, type Owner } from '@/server/db/queries/deliveries';
import { findPosition } from '@/server/db/queries/positions';
import { beijingDate } from '@/server/http/clock';
import { notFound } from '@/server/http/envelope';
import { findTemplate } from '@/server/resume/templates';
import { alreadyApplied, deadlinePassed, positionClosed, positionNotFound, resumeIncomplete } from './errors';
import { resumeGaps } from './resume-check';

/** The draft an incomplete application waits in (the one already there when two calls race). */
async function draftFor(db: Db, owner: Owner, positionId: number, at: string): Promise<number> {
  await db
    .insertInto('deliveries')
    .values({ user_id: owner.userId, portal_id: owner.portalId, position_id: positionId, status: 'draft', created_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'tag', 'position_id']).doNothing())
    .execute();
  const row = await findDeliveryOfPosition(db, owner, positionId);
  if (!row) throw new Error(`the draft of position ${positionId} vanished`);
  return row.id;
}

/**
 * Already applied, closed, past its deadline, waiting for the resume (a draft is made, or reused, and its id
 * answered for resume.completeResume) or ready to submit: checked in that order.
 */
export async function checkApplication(app: FastifyInstance, owner: Owner, positionId: number): Promise<ApplyCheck> {
  const today = beijingDate(app.now());
  const position = await findPosition(app.db, owner.portalId, positionId, today);
  if (!position) throw positionNotFound();
  const stored = await app.db.selectFrom('positions').select(['status', 'deadline', 'resume_template']).where('id', '=', positionId).executeTakeFirstOrThrow();
  const base = { position, templateId: stored.resume_template, missing: [] };
  const existing = await findDeliveryOfPosition(app.db, owner, positionId);
  if (existing && existing.status !== 'draft') return { ...base, state: 'applied', deliveryId: existing.id };
  if (stored.status === 'closed') return { ...base, state: 'closed', statusLabel: deliveryStatusLabels.ended['zh-CN'] };
  if (stored.deadline < today) return { ...base, state: 'deadline', statusLabel: deliveryStatusLabels.deadline['zh-CN'] };
  const template = findTemplate(app.schemaStore, stored.resume_template);
  if (!template) throw notFound('简历模板');
  const missing = await resumeGaps(app, owner.userId, template);
  if (missing.length === 0) return { ...base, state: 'ready', ...(existing ? { deliveryId: existing.id } : {}) };
  const deliveryId = existing?.id ?? (await draftFor(app.db, owner, positionId, app.now().toISOString()));
  return { ...base, state: 'incomplete', missing, deliveryId };
}

/** Submits the application (its draft, when there is one) with its first history row; refusals as the contract says. */
export async function submitApplication(app: FastifyInstance, owner: Owner, positionId: number): Promise<Delivery> {
  const check = await checkApplication(app, owner, positionId);
  if (check.state === 'applied') throw alreadyApplied();
  if (check.state === 'closed') throw positionClosed();
  if (check.state === 'deadline') throw deadlinePassed();
  if (check.state === 'incomplete') throw resumeIncomplete(check);
  const at = app.now().toISOString();
  const id = await app.db.transaction().execute(async (trx) => {
    let deliveryId = check.deliveryId;
    if (deliveryId !== undefined) {
      const moved = await trx
        .updateTable('deliveries')
        .set({ status: 'submitted', submitted_at: at, updated_at: at })
        .where('id', '=', deliveryId)
        .where('status', '=', 'draft')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw alreadyApplied();
    } else {
      const inserted = await trx
        .insertInto('deliveries')
        .values({ user_id: owner.userId, portal_id: owner.portalId, position_id: positionId, tag: APPLICATION_DELIVERY_TAG, status: 'submitted', created_at: at, submitted_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'tag', 'position_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) throw alreadyApplied();
      deliveryId = inserted.id;
    }
    await trx.insertInto('delivery_events').values({ delivery_id: deliveryId, status: 'submitted', created_at: at }).execute();
    return deliveryId;
  });
  const delivery = await readDelivery(app.db, owner, id, beijingDate(app.now()));
  if (!delivery) throw new Error(`application ${id} vanished after submitting`);
  return delivery;
}
