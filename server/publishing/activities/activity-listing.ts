// The workspace's activity lists by status: drafts and scheduled ones from activity_drafts, published and closed
// ones (closed by hand or over) from activities; each list only ever holds activities all of whose units are the
// publisher's.
import type { Paged } from '@/src/core/envelope';
import type { Db } from '@/server/db/database';
import { beijingDateTime } from '@/server/http/clock';
import type { Paging } from '@/server/http/schema-parts';
import { cappedCount, cappedTotal } from '@/server/sql/count-cap';
import { containsPattern, likeEscaped } from '@/server/sql/like';
import type { PublishStatus } from '../publish-listing';
import type { Publisher } from '../publisher-scope';

export interface ActivityItem {
  /** a draft's id for draft and scheduled, an activity's for published and closed */
  id: number;
  status: PublishStatus;
  kind: string;
  title: string;
  unitName: string;
  /** scheduled: when it goes out (ISO) */
  publishAt: string | null;
  startTime: string | null;
  deadline: string | null;
  signedUp: number | null;
  capacity: number | null;
  lastError: string | null;
  updatedAt: string | null;
}

export interface ActivityFilter {
  status: PublishStatus;
  keyword?: string;
}

const scope = (p: Publisher) => [...p.unitIds, -1];

function draftsQuery(db: Db, p: Publisher, f: ActivityFilter) {
  let q = db
    .selectFrom('activity_drafts as d')
    .innerJoin('units as u', 'u.id', 'd.unit_id')
    .where('d.portal_id', '=', p.portal.id)
    .where('d.unit_id', 'in', scope(p))
    .where('d.publish_at', f.status === 'scheduled' ? 'is not' : 'is', null);
  if (f.keyword) q = q.where(likeEscaped('d.title', containsPattern(f.keyword)));
  return q;
}

function activitiesQuery(db: Db, p: Publisher, f: ActivityFilter, now: Date) {
  const at = beijingDateTime(now);
  let q = db
    .selectFrom('activities as a')
    .where('a.portal_id', '=', p.portal.id)
    .where((eb) => eb.exists(eb.selectFrom('activity_units as au').select('au.unit_id').whereRef('au.activity_id', '=', 'a.id')))
    // none of its units outside the publisher's
    .where((eb) => eb.not(eb.exists(eb.selectFrom('activity_units as au').select('au.unit_id').whereRef('au.activity_id', '=', 'a.id').where('au.unit_id', 'not in', scope(p)))))
    .where((eb) => {
      const closed = eb.or([eb('a.closed_at', 'is not', null), eb('a.end_time', '<', at)]);
      return f.status === 'closed' ? closed : eb.not(closed);
    });
  if (f.keyword) q = q.where(likeEscaped('a.title', containsPattern(f.keyword)));
  return q;
}

async function unitNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = await db.selectFrom('activity_units as au').innerJoin('units as u', 'u.id', 'au.unit_id').select(['au.activity_id', 'u.name']).where('au.activity_id', 'in', [...ids, -1]).orderBy('au.sort').orderBy('au.unit_id').execute();
  const names = new Map<number, string[]>();
  for (const r of rows) names.set(Number(r.activity_id), [...(names.get(Number(r.activity_id)) ?? []), r.name]);
  return new Map([...names].map(([id, list]) => [id, list.join('、')]));
}

export async function listActivityPublishing(db: Db, p: Publisher, f: ActivityFilter, paging: Paging, now: Date): Promise<Paged<ActivityItem>> {
  const offset = (paging.page - 1) * paging.pageSize;
  const page = { page: paging.page, pageSize: paging.pageSize };
  if (f.status === 'draft' || f.status === 'scheduled') {
    const q = draftsQuery(db, p, f);
    const rows = await q.select(['d.id', 'd.kind', 'd.title', 'd.body', 'u.name as unit_name', 'd.publish_at', 'd.last_error', 'd.updated_at']).orderBy('d.id', 'desc').limit(paging.pageSize).offset(offset).execute();
    const list = rows.map((r) => {
      const form = JSON.parse(r.body) as { startTime?: string; deadline?: string; capacity?: number };
      return { id: Number(r.id), status: f.status, kind: r.kind, title: r.title, unitName: r.unit_name, publishAt: r.publish_at, startTime: form.startTime ?? null, deadline: form.deadline ?? null, signedUp: null, capacity: form.capacity ?? null, lastError: r.last_error, updatedAt: r.updated_at };
    });
    return { list, ...cappedTotal(await cappedCount(db, q)), ...page };
  }
  const q = activitiesQuery(db, p, f, now);
  const rows = await q.select(['a.id', 'a.kind', 'a.title', 'a.start_time', 'a.deadline', 'a.signed_up', 'a.capacity', 'a.updated_at']).orderBy('a.id', 'desc').limit(paging.pageSize).offset(offset).execute();
  const names = await unitNames(db, rows.map((r) => Number(r.id)));
  const list = rows.map((r) => ({ id: Number(r.id), status: f.status, kind: r.kind, title: r.title, unitName: names.get(Number(r.id)) ?? '', publishAt: null, startTime: r.start_time, deadline: r.deadline, signedUp: Number(r.signed_up), capacity: Number(r.capacity), lastError: null, updatedAt: r.updated_at ?? null }));
  return { list, ...cappedTotal(await cappedCount(db, q)), ...page };
}
