import type { Paged, RecruitType } from '@/src/core/envelope';
import {
  APPLICATION_DELIVERY_TAG,
  SIGN_UP_DELIVERY_TAG,
  type BackgroundCheck,
  type Delivery,
  type DeliveryEvent,
  type DeliveryStatus,
} from '@/src/core/application-api';
import { isWithdrawable } from '@/server/applications/transitions';
import type { Db } from '@/server/db/database';
import { closedRank } from '@/server/careers/position-status';
import { interviewFeedbackOpen } from '@/src/core/interview-feedback';

export interface DeliveryRow {
  id: number;
  /** the title of the position, or of the activity of a sign-up */
  positionTitle: string;
  resumeTemplate: string;
}

/** What a delivery is made to: its position, or its activity (a sign-up); title and resume template of either. */
export function selectTarget(db: Db) {
  return db
    .selectFrom('deliveries as d')
    .leftJoin('positions as p', 'p.id', 'd.position_id')
    .leftJoin('activities as a', 'a.id', 'd.activity_id')
    .select((eb) => [eb.fn.coalesce('p.title', 'a.title').as('target_title'), eb.fn.coalesce('p.resume_template', 'a.resume_template').as('target_template')]);
}

/** An application or sign-up of this candidate in this portal (a draft too); undefined for anybody else's. */
export async function findOwnDelivery(db: Db, userId: number, portalId: number, id: number): Promise<DeliveryRow | undefined> {
  const row = await selectTarget(db).select('d.id').where('d.id', '=', id).where('d.user_id', '=', userId).where('d.portal_id', '=', portalId).executeTakeFirst();
  if (!row || row.target_title === null || row.target_template === null) return undefined;
  return { id: row.id, positionTitle: row.target_title, resumeTemplate: row.target_template };
}

/** Whose application is looked for: the caller in the call's portal. */
export interface Owner {
  userId: number;
  portalId: number;
}

/** The application (tag '1') of this candidate to this position, draft or not. */
export async function findDeliveryOfPosition(db: Db, owner: Owner, positionId: number) {
  return db
    .selectFrom('deliveries')
    .select(['id', 'status'])
    .where('user_id', '=', owner.userId)
    .where('portal_id', '=', owner.portalId)
    .where('tag', '=', APPLICATION_DELIVERY_TAG)
    .where('position_id', '=', positionId)
    .executeTakeFirst();
}

/** The sign-up (tag '2') of this candidate for this activity, draft or not. */
export async function findDeliveryOfActivity(db: Db, owner: Owner, activityId: number) {
  return db
    .selectFrom('deliveries')
    .select(['id', 'status'])
    .where('user_id', '=', owner.userId)
    .where('portal_id', '=', owner.portalId)
    .where('tag', '=', SIGN_UP_DELIVERY_TAG)
    .where('activity_id', '=', activityId)
    .executeTakeFirst();
}

function selectDeliveries(db: Db, owner: Owner, today: string) {
  return db
    .selectFrom('deliveries as d')
    .leftJoin('positions as p', 'p.id', 'd.position_id')
    .leftJoin('units as u', 'u.id', 'p.unit_id')
    .leftJoin('regions as r', 'r.code', 'p.region_code')
    .leftJoin('regions as rp', 'rp.code', 'r.parent_code')
    .leftJoin('activities as a', 'a.id', 'd.activity_id')
    .select(['d.id', 'd.tag', 'd.position_id', 'd.activity_id', 'd.status', 'd.submitted_at', 'd.updated_at', 'd.created_at', 'd.background_check', 'd.feedback_state'])
    .select(['p.title', 'p.recruit_type', 'p.deadline', 'u.name as unit_name', 'r.name as region_name', 'rp.name as region_parent'])
    .select(['a.title as activity_title', 'a.place as activity_place', 'a.start_time as activity_start'])
    .select(closedRank(today).as('closed_rank'))
    .select((eb) =>
      eb
        .selectFrom('notifications as n')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('n.delivery_id', '=', 'd.id')
        .where('n.read_at', 'is', null)
        .as('unread'),
    )
    .select((eb) =>
      eb
        .selectFrom('appointment_choices as ac')
        .innerJoin('appointment_slots as s', 's.id', 'ac.slot_id')
        .select((c) => c.fn.max('s.end_at').as('end'))
        .whereRef('ac.delivery_id', '=', 'd.id')
        .as('interview_end'),
    )
    .where('d.user_id', '=', owner.userId)
    .where('d.portal_id', '=', owner.portalId)
    .where('d.status', '<>', 'draft')
    .where((eb) => eb.or([eb('p.id', 'is not', null), eb('a.id', 'is not', null)]));
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectDeliveries>['executeTakeFirstOrThrow']>>;

function positionOf(r: SelectedRow): Delivery['position'] {
  if (r.position_id === null || r.title === null || r.recruit_type === null || r.deadline === null) return null;
  return {
    id: r.position_id,
    title: r.title,
    unitName: r.unit_name ?? '',
    recruitType: r.recruit_type as RecruitType,
    regionName: `${r.region_parent ?? ''}${r.region_name ?? ''}`,
    deadline: r.deadline,
    status: Number(r.closed_rank) === 0 ? 'open' : 'closed',
  };
}

function activityOf(r: SelectedRow): Delivery['activity'] {
  if (r.activity_id === null || r.activity_title === null || r.activity_place === null || r.activity_start === null) return null;
  return { id: r.activity_id, title: r.activity_title, place: r.activity_place, startTime: r.activity_start };
}

function toDelivery(r: SelectedRow, history: DeliveryEvent[], today: string): Delivery {
  const status = r.status as DeliveryStatus;
  const position = positionOf(r);
  return {
    id: r.id,
    tag: r.tag,
    positionId: position ? position.id : null,
    position,
    activity: activityOf(r),
    status,
    submittedAt: r.submitted_at,
    updatedAt: r.updated_at ?? r.submitted_at ?? r.created_at,
    withdrawable: isWithdrawable(status),
    backgroundCheck: r.background_check as BackgroundCheck,
    feedbackOpen: interviewFeedbackOpen(r.feedback_state, r.interview_end, today),
    unread: Number(r.unread ?? 0),
    history,
  };
}

/** The status histories of these deliveries, oldest first. */
export async function historyOf(db: Db, ids: number[]): Promise<Map<number, DeliveryEvent[]>> {
  const byId = new Map<number, DeliveryEvent[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byId;
  const rows = await db.selectFrom('delivery_events').selectAll().where('delivery_id', 'in', ids).orderBy('id').execute();
  for (const e of rows) {
    const event: DeliveryEvent = { status: e.status as DeliveryStatus, at: e.created_at };
    if (e.comment) event.comment = e.comment;
    if (e.undo) event.undo = true;
    byId.get(e.delivery_id)?.push(event);
  }
  return byId;
}

/** The candidate's applications and sign-ups (drafts left out), newest first, each with its history. */
export async function searchDeliveries(
  db: Db,
  owner: Owner,
  filter: { status?: DeliveryStatus; tag?: string; positionId?: number },
  paging: { page: number; pageSize: number },
  today: string,
): Promise<Paged<Delivery>> {
  let q = selectDeliveries(db, owner, today);
  if (filter.status) q = q.where('d.status', '=', filter.status);
  if (filter.tag) q = q.where('d.tag', '=', filter.tag);
  if (filter.positionId) q = q.where('d.position_id', '=', filter.positionId);
  const total = await db
    .selectFrom(q.as('q'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await q
    .orderBy('d.submitted_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize)
    .execute();
  const history = await historyOf(db, rows.map((r) => r.id));
  return { list: rows.map((r) => toDelivery(r, history.get(r.id) ?? [], today)), total: Number(total.n), page: paging.page, pageSize: paging.pageSize };
}

/** One application of the candidate (not a draft) with its history; undefined for anybody else's. */
export async function readDelivery(db: Db, owner: Owner, id: number, today: string): Promise<Delivery | undefined> {
  const row = await selectDeliveries(db, owner, today).where('d.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const history = await historyOf(db, [row.id]);
  return toDelivery(row, history.get(row.id) ?? [], today);
}
