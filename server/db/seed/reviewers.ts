// The demo reviewers and publishers (domain censor) and their units; and, for a database seeded before migration 005, the
// kinds, templates and units of the seeded activities and the activity that came with the reviewers.
import type { CensorRole } from '@/src/core/envelope';
import type { Db } from '../database';
import { activities, activityFacts } from './activities';
import { candidates } from './candidates';
import { demoPasswordHash } from './demo-password';

export interface ReviewerSeed {
  portalId: number;
  name: string;
  mobile: string;
  /** reviewed (or published for) with the units below them */
  units: number[];
  /** default: reviewer */
  roles?: CensorRole[];
}

export const reviewers: ReviewerSeed[] = [
  // the unit trees holding most of the demo candidates' applications (applications-demo.ts)
  { portalId: 1001, name: '陈静', mobile: '13900000001', units: [1] },
  { portalId: 1002, name: '刘洋', mobile: '13900000002', units: [8] },
  // another unit each: the other side of the isolation tests
  { portalId: 1001, name: '周涛', mobile: '13900000011', units: [4] },
  { portalId: 1002, name: '孙悦', mobile: '13900000012', units: [13] },
  // the HR staff who publish: one per portal over the same trees as the first reviewers
  { portalId: 1001, name: '王磊', mobile: '13900000021', units: [1], roles: ['publisher'] },
  { portalId: 1002, name: '赵敏', mobile: '13900000022', units: [8], roles: ['publisher'] },
  // each portal's admin: the whole portal, no units of their own
  { portalId: 1001, name: '李娜', mobile: '13900000031', units: [], roles: ['admin'] },
  { portalId: 1002, name: '吴刚', mobile: '13900000032', units: [], roles: ['admin'] },
];

const SEEDED_AT = '2026-11-18T02:00:00.000Z';

/** Inserts the demo censor accounts that are not there yet, with their units and roles. */
export async function seedReviewers(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [i, r] of reviewers.entries()) {
      const taken = await trx.selectFrom('users').select('id').where('portal_id', '=', r.portalId).where('domain', '=', 'censor').where('mobile', '=', r.mobile).executeTakeFirst();
      if (taken) continue;
      const user = await trx
        .insertInto('users')
        .values({ portal_id: r.portalId, domain: 'censor', name: r.name, mobile: r.mobile, email: null, password_hash: demoPasswordHash(candidates.length + i), created_at: SEEDED_AT })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (r.units.length > 0) await trx.insertInto('reviewer_units').values(r.units.map((unit_id) => ({ user_id: user.id, unit_id }))).execute();
      await trx.insertInto('censor_roles').values((r.roles ?? ['reviewer']).map((role) => ({ user_id: user.id, role }))).execute();
    }
  });
}

/** Kinds, templates and units of the seeded activities (found by title), and the issue-5 activity then missing. */
export async function classifyActivities(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const seed of activities) {
      const facts = activityFacts[seed.id];
      const found = await trx.selectFrom('activities').select('id').where('portal_id', '=', seed.portal_id).where('title', '=', seed.title).executeTakeFirst();
      let id = found?.id;
      if (id === undefined) {
        // the seed's id when it is free (it is in the demo database), else the next one
        const taken = await trx.selectFrom('activities').select('id').where('id', '=', seed.id).executeTakeFirst();
        const last = await trx.selectFrom('activities').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
        id = taken ? Number(last.id) + 1 : seed.id;
        await trx.insertInto('activities').values({ ...seed, id }).execute();
      } else {
        await trx.updateTable('activities').set({ kind: facts.kind, resume_template: facts.template }).where('id', '=', id).execute();
      }
      const units = facts.units.map((unit_id, i) => ({ activity_id: id, unit_id, sort: i + 1 }));
      await trx.insertInto('activity_units').values(units).onConflict((oc) => oc.columns(['activity_id', 'unit_id']).doNothing()).execute();
    }
  });
}
