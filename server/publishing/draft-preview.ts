// publish.preview: a draft as candidates will see it, written as a position and read back by the very query
// careers.view answers with, in a transaction that is rolled back (rolled-back.ts).
import type { Position } from '@/src/core/entities';
import { findPosition } from '@/server/careers/positions';
import { listUnits } from '@/server/careers/unit-queries';
import { beijingDate } from '@/server/http/clock';
import { insertCoded } from '@/server/integration/insert-coded';
import { scopedDraft } from './draft-store';
import { checkDraft, type PublishContext } from './publish-draft';
import type { Publisher } from './publisher-scope';
import { readRolledBack } from './rolled-back';

export async function previewDraft(ctx: PublishContext, publisher: Publisher, draftId: number): Promise<Position> {
  const view = await readRolledBack(ctx.db, async (trx) => {
    const draft = await scopedDraft(trx, publisher, draftId);
    const { values } = await checkDraft({ ...ctx, db: trx }, draft, undefined, true);
    // a code no organisation uses (codes start with a letter or digit), unique while the transaction lasts
    const id = await insertCoded(trx, 'positions', { ...values, portal_id: ctx.portal.id, code: `.preview-${draft.id}` });
    const today = beijingDate(ctx.now);
    const position = id === undefined ? undefined : await findPosition(trx, ctx.portal.id, id, today);
    return position && { ...position, unit: (await listUnits(trx, ctx.portal.id, today)).find((u) => u.id === position.unitId) };
  });
  if (!view) throw new Error(`the preview of draft ${draftId} was not read back`);
  return view;
}
