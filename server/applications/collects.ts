// Favourite positions of a candidate.
import type { Paged } from '@/src/core/envelope';
import type { CollectedPosition, CollectState } from '@/src/core/application-api';
import type { Db } from '@/server/db/database';
import type { Owner } from './delivery-queries';
import { findPosition } from '@/server/careers/positions';

/** Newest first; `positionId` narrows the list to that position (is it collected?). */
export async function listCollected(
  db: Db,
  owner: Owner,
  positionId: number | undefined,
  paging: { page: number; pageSize: number },
  today: string,
): Promise<Paged<CollectedPosition>> {
  let q = db.selectFrom('collects').where('user_id', '=', owner.userId).where('portal_id', '=', owner.portalId);
  if (positionId !== undefined) q = q.where('position_id', '=', positionId);
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select(['position_id', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize)
    .execute();
  const list: CollectedPosition[] = [];
  for (const r of rows) {
    const position = await findPosition(db, owner.portalId, r.position_id, today);
    if (!position) continue;
    // the list shows facts, not the texts of careers.view
    const { description: _d, requirement: _r, ...facts } = position;
    list.push({ ...facts, collectedAt: r.created_at });
  }
  return { list, total: Number(total.n), page: paging.page, pageSize: paging.pageSize };
}

export async function collect(db: Db, owner: Owner, positionId: number, at: string): Promise<CollectState> {
  await db
    .insertInto('collects')
    .values({ user_id: owner.userId, portal_id: owner.portalId, position_id: positionId, created_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'position_id']).doNothing())
    .execute();
  return { positionId, collected: true };
}

export async function uncollect(db: Db, owner: Owner, positionId: number): Promise<CollectState> {
  await db.deleteFrom('collects').where('user_id', '=', owner.userId).where('position_id', '=', positionId).execute();
  return { positionId, collected: false };
}

/** The position is one of the portal's (ids of another portal are NOT_FOUND). */
export async function positionInPortal(db: Db, portalId: number, positionId: number): Promise<boolean> {
  const row = await db.selectFrom('positions').select('id').where('id', '=', positionId).where('portal_id', '=', portalId).executeTakeFirst();
  return row !== undefined;
}
