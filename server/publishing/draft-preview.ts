// publish.preview: a draft as candidates will see it. The draft is written as a position inside a transaction, read
// back by the very query careers.view answers with, and the transaction is rolled back: the preview cannot differ
// from the published page, and nothing of it is ever visible to anyone else.
import type { Position } from '@/src/core/entities';
import { findPosition } from '@/server/careers/positions';
import { listUnits } from '@/server/careers/unit-queries';
import { beijingDate } from '@/server/http/clock';
import { insertCoded } from '@/server/integration/insert-coded';
import { scopedDraft } from './draft-store';
import { checkDraft, type PublishContext } from './publish-draft';
import type { Publisher } from './publisher-scope';

class RolledBack extends Error {}

export async function previewDraft(ctx: PublishContext, publisher: Publisher, draftId: number): Promise<Position> {
  let view: Position | undefined;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const draft = await scopedDraft(trx, publisher, draftId);
      const { values } = await checkDraft({ ...ctx, db: trx }, draft, undefined, true);
      // a code no organisation uses (codes start with a letter or digit), unique while the transaction lasts
      const id = await insertCoded(trx, 'positions', { ...values, portal_id: ctx.portal.id, code: `.preview-${draft.id}` });
      const today = beijingDate(ctx.now);
      const position = id === undefined ? undefined : await findPosition(trx, ctx.portal.id, id, today);
      if (position) view = { ...position, unit: (await listUnits(trx, ctx.portal.id, today)).find((u) => u.id === position.unitId) };
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  if (!view) throw new Error(`the preview of draft ${draftId} was not read back`);
  return view;
}
