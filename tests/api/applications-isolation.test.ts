// Every application call answers only the caller's data: two candidates try each other's ids on every call;
// other portals, guests and reviewers are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectedPosition, Delivery, DeliveryNotification } from '@/src/core/application-api';
import type { EndpointName } from '@/src/core/endpoints';
import type { Paged } from '@/src/core/envelope';
import { inviteToInterview } from '@/server/applications/appointments';
import { issueToken } from '@/server/auth/tokens';
import { call, data, NOW, startApp, type TestApp } from './helpers';
import { DEMO, login, openPositionsFor, saveCompleteResume, type Session } from './candidates';

let t: TestApp;
let zhang: Session;
let wang: Session;
let li: Session;

/** The ids one candidate owns, for the other to try. */
interface Owned {
  deliveryId: number;
  notificationId: number;
  arrangementId: number;
  slotId: number;
}
let zhangs: Owned;
let wangs: Owned;

async function interviewOf(session: Session): Promise<Owned> {
  const invitation = (await data<Paged<DeliveryNotification>>(t.app, 'delivery.notifications', { pageSize: 50 }, session.headers)).list.find((n) => n.kind === 'interview')!;
  const slot = await t.app.db.selectFrom('appointment_slots').select('id').where('arrangement_id', '=', invitation.appointmentTimeArrangeId!).executeTakeFirstOrThrow();
  return { deliveryId: invitation.deliveryId, notificationId: invitation.id, arrangementId: invitation.appointmentTimeArrangeId!, slotId: slot.id };
}

/** Wang applies and a reviewer invites him to an arrangement of his own (the reviewers' side of the portal). */
async function wangApplies(): Promise<void> {
  await saveCompleteResume(t.app, wang, 'campus');
  const [positionId] = await openPositionsFor(t.app, wang, 'campus');
  const delivery = await data<Delivery>(t.app, 'wizard.submit', { applyId: positionId }, wang.headers);
  const at = NOW.toISOString();
  const arrangement = await t.app.db.insertInto('appointment_arrangements').values({ portal_id: 1001, position_id: positionId, title: '复试', created_at: at }).returning('id').executeTakeFirstOrThrow();
  const slot = { arrangement_id: arrangement.id, start_at: '2026-12-01T01:00:00.000Z', end_at: '2026-12-01T02:00:00.000Z', place: '会议室', capacity: 2 };
  await t.app.db.insertInto('appointment_slots').values(slot).execute();
  await inviteToInterview(t.app.db, { deliveryId: delivery.id, arrangementId: arrangement.id, positionTitle: delivery.position!.title, at });
}

beforeAll(async () => {
  t = await startApp();
  [zhang, wang, li] = await Promise.all([login(t.app, DEMO.zhang), login(t.app, DEMO.wang), login(t.app, DEMO.li)]);
  await wangApplies();
  [zhangs, wangs] = await Promise.all([interviewOf(zhang), interviewOf(wang)]);
});
afterAll(() => t.close());

/** Each call with someone else's ids (the caller's own where a second id is needed), and the message it must answer. */
function foreignCalls(mine: Owned, theirs: Owned): Array<[EndpointName, Record<string, unknown>, string]> {
  const delivery = { deliveryId: theirs.deliveryId };
  return [
    ['delivery.open', delivery, '投递记录不存在'],
    ['delivery.delete', delivery, '投递记录不存在'],
    ['delivery.agreeBc', delivery, '投递记录不存在'],
    ['delivery.disagreeBc', delivery, '投递记录不存在'],
    ['delivery.notifications', delivery, '投递记录不存在'],
    ['feedback.save', { ...delivery, rating: 5 }, '投递记录不存在'],
    ['resume.completeResume', delivery, '投递记录不存在'],
    ['delivery.notificationConfirm', { notificationId: theirs.notificationId, slotId: theirs.slotId }, '通知不存在'],
    ['delivery.notificationConfirm', { notificationId: theirs.notificationId, slotId: mine.slotId }, '通知不存在'],
    ['delivery.notificationConfirm', { notificationId: mine.notificationId, slotId: theirs.slotId }, '面试时段不存在'],
    ['appointment.list', { appointmentTimeArrangeId: theirs.arrangementId }, '面试安排不存在'],
  ];
}

describe('two candidates of one portal', () => {
  it("answer NOT_FOUND for each other's applications, notifications, arrangements and slots, both ways", async () => {
    for (const [me, mine, theirs] of [
      [wang, wangs, zhangs],
      [zhang, zhangs, wangs],
    ] as const) {
      for (const [name, params, message] of foreignCalls(mine, theirs)) {
        const answer = await call(t.app, name, params, me.headers);
        expect(answer.body, `${me.user.name} ${name} ${JSON.stringify(params)}`).toMatchObject({ success: false, errorCode: 'NOT_FOUND', errorMessage: message });
      }
    }
  });

  it("leave each other's data as it was", async () => {
    const list = (await data<Paged<Delivery>>(t.app, 'delivery.search', { pageSize: 50 }, zhang.headers)).list;
    expect(list).toHaveLength(9);
    expect(list.find((d) => d.status === 'passed')?.backgroundCheck).toBe('pending');
    expect(list.find((d) => d.status === 'reviewing')?.feedbackOpen).toBe(true);
    expect(list.find((d) => d.id === zhangs.deliveryId)?.unread).toBeGreaterThan(0);
    const slots = await data<Array<{ taken: number }>>(t.app, 'appointment.list', { appointmentTimeArrangeId: zhangs.arrangementId }, zhang.headers);
    expect(slots.every((s) => s.taken === 0)).toBe(true);
    // wang sees his one application and its notification only
    expect((await data<Paged<Delivery>>(t.app, 'delivery.search', {}, wang.headers)).list.map((d) => d.id)).toEqual([wangs.deliveryId]);
    expect((await data<Paged<DeliveryNotification>>(t.app, 'delivery.notifications', {}, wang.headers)).list.map((n) => n.id)).toEqual([wangs.notificationId]);
  });

  it("keep their favourites and applications apart: removing or asking about the other's changes nothing", async () => {
    const theirs = (await data<Paged<CollectedPosition>>(t.app, 'collect.getCareer', {}, zhang.headers)).list;
    expect(theirs).toHaveLength(2);
    expect((await data<Paged<CollectedPosition>>(t.app, 'collect.getCareer', {}, wang.headers)).total).toBe(0);
    expect((await data<Paged<CollectedPosition>>(t.app, 'collect.getCareer', { positionId: theirs[0].id }, wang.headers)).total).toBe(0);
    expect(await data(t.app, 'collect.removeCareer', { positionId: theirs[0].id }, wang.headers)).toEqual({ positionId: theirs[0].id, collected: false });
    expect((await data<Paged<CollectedPosition>>(t.app, 'collect.getCareer', {}, zhang.headers)).total).toBe(2);
    // zhang's application to a position does not count as wang's
    const zhangsPosition = (await data<Delivery>(t.app, 'delivery.open', { deliveryId: zhangs.deliveryId }, zhang.headers)).positionId;
    const check = await data<{ state: string; deliveryId?: number }>(t.app, 'wizard.apply', { applyId: zhangsPosition }, wang.headers);
    expect(check.state).not.toBe('applied');
    expect(check.deliveryId).not.toBe(zhangs.deliveryId);
  });
});

describe('a candidate of another portal', () => {
  it("answers NOT_FOUND for the first portal's ids, and its token is not valid there", async () => {
    const liMine = await interviewOf(li);
    for (const [name, params, message] of foreignCalls(liMine, zhangs)) {
      expect((await call(t.app, name, params, li.headers)).body, name).toMatchObject({ errorCode: 'NOT_FOUND', errorMessage: message });
    }
    const elsewhere = await call(t.app, 'delivery.search', {}, { ...li.headers, 'qx-portal': '1001' });
    expect(elsewhere.status).toBe(401);
  });
});

const everyCall: Array<[EndpointName, Record<string, unknown>]> = [
  ['collect.getCareer', {}],
  ['collect.career', { positionId: 1 }],
  ['collect.removeCareer', { positionId: 1 }],
  ['wizard.apply', { applyId: 1 }],
  ['wizard.submit', { applyId: 1 }],
  ['delivery.search', {}],
  ['delivery.delete', { deliveryId: 1 }],
  ['delivery.open', { deliveryId: 1 }],
  ['delivery.notifications', {}],
  ['delivery.notificationConfirm', { notificationId: 1, slotId: 1 }],
  ['delivery.agreeBc', { deliveryId: 1 }],
  ['delivery.disagreeBc', { deliveryId: 1 }],
  ['appointment.list', { appointmentTimeArrangeId: 1 }],
  ['feedback.save', { deliveryId: 1, rating: 5 }],
];

describe('guests and reviewers', () => {
  it('answers a guest, and a made-up token, with HTTP 401 on every call', async () => {
    for (const [name, params] of everyCall) {
      for (const headers of [{}, { 'x-portal-token': 'made-up' }] as Array<Record<string, string>>) {
        const answer = await call(t.app, name, params, headers);
        expect(answer.status, name).toBe(401);
        expect(answer.body).toMatchObject({ success: false, errorCode: 'UNAUTHORIZED', showType: 0 });
      }
    }
  });

  it('refuses a reviewer (domain censor) with HTTP 403 on every call', async () => {
    const reviewer = await t.app.db
      .insertInto('users')
      .values({ portal_id: 1001, domain: 'censor', name: '审核员', mobile: '13900000099', email: null, password_hash: 'x', created_at: NOW.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await issueToken(t.app.db, 1001, 'censor', NOW, reviewer.id);
    for (const [name, params] of everyCall) {
      const answer = await call(t.app, name, params, { 'x-portal-token': token, 'x-portal-domain': 'censor', 'qx-portal': '1001' });
      expect(answer.status, name).toBe(403);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
    }
  });
});
