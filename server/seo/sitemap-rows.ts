// The rows a sitemap lists, with when each was last written (migration 018): every notice or activity of a portal
// (by id), and its open positions only. A closed position, closed by hand or past its deadline, leaves the sitemap
// as its page drops its JobPosting (docs/decisions/seo.md): its page still answers and says it is closed.
import type { SitemapPage } from '@/src/core/schema-types';
import type { Db } from '@/server/db/database';
import { openCountsFromTally } from '@/server/careers/open-tally';
import { openCondition } from '@/server/careers/position-status';

export interface SitemapRow {
  id: number;
  updatedAt: string | null;
}

const TABLES = { notices: 'notices', activities: 'activities' } as const;

function rowsOf(db: Db, portalId: number, page: SitemapPage, of: 'notices' | 'activities') {
  let q = db.selectFrom(TABLES[of]).where('portal_id', '=', portalId);
  if (of === 'activities' && page.kind) q = q.where('kind', '=', page.kind);
  return q;
}

/**
 * A portal's open positions in the order of migration 028's partial index (deadline, then id): a file of them is a
 * stretch of that index from today's deadline on, read from the index alone, however many have closed or expired.
 */
function openPositions(db: Db, portalId: number, today: string) {
  return db.selectFrom('positions as p').where('p.portal_id', '=', portalId).where(openCondition(today)).orderBy('p.deadline').orderBy('p.id');
}

/** How many rows a page lists: open positions from the tally of migration 017 (a few hundred rows at any size). */
export async function countRows(db: Db, portalId: number, page: SitemapPage, today: string): Promise<number> {
  if (page.of === 'positions') return (await openCountsFromTally(db, portalId, today)).all;
  const row = await rowsOf(db, portalId, page, page.of).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The query of one stretch of a page's rows (the plans' tests read it too). */
export function rowsQuery(db: Db, portalId: number, page: SitemapPage, today: string, offset: number, limit: number) {
  if (page.of === 'positions') return openPositions(db, portalId, today).select(['p.id', 'p.updated_at']).limit(limit).offset(offset);
  return rowsOf(db, portalId, page, page.of).select(['id', 'updated_at']).orderBy('id').limit(limit).offset(offset);
}

/** One stretch of the rows. */
export async function readRows(db: Db, portalId: number, page: SitemapPage, today: string, offset: number, limit: number): Promise<SitemapRow[]> {
  const rows: Array<{ id: number; updated_at: string | null }> = await rowsQuery(db, portalId, page, today, offset, limit).execute();
  return rows.map((r) => ({ id: Number(r.id), updatedAt: r.updated_at ?? null }));
}
