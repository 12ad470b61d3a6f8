// Shared by the review and activity tests: signing the demo reviewers in (domain censor) and the units they review.
import type { FastifyInstance } from 'fastify';
import type { SessionUser, TokenRecord } from '@/src/core/envelope';
import { encryptedPassword, type Session } from './candidates';
import { data } from './helpers';

/** The seeded reviewers: one per portal over the demo candidates' unit tree, and one over another unit. */
export const REVIEWERS = {
  chen: { portalId: 1001, mobile: '13900000001', name: '陈静', units: [1, 2, 3] },
  zhou: { portalId: 1001, mobile: '13900000011', name: '周涛', units: [4] },
  liu: { portalId: 1002, mobile: '13900000002', name: '刘洋', units: [8, 9, 10] },
  sun: { portalId: 1002, mobile: '13900000012', name: '孙悦', units: [13] },
} as const;

export async function reviewerLogin(app: FastifyInstance, who: { portalId: number; mobile: string }): Promise<Session> {
  const answer = await data<{ token: TokenRecord; user: SessionUser }>(
    app,
    'passport.login',
    { domain: 'censor', account: who.mobile, password: encryptedPassword(who.portalId) },
    { 'qx-portal': String(who.portalId) },
  );
  const headers = { 'x-portal-token': answer.token.value, 'x-portal-domain': 'censor', 'qx-portal': String(who.portalId) };
  return { token: answer.token.value, user: answer.user, portalId: who.portalId, headers };
}

/** The ids of the portal's non-draft deliveries to positions of these units (what a reviewer of them sees). */
export async function deliveriesToUnits(app: FastifyInstance, portalId: number, units: readonly number[]): Promise<number[]> {
  const rows = await app.db
    .selectFrom('deliveries as d')
    .innerJoin('positions as p', 'p.id', 'd.position_id')
    .select('d.id')
    .where('d.portal_id', '=', portalId)
    .where('d.status', '<>', 'draft')
    .where('p.unit_id', 'in', [...units])
    .orderBy('d.id')
    .execute();
  return rows.map((r) => r.id);
}
