// The workspace's notice lists: drafts (withdrawn ones among them) and scheduled ones from the drafts table,
// published ones from notices; each only ever holds the publisher's units (and the portal's own for an admin).
import type { Paged } from '@/src/core/envelope';
import type { Db } from '@/server/db/database';
import type { Paging } from '@/server/http/schema-parts';
import { cappedCount, cappedTotal } from '@/server/sql/count-cap';
import { containsPattern, likeEscaped } from '@/server/sql/like';
import type { Publisher } from '../publisher-scope';
import { listScope } from './notice-scope';

export const NOTICE_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

export interface NoticeItem {
  /** a draft's id for draft and scheduled, a notice's for published */
  id: number;
  status: NoticeStatus;
  code: string | null;
  title: string;
  /** null: the portal's own notice */
  unitName: string | null;
  /** scheduled: when it goes out (ISO); published: its publication date */
  publishAt: string | null;
  lastError: string | null;
  updatedAt: string | null;
}

export interface NoticeFilter {
  status: NoticeStatus;
  keyword?: string;
  unitId?: number;
}

export async function listNoticePublishing(db: Db, p: Publisher, f: NoticeFilter, paging: Paging): Promise<Paged<NoticeItem>> {
  const offset = (paging.page - 1) * paging.pageSize;
  const scope = listScope(p, f.unitId);
  const page = { page: paging.page, pageSize: paging.pageSize };
  if (f.status === 'draft' || f.status === 'scheduled') {
    let q = db
      .selectFrom('notice_drafts as d')
      .leftJoin('units as u', 'u.id', 'd.unit_id')
      .where('d.portal_id', '=', p.portal.id)
      .where((eb) => eb.or([eb('d.unit_id', 'in', scope.unitIds), ...(scope.own ? [eb('d.unit_id', 'is', null)] : [])]))
      .where('d.publish_at', f.status === 'scheduled' ? 'is not' : 'is', null);
    if (f.keyword) q = q.where(likeEscaped('d.title', containsPattern(f.keyword)));
    const rows = await q.select(['d.id', 'd.code', 'd.title', 'u.name as unit_name', 'd.publish_at', 'd.last_error', 'd.updated_at']).orderBy('d.id', 'desc').limit(paging.pageSize).offset(offset).execute();
    const list = rows.map((r) => ({ id: Number(r.id), status: f.status, code: r.code, title: r.title, unitName: r.unit_name, publishAt: r.publish_at, lastError: r.last_error, updatedAt: r.updated_at }));
    return { list, ...cappedTotal(await cappedCount(db, q)), ...page };
  }
  let q = db
    .selectFrom('notices as n')
    .leftJoin('units as u', 'u.id', 'n.unit_id')
    .where('n.portal_id', '=', p.portal.id)
    .where((eb) => eb.or([eb('n.unit_id', 'in', scope.unitIds), ...(scope.own ? [eb('n.unit_id', 'is', null)] : [])]));
  if (f.keyword) q = q.where(likeEscaped('n.title', containsPattern(f.keyword)));
  const rows = await q.select(['n.id', 'n.code', 'n.title', 'u.name as unit_name', 'n.publish_date', 'n.updated_at']).orderBy('n.id', 'desc').limit(paging.pageSize).offset(offset).execute();
  const list = rows.map((r) => ({ id: Number(r.id), status: f.status, code: r.code ?? null, title: r.title, unitName: r.unit_name, publishAt: r.publish_date, lastError: null, updatedAt: r.updated_at ?? null }));
  return { list, ...cappedTotal(await cappedCount(db, q)), ...page };
}
