// The rows a sitemap lists: every position, notice or activity of a portal (by id), with when it was last written
// (migration 018). Closed positions stay listed while their pages answer.
import type { SitemapPage } from '@/src/core/schema-types';
import type { Db } from '@/server/db/database';

export interface SitemapRow {
  id: number;
  updatedAt: string | null;
}

const TABLES = { positions: 'positions', notices: 'notices', activities: 'activities' } as const;

function rowsOf(db: Db, portalId: number, page: SitemapPage) {
  let q = db.selectFrom(TABLES[page.of]).where('portal_id', '=', portalId);
  if (page.of === 'activities' && page.kind) q = q.where('kind', '=', page.kind);
  return q;
}

export async function countRows(db: Db, portalId: number, page: SitemapPage): Promise<number> {
  const row = await rowsOf(db, portalId, page).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One stretch of the rows, by id. */
export async function readRows(db: Db, portalId: number, page: SitemapPage, offset: number, limit: number): Promise<SitemapRow[]> {
  const rows = await rowsOf(db, portalId, page).select(['id', 'updated_at']).orderBy('id').limit(limit).offset(offset).execute();
  return rows.map((r) => ({ id: Number(r.id), updatedAt: r.updated_at ?? null }));
}
