// Demo candidates (domain portal) and one application each for the first two, so that the resume and
// resume.completeResume can be tried at once (that application stays their first one: tests find it so).
// The rest of the demo candidates' applications: applications.ts.
import type { Kysely } from 'kysely';
import type { Database } from '../types';
import { demoPasswordHash } from './demo-password';

export { DEMO_PASSWORD } from './demo-password';

export interface CandidateSeed {
  portalId: number;
  name: string;
  mobile: string;
  email: string | null;
  /** an application to the first position of this recruitment type in the portal */
  applies?: 'social' | 'campus' | 'veterans';
}

export const candidates: CandidateSeed[] = [
  { portalId: 1001, name: '张明', mobile: '13800000001', email: 'demo1@example.com', applies: 'campus' },
  { portalId: 1002, name: '李强', mobile: '13800000002', email: 'demo2@example.com', applies: 'veterans' },
  // second candidates: the other side of the ownership tests
  { portalId: 1001, name: '王芳', mobile: '13800000011', email: null },
  { portalId: 1002, name: '赵磊', mobile: '13800000012', email: null },
];

const SEEDED_AT = '2026-11-18T02:00:00.000Z';

/** Inserts the demo candidates and their applications; the portals and positions must be there. */
export async function seedCandidates(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [i, c] of candidates.entries()) {
      const taken = await trx
        .selectFrom('users')
        .select('id')
        .where('portal_id', '=', c.portalId)
        .where('domain', '=', 'portal')
        .where('mobile', '=', c.mobile)
        .executeTakeFirst();
      if (taken) continue;
      const user = await trx
        .insertInto('users')
        .values({ portal_id: c.portalId, domain: 'portal', name: c.name, mobile: c.mobile, email: c.email, password_hash: demoPasswordHash(i), created_at: SEEDED_AT })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!c.applies) continue;
      const position = await trx
        .selectFrom('positions')
        .select('id')
        .where('portal_id', '=', c.portalId)
        .where('recruit_type', '=', c.applies)
        .where('status', '=', 'open')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (!position) continue;
      await trx
        .insertInto('deliveries')
        .values({ user_id: user.id, portal_id: c.portalId, position_id: position.id, status: 'submitted', created_at: SEEDED_AT })
        .execute();
    }
  });
}
