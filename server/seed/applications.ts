// Seeds the demo candidates' applications, notifications, interview times and favourites (applications-demo.ts),
// and gives applications made before migration 004 their submission date and first history row.
import type { Transaction } from 'kysely';
import { applyTransitionIn } from '@/server/applications/apply-transition';
import { inviteToInterview } from '@/server/applications/appointments';
import { noticeColumns } from '@/server/applications/notice-texts';
import type { Database } from '@/server/db/types';
import { demoApplications, demoFavouriteTimes, demoSlots, READ_BEFORE, type DemoApplication } from './applications-demo';
import { candidates } from '@/server/db/seed/candidates';
import type { Db } from '@/server/db/database';

type Trx = Transaction<Database>;

interface PositionOption {
  id: number;
  title: string;
  status: string;
  publish_date: string;
  deadline: string;
}

/** Open well past the demo dates, closed by hand, or past its deadline by then. */
const SEED_TODAY = '2026-11-18';
const OPEN_UNTIL_AT_LEAST = '2026-12-01';

const plusDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86400000).toISOString();

function choosePosition(options: PositionOption[], used: Set<number>, app: DemoApplication): PositionOption | undefined {
  const free = options.filter((p) => !used.has(p.id));
  if (app.pick === 'closed') return free.find((p) => p.status === 'closed');
  if (app.pick === 'lapsed') return free.filter((p) => p.status !== 'closed' && p.deadline < SEED_TODAY).at(-1);
  // the oldest: published before the demo's application dates
  return free.find((p) => p.status !== 'closed' && p.deadline >= OPEN_UNTIL_AT_LEAST);
}

/** The times the demo leaves open: two days after publishing, five more per step; deadline: the night after it. */
function timesOf(app: DemoApplication, position: PositionOption) {
  const submittedAt = app.submittedAt ?? plusDays(`${position.publish_date}T02:00:00.000Z`, 2);
  let last = submittedAt;
  const steps = app.steps.map((s) => {
    last = s.at ?? (s.to === 'deadline' ? `${position.deadline}T16:05:00.000Z` : plusDays(last, 5));
    return { ...s, at: last };
  });
  return { submittedAt, steps };
}

async function seedApplication(trx: Trx, user: { id: number; portalId: number }, position: PositionOption, app: DemoApplication): Promise<void> {
  const { submittedAt, steps } = timesOf(app, position);
  const delivery = await trx
    .insertInto('deliveries')
    .values({ user_id: user.id, portal_id: user.portalId, position_id: position.id, status: 'submitted', created_at: submittedAt, submitted_at: submittedAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('delivery_events').values({ delivery_id: delivery.id, status: 'submitted', created_at: submittedAt }).execute();
  for (const step of steps) await applyTransitionIn(trx, { deliveryId: delivery.id, to: step.to, at: step.at, comment: step.comment });
  if (app.backgroundCheck) {
    const at = app.backgroundCheck.pendingSince;
    await trx.updateTable('deliveries').set({ background_check: 'pending', updated_at: at }).where('id', '=', delivery.id).execute();
    const notice = noticeColumns('backgroundCheckRequest', { positionId: position.id, title: position.title });
    await trx.insertInto('notifications').values({ delivery_id: delivery.id, kind: 'backgroundCheck', ...notice, created_at: at }).execute();
  }
  if (app.feedbackOpen) await trx.updateTable('deliveries').set({ feedback_state: 'open' }).where('id', '=', delivery.id).execute();
  if (app.interview) {
    const at = app.interview.invitedAt;
    const arrangement = await trx
      .insertInto('appointment_arrangements')
      .values({ portal_id: user.portalId, position_id: position.id, title: '初试（现场面试）', created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const offered = app.interview.held ? [{ ...app.interview.held, capacity: 5 }] : demoSlots;
    const slots = offered.map((s) => ({ arrangement_id: arrangement.id, start_at: s.start, end_at: s.end, place: s.place, capacity: s.capacity }));
    const slotIds = await trx.insertInto('appointment_slots').values(slots).returning('id').execute();
    const invitation = await inviteToInterview(trx, { deliveryId: delivery.id, arrangementId: arrangement.id, positionTitle: position.title, at });
    if (app.interview.held) {
      const confirmedAt = plusDays(at, 1);
      await trx.insertInto('appointment_choices').values({ arrangement_id: arrangement.id, slot_id: slotIds[0].id, delivery_id: delivery.id, created_at: confirmedAt }).execute();
      await trx.updateTable('notifications').set({ confirmed_at: confirmedAt }).where('id', '=', invitation).execute();
    }
  }
  await trx.updateTable('notifications').set({ read_at: READ_BEFORE }).where('delivery_id', '=', delivery.id).where('created_at', '<', READ_BEFORE).execute();
}

async function seedCandidate(trx: Trx, user: { id: number; portalId: number }): Promise<void> {
  const options = await trx
    .selectFrom('positions')
    .select(['id', 'title', 'status', 'publish_date', 'deadline'])
    .where('portal_id', '=', user.portalId)
    .orderBy('publish_date')
    .orderBy('id')
    .execute();
  const applied = await trx.selectFrom('deliveries').select('position_id').where('user_id', '=', user.id).execute();
  const used = new Set(applied.flatMap((d) => d.position_id ?? []));
  for (const app of demoApplications) {
    const position = choosePosition(options, used, app);
    if (!position) continue;
    used.add(position.id);
    await seedApplication(trx, user, position, app);
  }
  // the favourites: the newest open positions not applied to
  const favourites = options.filter((p) => !used.has(p.id) && p.status !== 'closed' && p.deadline >= OPEN_UNTIL_AT_LEAST).slice(-demoFavouriteTimes.length);
  const rows = favourites.map((p, i) => ({ user_id: user.id, portal_id: user.portalId, position_id: p.id, created_at: demoFavouriteTimes[i] }));
  if (rows.length > 0) await trx.insertInto('collects').values(rows).execute();
}

/** Applications older than migration 004's columns (the demo ones seeded with 002's): submission date and first event. */
async function completeEarlierApplications(trx: Trx): Promise<void> {
  await trx.updateTable('deliveries').set((eb) => ({ submitted_at: eb.ref('created_at') })).where('submitted_at', 'is', null).where('status', '<>', 'draft').execute();
  const bare = await trx
    .selectFrom('deliveries as d')
    .select(['d.id', 'd.status', 'd.created_at'])
    .where('d.status', '<>', 'draft')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('delivery_events as e').select('e.id').whereRef('e.delivery_id', '=', 'd.id'))))
    .execute();
  for (const d of bare) await trx.insertInto('delivery_events').values({ delivery_id: d.id, status: d.status, created_at: d.created_at }).execute();
}

/** Seeds the demo candidates' application data once: a candidate who has favourites or several applications is skipped. */
export async function seedApplications(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await completeEarlierApplications(trx);
    for (const c of candidates.filter((c) => c.applies)) {
      const user = await trx.selectFrom('users').select('id').where('portal_id', '=', c.portalId).where('domain', '=', 'portal').where('mobile', '=', c.mobile).executeTakeFirst();
      if (!user) continue;
      const favourites = await trx.selectFrom('collects').select('id').where('user_id', '=', user.id).limit(1).execute();
      const deliveries = await trx.selectFrom('deliveries').select('id').where('user_id', '=', user.id).limit(2).execute();
      if (favourites.length > 0 || deliveries.length > 1) continue;
      await seedCandidate(trx, { id: user.id, portalId: c.portalId });
    }
  });
}
