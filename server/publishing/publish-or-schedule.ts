// publish.publish: a draft goes out now, or is checked now and scheduled for later (scheduled-publishing.ts sends
// it then). Either way against the revision its publisher read.
import { appendAudit } from './audit-log';
import { conflict } from './conflict';
import { scopedDraft } from './draft-store';
import { checkDraft, publishDraftNow, type PublishContext } from './publish-draft';
import type { Publisher } from './publisher-scope';

export async function publishOrSchedule(ctx: PublishContext, publisher: Publisher, input: { draftId: number; revision: number; publishAt?: string }) {
  return ctx.db.transaction().execute(async (trx) => {
    const draft = await scopedDraft(trx, publisher, input.draftId);
    if (Number(draft.revision) !== input.revision) throw await conflict(trx, 'position-draft', Number(draft.id), ctx.portal.timeZone);
    const at = input.publishAt === undefined ? undefined : new Date(input.publishAt);
    if (at && at.getTime() > ctx.now.getTime()) {
      await checkDraft({ ...ctx, db: trx }, draft);
      const publishAt = at.toISOString();
      await trx.updateTable('position_drafts').set({ publish_at: publishAt, scheduled_by: publisher.user.id, last_error: null, revision: input.revision + 1 }).where('id', '=', draft.id).execute();
      const changes = [{ field: 'publishAt', before: draft.publish_at, after: publishAt }];
      await appendAudit(trx, { portalId: ctx.portal.id, actor: ctx.actor, action: 'schedule', entity: 'position-draft', entityId: Number(draft.id), changes, at: ctx.now });
      return { scheduled: publishAt };
    }
    return { positionId: await publishDraftNow(trx, { ...ctx, db: trx }, draft) };
  });
}
