// Activities and job fairs (activity.search, activity.view) and whether one can sign up for them.
import type { Paged } from '@/src/core/envelope';
import type { Activity, ActivityKind, ActivitySignUp, Unit } from '@/src/core/entities';
import type { Db } from '@/server/db/database';
import type { ActivitiesTable } from '@/server/db/types';
import { containsPattern, likeEscaped } from '@/server/sql/like';
import { listUnits } from '@/server/careers/unit-queries';

export const ACTIVITY_KINDS: readonly ActivityKind[] = ['activity', 'campusFair', 'socialFair'];

const signUpLabels: Record<ActivitySignUp['state'], string> = {
  open: '报名中',
  deadline: '报名已截止',
  full: '报名人数已满',
  ended: '活动已结束',
  closed: '活动已关闭',
};

/** The moment of the call, as Beijing date and date-time (comparable as text with the stored values). */
export interface Today {
  date: string;
  dateTime: string;
}

type ActivityFacts = Pick<ActivitiesTable, 'end_time' | 'deadline' | 'capacity' | 'signed_up' | 'closed_at'>;

/** Ended, closed by its publisher (migration 031), past its deadline, full, or open: checked in that order. */
export function signUpOf(a: ActivityFacts, today: Today): ActivitySignUp {
  const state: ActivitySignUp['state'] =
    a.end_time < today.dateTime ? 'ended' : a.closed_at ? 'closed' : a.deadline < today.date ? 'deadline' : a.signed_up >= a.capacity ? 'full' : 'open';
  return { state, label: signUpLabels[state] };
}

type ActivityRow = Omit<ActivitiesTable, 'body' | 'kind' | 'resume_template' | 'updated_at'> & { kind: string };

function toActivity(r: ActivityRow, today: Today): Activity {
  return {
    id: r.id,
    title: r.title,
    summary: r.summary,
    place: r.place,
    startTime: r.start_time,
    endTime: r.end_time,
    deadline: r.deadline,
    capacity: r.capacity,
    signedUp: r.signed_up,
    kind: r.kind as ActivityKind,
    signUp: signUpOf(r, today),
  };
}

const listed = ['id', 'portal_id', 'title', 'summary', 'place', 'start_time', 'end_time', 'deadline', 'capacity', 'signed_up', 'kind', 'closed_at'] as const;

/** Coming and running activities first (soonest first), then ended ones (latest first). */
export async function searchActivities(
  db: Db,
  portalId: number,
  f: { keyword?: string; kind?: ActivityKind },
  today: Today,
  p: { page: number; pageSize: number },
): Promise<Paged<Activity>> {
  let q = db.selectFrom('activities').where('portal_id', '=', portalId);
  if (f.keyword) {
    const pattern = containsPattern(f.keyword);
    q = q.where((eb) => eb.or([likeEscaped('title', pattern), likeEscaped('summary', pattern)]));
  }
  if (f.kind) q = q.where('kind', '=', f.kind);
  const now = today.dateTime;
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select(listed)
    .select((eb) => eb.case().when('end_time', '<', now).then(1).else(0).end().as('ended'))
    .orderBy('ended')
    .orderBy((eb) => eb.case().when('end_time', '<', now).then(eb.ref('start_time')).else('').end(), 'desc')
    .orderBy('start_time')
    .limit(p.pageSize)
    .offset((p.page - 1) * p.pageSize)
    .execute();
  return { list: rows.map((r) => toActivity(r, today)), total: Number(total.n), page: p.page, pageSize: p.pageSize };
}

/** The activity's units in their order, with their open position counts. */
export async function unitsOfActivity(db: Db, portalId: number, activityId: number, today: string): Promise<Unit[]> {
  const links = await db.selectFrom('activity_units').select('unit_id').where('activity_id', '=', activityId).orderBy('sort').orderBy('unit_id').execute();
  const units = new Map((await listUnits(db, portalId, today)).map((u) => [u.id, u]));
  return links.flatMap((l) => units.get(l.unit_id) ?? []);
}

/** One activity of the portal with its body, units, template and sign-up state; undefined for others. */
export async function findActivity(db: Db, portalId: number, id: number, today: Today): Promise<Activity | undefined> {
  const r = await db.selectFrom('activities').selectAll().where('portal_id', '=', portalId).where('id', '=', id).executeTakeFirst();
  if (!r) return undefined;
  const units = await unitsOfActivity(db, portalId, id, today.date);
  return { ...toActivity(r, today), body: r.body, units, templateId: r.resume_template };
}
