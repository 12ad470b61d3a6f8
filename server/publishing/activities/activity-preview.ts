// publish.previewActivity: a draft as candidates will see it. Written as an activity inside a transaction, read back
// by the very query activity.view answers with, and rolled back: the preview cannot differ from the published page,
// and nothing of it is ever visible to anyone else.
import type { Activity } from '@/src/core/entities';
import { findActivity } from '@/server/activities/activity-queries';
import { beijingDate, beijingDateTime } from '@/server/http/clock';
import type { PublishContext } from '../publish-draft';
import type { Publisher } from '../publisher-scope';
import { checkActivity } from './activity-check';
import { scopedActivityDraft } from './activity-draft-store';
import { insertActivity } from './activity-publish';

class RolledBack extends Error {}

export async function previewActivityDraft(ctx: PublishContext, publisher: Publisher, draftId: number): Promise<Activity> {
  let view: Activity | undefined;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const draft = await scopedActivityDraft(trx, publisher, draftId);
      const checked = await checkActivity({ ...ctx, db: trx }, JSON.parse(draft.body), { scope: publisher.unitIds, publishing: false });
      const id = await insertActivity(trx, { ...ctx, db: trx }, checked);
      view = await findActivity(trx, ctx.portal.id, id, { date: beijingDate(ctx.now), dateTime: beijingDateTime(ctx.now) });
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  if (!view) throw new Error(`the preview of activity draft ${draftId} was not read back`);
  return view;
}
