import type { Paged } from '@/src/core/envelope';
import type { Banner, Notice, QuestionAnswer } from '@/src/core/entities';
import type { Db } from '@/server/db/database';
import type { NoticesTable } from '@/server/db/types';
import { cappedCount, cappedTotal } from '@/server/sql/count-cap';
import { containsPattern, likeEscaped } from '@/server/sql/like';
import { noticeListing, noticePageQuery, type NoticeFilters } from './notice-listing';
import { termCode } from '@/server/sql/term-codes';
import { SHALLOW_ROWS } from '@/server/sql/trigram-search';

export interface PageArgs {
  page: number;
  pageSize: number;
}

const offset = (p: PageArgs) => (p.page - 1) * p.pageSize;
const NOTICE_COLUMNS = ['id', 'portal_id', 'title', 'category', 'publish_date', 'summary', 'source'] as const;

function toNotice(r: Omit<NoticesTable, 'body_html' | 'updated_at'>): Notice {
  return { id: r.id, title: r.title, category: r.category, categoryCode: termCode('noticeType', r.category), publishDate: r.publish_date, summary: r.summary, source: r.source };
}

/**
 * Newest first; the keyword (title or summary contains it, as LIKE) through the trigram index of migration 014,
 * the total stopping at COUNT_CAP (docs/decisions/search.md "Notices at 100k"). A page's ids are picked along the index
 * (OFFSET walks index entries), then its rows read by id.
 */
export async function searchNotices(db: Db, portalId: number, f: NoticeFilters, p: PageArgs): Promise<Paged<Notice>> {
  const listing = await noticeListing(db, portalId, f, p.page * p.pageSize <= SHALLOW_ROWS);
  if (!listing) return { list: [], total: 0, page: p.page, pageSize: p.pageSize };
  const ids = (await noticePageQuery(listing, p.pageSize, offset(p)).execute()).map((r) => r.id);
  const rows = ids.length === 0 ? [] : await db.selectFrom('notices').select(NOTICE_COLUMNS).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, toNotice(r)]));
  const list = ids.flatMap((i) => byId.get(i) ?? []);
  return { list, ...cappedTotal(await cappedCount(db, listing.counted)), page: p.page, pageSize: p.pageSize };
}

export async function findNotice(db: Db, portalId: number, id: number): Promise<Notice | undefined> {
  const r = await db.selectFrom('notices').selectAll().where('portal_id', '=', portalId).where('id', '=', id).executeTakeFirst();
  return r && { ...toNotice(r), bodyHtml: r.body_html };
}

export async function searchQuestions(db: Db, portalId: number, f: { keyword?: string; category?: string }, p: PageArgs): Promise<Paged<QuestionAnswer>> {
  let q = db.selectFrom('questions').where('portal_id', '=', portalId);
  if (f.keyword) {
    const pattern = containsPattern(f.keyword);
    q = q.where((eb) => eb.or([likeEscaped('question', pattern), likeEscaped('answer', pattern)]));
  }
  if (f.category) q = q.where('category', '=', f.category);
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const list = await q.select(['id', 'category', 'question', 'answer']).orderBy('sort').orderBy('id').limit(p.pageSize).offset(offset(p)).execute();
  return { list, total: Number(total.n), page: p.page, pageSize: p.pageSize };
}

export async function listBanners(db: Db, portalId: number): Promise<Banner[]> {
  return db.selectFrom('banners').select(['id', 'title', 'subtitle', 'image', 'background', 'link']).where('portal_id', '=', portalId).orderBy('sort').orderBy('id').execute();
}
