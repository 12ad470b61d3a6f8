// An activity draft goes out: checked as a whole (activity-check.ts), inserted with its units and the draft removed,
// in one transaction with its audit entry; or checked now and scheduled (scheduled-publishing.ts sends it then).
import type { Insertable } from 'kysely';
import type { Db } from '@/server/db/database';
import type { ActivitiesTable } from '@/server/db/types';
import { appendAudit, changesBetween } from '../audit-log';
import { conflict } from '../conflict';
import type { PublishContext } from '../publish-draft';
import type { Publisher } from '../publisher-scope';
import { checkActivity } from './activity-check';
import { DRAFT_ENTITY, scopedActivityDraft } from './activity-draft-store';

export const ACTIVITY_ENTITY = 'activity';

type DraftRow = { id: number; body: string };
type Checked = Awaited<ReturnType<typeof checkActivity>>;

/** Writes the activity's units in the form's order (replacing any it had). */
export async function writeUnits(trx: Db, activityId: number, unitIds: number[]): Promise<void> {
  await trx.deleteFrom('activity_units').where('activity_id', '=', activityId).execute();
  if (unitIds.length > 0) await trx.insertInto('activity_units').values(unitIds.map((unit_id, sort) => ({ activity_id: activityId, unit_id, sort }))).execute();
}

/** Inserts a checked activity with its units; its id. */
export async function insertActivity(trx: Db, ctx: PublishContext, checked: Checked): Promise<number> {
  const made = await trx
    .insertInto('activities')
    // the row type names the id the seed writes; here the database numbers it
    .values({ ...checked.row, portal_id: ctx.portal.id, signed_up: 0, resume_template: ctx.portal.resumeTemplate } as Insertable<ActivitiesTable>)
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(made.id);
  await writeUnits(trx, id, checked.unitIds);
  return id;
}

/** Publishes now, inside the caller's transaction; the new activity's id. `scope`: the publisher's units (none for the scheduler). */
export async function publishActivityDraftNow(trx: Db, ctx: PublishContext, draft: DraftRow, scope?: number[]): Promise<number> {
  const checked = await checkActivity({ ...ctx, db: trx }, JSON.parse(draft.body), { scope, publishing: true });
  const id = await insertActivity(trx, ctx, checked);
  await trx.deleteFrom('activity_drafts').where('id', '=', draft.id).execute();
  await appendAudit(trx, { portalId: ctx.portal.id, actor: ctx.actor, action: 'publish', entity: ACTIVITY_ENTITY, entityId: id, changes: changesBetween(undefined, { ...checked.form, draftId: draft.id }), at: ctx.now });
  return id;
}

export async function publishOrScheduleActivity(ctx: PublishContext, publisher: Publisher, input: { draftId: number; revision: number; publishAt?: string }) {
  return ctx.db.transaction().execute(async (trx) => {
    const draft = await scopedActivityDraft(trx, publisher, input.draftId);
    if (Number(draft.revision) !== input.revision) throw await conflict(trx, DRAFT_ENTITY, Number(draft.id), ctx.portal.timeZone);
    const at = input.publishAt === undefined ? undefined : new Date(input.publishAt);
    if (at && at.getTime() > ctx.now.getTime()) {
      await checkActivity({ ...ctx, db: trx }, JSON.parse(draft.body), { scope: publisher.unitIds, publishing: true });
      const publishAt = at.toISOString();
      await trx.updateTable('activity_drafts').set({ publish_at: publishAt, scheduled_by: publisher.user.id, last_error: null, revision: input.revision + 1 }).where('id', '=', draft.id).execute();
      const changes = [{ field: 'publishAt', before: draft.publish_at, after: publishAt }];
      await appendAudit(trx, { portalId: ctx.portal.id, actor: ctx.actor, action: 'schedule', entity: DRAFT_ENTITY, entityId: Number(draft.id), changes, at: ctx.now });
      return { scheduled: publishAt };
    }
    return { activityId: await publishActivityDraftNow(trx, { ...ctx, db: trx }, draft, publisher.unitIds) };
  });
}
