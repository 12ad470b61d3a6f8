// delivery.notifications, delivery.notificationConfirm and appointment.list: the interview invitation of the seed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryStatusLabels, type AppointmentSlot, type Delivery, type DeliveryNotification } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';
import { inviteToInterview } from '@/server/applications/appointments';
import { call, data, NOW, startApp, type TestApp } from './helpers';
import { DEMO, login, saveCompleteResume, type Session } from './candidates';

let t: TestApp;
let zhang: Session;
let invitation: DeliveryNotification;
beforeAll(async () => {
  t = await startApp();
  zhang = await login(t.app, DEMO.zhang);
  invitation = (await notifications()).list.find((n) => n.kind === 'interview')!;
});
afterAll(() => t.close());

function notifications(params: Record<string, unknown> = {}, session = zhang) {
  return data<Paged<DeliveryNotification>>(t.app, 'delivery.notifications', { pageSize: 50, ...params }, session.headers);
}
const slotsOf = (arrangementId: number, session = zhang) => data<AppointmentSlot[]>(t.app, 'appointment.list', { appointmentTimeArrangeId: arrangementId }, session.headers);
const confirm = (notificationId: number, slotId: number, session = zhang) =>
  call<DeliveryNotification>(t.app, 'delivery.notificationConfirm', { notificationId, slotId }, session.headers);

describe('notifications', () => {
  it('lists the status, background check and interview notifications newest first', async () => {
    const page = await notifications();
    expect(new Set(page.list.map((n) => n.kind))).toEqual(new Set(['status', 'backgroundCheck', 'interview']));
    const times = page.list.map((n) => n.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(invitation).toMatchObject({ title: '面试邀请', read: false, confirmedAt: null, appointmentTimeArrangeId: expect.any(Number) });
    expect(page.list.find((n) => n.kind === 'status')).not.toHaveProperty('appointmentTimeArrangeId');
  });

  it("names each message's kind and parameters: the invitation its slots' span, its Chinese text in Beijing time", async () => {
    const page = await notifications();
    const title = invitation.messageParams!.title;
    // the seed's slots: 2026-11-26 01:00Z (09:00 in Beijing) to 2026-11-27 03:30Z (11:30)
    expect(invitation).toMatchObject({
      messageKind: 'interviewInvitation',
      messageParams: { positionId: expect.any(Number), title, from: '2026-11-26T01:00:00.000Z', to: '2026-11-27T03:30:00.000Z' },
      body: `您投递的职位“${title}”已安排面试（2026-11-26 09:00 至 2026-11-27 11:30），请选择面试时间。`,
    });
    const check = page.list.find((n) => n.kind === 'backgroundCheck')!;
    expect(check).toMatchObject({ messageKind: 'backgroundCheckRequest', title: '背景调查授权确认', messageParams: { positionId: expect.any(Number) } });
    const statuses = page.list.filter((n) => n.kind === 'status');
    for (const n of statuses) {
      expect(n.messageKind).toBe('deliveryStatus');
      expect(n.title).toBe(`投递状态更新：${deliveryStatusLabels[n.messageParams!.status!]['zh-CN']}`);
    }
    expect(new Set(statuses.map((n) => n.messageParams!.status))).toContain('passed');
  });

  it("narrows to one application's notifications, and pages", async () => {
    const own = await notifications({ deliveryId: invitation.deliveryId });
    expect(own.list.every((n) => n.deliveryId === invitation.deliveryId)).toBe(true);
    expect(own.list.map((n) => n.id)).toContain(invitation.id);
    const first = await notifications({ pageSize: 2 });
    expect(first.list).toHaveLength(2);
    expect(first.total).toBeGreaterThan(2);
    const bad = await call(t.app, 'delivery.notifications', { deliveryId: 'abc' }, zhang.headers);
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toContain('deliveryId');
    expect((await call(t.app, 'delivery.notifications', { deliveryId: 999999 }, zhang.headers)).body.errorCode).toBe('NOT_FOUND');
  });
});

describe('interview times', () => {
  it('shows the three slots of the invitation, none taken yet', async () => {
    const slots = await slotsOf(invitation.appointmentTimeArrangeId!);
    expect(slots).toHaveLength(3);
    expect(slots.map((s) => [s.capacity, s.taken, s.chosen])).toEqual([
      [1, 0, false],
      [3, 0, false],
      [5, 0, false],
    ]);
    expect(slots[0].start < slots[0].end && slots[0].end <= slots[1].start).toBe(true);
    expect(slots[0].place.length).toBeGreaterThan(0);
  });

  it('confirms a slot, may move to another one, and the invitation is read and confirmed', async () => {
    const [, second, third] = await slotsOf(invitation.appointmentTimeArrangeId!);
    const answer = await confirm(invitation.id, second.id);
    expect(answer.body).toMatchObject({ success: true, data: { id: invitation.id, read: true, confirmedAt: NOW.toISOString() } });
    expect((await slotsOf(invitation.appointmentTimeArrangeId!)).map((s) => [s.taken, s.chosen])).toEqual([
      [0, false],
      [1, true],
      [0, false],
    ]);
    expect((await confirm(invitation.id, third.id)).body.success).toBe(true);
    expect((await slotsOf(invitation.appointmentTimeArrangeId!)).map((s) => [s.taken, s.chosen])).toEqual([
      [0, false],
      [0, false],
      [1, true],
    ]);
  });

  it('refuses a full slot with SLOT_FULL, to somebody else invited to the same times', async () => {
    const [first, second] = await slotsOf(invitation.appointmentTimeArrangeId!);
    expect((await confirm(invitation.id, first.id)).body.success).toBe(true);
    // another candidate applies to the position and is invited to the same arrangement
    const wang = await login(t.app, DEMO.wang);
    const interviewed = await data<Delivery>(t.app, 'delivery.open', { deliveryId: invitation.deliveryId }, zhang.headers);
    await saveCompleteResume(t.app, wang, interviewed.position?.recruitType === 'campus' ? 'campus' : 'social');
    const theirs = await data<Delivery>(t.app, 'wizard.submit', { applyId: interviewed.positionId }, wang.headers);
    const at = NOW.toISOString();
    const invited = await inviteToInterview(t.app.db, { deliveryId: theirs.id, arrangementId: invitation.appointmentTimeArrangeId!, positionTitle: theirs.position!.title, at });
    expect((await slotsOf(invitation.appointmentTimeArrangeId!, wang)).map((s) => [s.taken, s.chosen])).toEqual([
      [1, false],
      [0, false],
      [0, false],
    ]);
    const full = await confirm(invited, first.id, wang);
    expect(full.body).toMatchObject({ success: false, errorCode: 'SLOT_FULL', errorMessage: '该时段已满', showType: 2 });
    expect((await confirm(invited, second.id, wang)).body.data).toMatchObject({ confirmedAt: at });
    // the holder may confirm the slot they hold again
    expect((await confirm(invitation.id, first.id)).body.success).toBe(true);
  });

  it('answers NOT_FOUND for a slot of another arrangement and NOT_AN_INVITATION for other notifications', async () => {
    const otherSlot = await t.app.db
      .selectFrom('appointment_slots')
      .select('id')
      .where('arrangement_id', '<>', invitation.appointmentTimeArrangeId!)
      .executeTakeFirstOrThrow();
    for (const slotId of [otherSlot.id, 999999]) {
      expect((await confirm(invitation.id, slotId)).body).toMatchObject({ success: false, errorCode: 'NOT_FOUND', errorMessage: '面试时段不存在' });
    }
    const status = (await notifications()).list.find((n) => n.kind === 'status')!;
    expect((await confirm(status.id, otherSlot.id)).body).toMatchObject({ success: false, errorCode: 'NOT_AN_INVITATION' });
    expect((await confirm(999999, otherSlot.id)).body).toMatchObject({ errorCode: 'NOT_FOUND', errorMessage: '通知不存在' });
  });

  it('refuses bad input with HTTP 400 and unknown arrangements with NOT_FOUND', async () => {
    for (const [params, field] of [
      [{ slotId: 1 }, 'notificationId'],
      [{ notificationId: invitation.id }, 'slotId'],
      [{ notificationId: invitation.id, slotId: 'two' }, 'slotId'],
    ] as const) {
      const answer = await call(t.app, 'delivery.notificationConfirm', params, zhang.headers);
      expect(answer.status).toBe(400);
      expect(answer.body.errorMessage).toContain(field);
    }
    const bad = await call(t.app, 'appointment.list', { appointmentTimeArrangeId: 'x' }, zhang.headers);
    expect(bad.status).toBe(400);
    expect((await call(t.app, 'appointment.list', { appointmentTimeArrangeId: 999999 }, zhang.headers)).body).toMatchObject({
      errorCode: 'NOT_FOUND',
      errorMessage: '面试安排不存在',
    });
  });
});
