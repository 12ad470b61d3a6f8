// The workspace's lists: the publisher's positions by status. Drafts and scheduled ones come from the drafts
// table, published and closed ones from positions; each list only ever holds the publisher's units.
import type { Paged } from '@/src/core/envelope';
import type { Db } from '@/server/db/database';
import { openCondition } from '@/server/careers/position-status';
import { beijingDate } from '@/server/http/clock';
import type { Paging } from '@/server/http/schema-parts';
import { cappedCount, cappedTotal } from '@/server/sql/count-cap';
import { containsPattern, likeEscaped } from '@/server/sql/like';
import type { Publisher } from './publisher-scope';

export const PUBLISH_STATUSES = ['draft', 'scheduled', 'published', 'closed'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];

export interface PublishItem {
  /** a draft's id for draft and scheduled, a position's for published and closed */
  id: number;
  status: PublishStatus;
  code: string | null;
  title: string;
  unitName: string;
  /** scheduled: when it goes out (ISO); published and closed: the registration's start and end (dates) */
  publishAt: string | null;
  deadline: string | null;
  lastError: string | null;
  updatedAt: string | null;
}

export interface ListFilter {
  status: PublishStatus;
  keyword?: string;
  unitId?: number;
}

// an empty IN list is not valid SQL everywhere: no id matches -1
const units = (p: Publisher, unitId?: number) => (unitId === undefined ? p.unitIds : p.unitIds.filter((id) => id === unitId)).concat(-1);

function draftsQuery(db: Db, p: Publisher, f: ListFilter) {
  let q = db
    .selectFrom('position_drafts as d')
    .innerJoin('units as u', 'u.id', 'd.unit_id')
    .where('d.portal_id', '=', p.portal.id)
    .where('d.unit_id', 'in', units(p, f.unitId))
    .where('d.publish_at', f.status === 'scheduled' ? 'is not' : 'is', null);
  if (f.keyword) q = q.where(likeEscaped('d.title', containsPattern(f.keyword)));
  return q;
}

function positionsQuery(db: Db, p: Publisher, f: ListFilter, now: Date) {
  const open = openCondition(beijingDate(now));
  let q = db
    .selectFrom('positions as p')
    .innerJoin('units as u', 'u.id', 'p.unit_id')
    .where('p.portal_id', '=', p.portal.id)
    .where('p.unit_id', 'in', units(p, f.unitId))
    .where((eb) => (f.status === 'published' ? open : eb.not(open)));
  if (f.keyword) q = q.where(likeEscaped('p.title', containsPattern(f.keyword)));
  return q;
}

export async function listPublishing(db: Db, p: Publisher, f: ListFilter, paging: Paging, now: Date): Promise<Paged<PublishItem>> {
  const offset = (paging.page - 1) * paging.pageSize;
  if (f.status === 'draft' || f.status === 'scheduled') {
    const q = draftsQuery(db, p, f);
    const rows = await q
      .select(['d.id', 'd.code', 'd.title', 'u.name as unit_name', 'd.publish_at', 'd.last_error', 'd.updated_at'])
      .orderBy('d.id', 'desc')
      .limit(paging.pageSize)
      .offset(offset)
      .execute();
    const list = rows.map((r) => ({ id: Number(r.id), status: f.status, code: r.code, title: r.title, unitName: r.unit_name, publishAt: r.publish_at, deadline: null, lastError: r.last_error, updatedAt: r.updated_at }));
    return { list, ...cappedTotal(await cappedCount(db, q)), page: paging.page, pageSize: paging.pageSize };
  }
  const q = positionsQuery(db, p, f, now);
  const rows = await q
    .select(['p.id', 'p.code', 'p.title', 'u.name as unit_name', 'p.publish_date', 'p.deadline', 'p.updated_at'])
    .orderBy('p.id', 'desc')
    .limit(paging.pageSize)
    .offset(offset)
    .execute();
  const list = rows.map((r) => ({ id: Number(r.id), status: f.status, code: r.code ?? null, title: r.title, unitName: r.unit_name, publishAt: r.publish_date, deadline: r.deadline, lastError: null, updatedAt: r.updated_at ?? null }));
  return { list, ...cappedTotal(await cappedCount(db, q)), page: paging.page, pageSize: paging.pageSize };
}
