// The notices list at 100k notices (docs/decisions/search.md, "Notices at 100k"): newest first along
// notices_portal_publish_id (or notices_category), the keyword (title or summary contains it, as LIKE) through
// the trigram index of migration 014, pages picked as ids along the index, totals stopping at COUNT_CAP.
import { sql } from 'kysely';
import type { Db } from '@/server/db/database';
import { trigramPlan } from '@/server/sql/trigram-search';

export interface NoticeFilters {
  keyword?: string;
  category?: string;
}

const plainNotices = (db: Db) => db.selectFrom('notices as n');

/**
 * The notices `n` of the portal under the filters (`q`), and what counts them (`counted`: the trigram index's ids
 * looked up by id, when the keyword is in many notices); undefined when the keyword is in no notice. `shallow`: the
 * page ends near the list's start (trigram-search.ts, SHALLOW_ROWS).
 */
export async function noticeListing(db: Db, portalId: number, f: NoticeFilters, shallow = false) {
  let q = plainNotices(db).where('n.portal_id', '=', portalId);
  let counted = q;
  let byIds = false;
  if (f.keyword) {
    const plan = await trigramPlan(db, { fts: 'notices_fts', id: 'n.id', columns: ['n.title', 'n.summary'], bigrams: ['n.title', 'n.summary'] }, f.keyword, shallow);
    if (plan.kind === 'none') return undefined;
    q = q.where(plan.condition);
    counted = q;
    byIds = plan.kind === 'ids';
    if (plan.kind === 'many') {
      // the join's row type is the plain one's
      const joined = db.selectFrom(plan.count.rows.as('j')).innerJoin('notices as n', 'n.id', 'j.value');
      counted = (joined as unknown as ReturnType<typeof plainNotices>).where('n.portal_id', '=', portalId);
      if (plan.count.recheck) counted = counted.where(plan.count.recheck);
    }
  }
  if (f.category) {
    q = q.where('n.category', '=', f.category);
    counted = counted.where('n.category', '=', f.category);
  }
  return { q, counted, byIds };
}

export type NoticeListing = NonNullable<Awaited<ReturnType<typeof noticeListing>>>;

/** The ids of one page, newest first. */
export function noticePageQuery({ q, byIds }: NoticeListing, limit: number, offset: number) {
  // SQLite's unary + (a no-op) on the sort keys: a few rows read by id are sorted, not found by walking the index
  const [date, id] = byIds ? [sql`+n.publish_date`, sql`+n.id`] : [sql.ref('n.publish_date'), sql.ref('n.id')];
  return q.select('n.id').orderBy(date, 'desc').orderBy(id, 'desc').limit(limit).offset(offset);
}
