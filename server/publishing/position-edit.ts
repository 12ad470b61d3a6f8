// A published position edited in the workspace: read in the form's shape, saved against the revision read (its
// applications stay: the row and its id are the same), closed and reopened. Each change writes its audit entry in
// its own transaction.
import type { Db } from '@/server/db/database';
import { beijingDate } from '@/server/http/clock';
import { ApiError, notFound } from '@/server/http/envelope';
import { positionBodyOf } from '@/server/integration/position-store';
import { appendAudit, changesBetween } from './audit-log';
import { conflict } from './conflict';
import { checkDraft, type PublishContext } from './publish-draft';
import { assertUnitInScope, scopedUnitId, type Publisher } from './publisher-scope';
import type { DraftValues } from './draft-body';

function selectPosition(db: Db, portalId: number, id: number) {
  return db
    .selectFrom('positions as p')
    .leftJoin('units as u', 'u.id', 'p.unit_id')
    .selectAll('p')
    .select('u.code as unit_code')
    .where('p.portal_id', '=', portalId)
    .where('p.id', '=', id);
}

/** The position of the publisher's portal; NOT_FOUND elsewhere, FORBIDDEN outside their units. */
export async function scopedPosition(db: Db, publisher: Publisher, id: number) {
  const row = await selectPosition(db, publisher.portal.id, id).executeTakeFirst();
  if (!row) throw notFound('职位');
  assertUnitInScope(publisher, Number(row.unit_id));
  return row;
}

type Stored = Awaited<ReturnType<typeof scopedPosition>>;

export const formOf = (p: Stored): DraftValues => ({ ...positionBodyOf(p), unitCode: p.unit_code ?? '', code: p.code ?? undefined });

export function statusOf(p: Stored, now: Date): 'published' | 'closed' {
  return p.status === 'closed' || p.deadline < beijingDate(now) ? 'closed' : 'published';
}

export async function savePublished(ctx: PublishContext, publisher: Publisher, id: number, revision: number, raw: unknown): Promise<{ revision: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    const stored = await scopedPosition(trx, publisher, id);
    const unitCode = (raw as { unitCode?: unknown } | null)?.unitCode;
    if (typeof unitCode === 'string') await scopedUnitId(trx, publisher, unitCode);
    const draft = { id: 0, body: JSON.stringify(raw ?? {}) };
    const { values, code, form } = await checkDraft({ ...ctx, db: trx }, draft, id);
    // closing and reopening are their own actions: an edit keeps the position's status
    const { status: _status, ...edited } = values;
    const updated = await trx
      .updateTable('positions')
      .set({ ...edited, code, revision: revision + 1 })
      .where('id', '=', id)
      .where('revision', '=', revision)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw await conflict(trx, 'position', id, ctx.portal.timeZone);
    await appendAudit(trx, { portalId: ctx.portal.id, actor: ctx.actor, action: 'update', entity: 'position', entityId: id, changes: changesBetween(formOf(stored), form), at: ctx.now });
    return { revision: revision + 1 };
  });
}

/** Closes (status closed) or reopens (status open) it; reopening one whose deadline has passed asks for a new one. */
export async function setOpen(ctx: PublishContext, publisher: Publisher, id: number, open: boolean): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const stored = await scopedPosition(trx, publisher, id);
    if (open && stored.deadline < beijingDate(ctx.now)) throw new ApiError('REOPEN_NEEDS_DEADLINE', `报名截止日期 ${stored.deadline} 已过，请先修改截止日期再重新开放`);
    const status = open ? 'open' : 'closed';
    if (stored.status === status) return;
    await trx.updateTable('positions').set({ status, revision: Number(stored.revision ?? 0) + 1 }).where('id', '=', id).execute();
    const changes = [{ field: 'status', before: stored.status, after: status }];
    await appendAudit(trx, { portalId: ctx.portal.id, actor: ctx.actor, action: open ? 'reopen' : 'close', entity: 'position', entityId: id, changes, at: ctx.now });
  });
}
