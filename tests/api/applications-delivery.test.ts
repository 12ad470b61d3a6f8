// delivery.search, open, delete, agreeBc, disagreeBc and feedback.save on the seeded demo applications.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Delivery, DeliveryNotification } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';
import { applyTransition } from '@/server/applications/apply-transition';
import { call, data, NOW, startApp, type TestApp } from './helpers';
import { DEMO, login, type Session } from './candidates';

let t: TestApp;
let zhang: Session;
let li: Session;
beforeAll(async () => {
  t = await startApp();
  [zhang, li] = await Promise.all([login(t.app, DEMO.zhang), login(t.app, DEMO.li)]);
});
afterAll(() => t.close());

const search = (params: Record<string, unknown> = {}, session = zhang) => data<Paged<Delivery>>(t.app, 'delivery.search', { pageSize: 50, ...params }, session.headers);
const byStatus = async (status: string, session = zhang) => (await search({ status }, session)).list[0];
const notificationsOf = (deliveryId: number, session = zhang) =>
  data<Paged<DeliveryNotification>>(t.app, 'delivery.notifications', { deliveryId, pageSize: 50 }, session.headers);

describe('the application list', () => {
  it('lists the demo applications in every status, newest first, each with its dated history', async () => {
    const page = await search();
    expect(page.total).toBe(9);
    expect(new Set(page.list.map((d) => d.status))).toEqual(new Set(['submitted', 'processing', 'applying', 'reviewing', 'passed', 'failed', 'ended', 'deadline']));
    const submitted = page.list.map((d) => d.submittedAt!);
    expect(submitted).toEqual([...submitted].sort().reverse());
    for (const d of page.list) {
      expect(d.tag).toBe('1');
      expect(d.history[0].status).toBe('submitted');
      expect(d.history[0].at).toBe(d.submittedAt);
      expect(d.history.at(-1)?.status).toBe(d.status);
      const times = d.history.map((e) => e.at);
      expect(times).toEqual([...times].sort());
      expect(d.withdrawable).toBe(d.status === 'submitted');
    }
    const passed = page.list.find((d) => d.status === 'passed')!;
    expect(passed.history.map((e) => e.status)).toEqual(['submitted', 'processing', 'reviewing', 'passed']);
    expect(passed).toMatchObject({ backgroundCheck: 'pending', position: { status: 'open' } });
    expect(page.list.find((d) => d.status === 'ended')?.position?.status).toBe('closed');
    expect(page.list.find((d) => d.status === 'reviewing')?.feedbackOpen).toBe(true);
  });

  it('filters by status and pages', async () => {
    expect((await search({ status: 'failed' })).list.map((d) => d.status)).toEqual(['failed']);
    const first = await search({ page: 1, pageSize: 4 });
    const third = await search({ page: 3, pageSize: 4 });
    expect([first.list.length, third.list.length, first.total]).toEqual([4, 1, 9]);
    const bad = await call(t.app, 'delivery.search', { status: 'withdrawn' }, zhang.headers);
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toContain('status');
    expect((await call(t.app, 'delivery.search', { status: 'draft' }, zhang.headers)).status).toBe(400);
  });

  it('opens one application with its history and marks its notifications read', async () => {
    const applying = await byStatus('applying');
    expect(applying.unread).toBeGreaterThan(0);
    const opened = await data<Delivery>(t.app, 'delivery.open', { deliveryId: applying.id }, zhang.headers);
    expect(opened).toMatchObject({ id: applying.id, unread: 0, history: applying.history });
    expect((await notificationsOf(applying.id)).list.every((n) => n.read)).toBe(true);
    expect((await byStatus('applying')).unread).toBe(0);
  });
});

describe('withdrawing', () => {
  it('withdraws an application while it is submitted: gone from the list with its history', async () => {
    const submitted = (await search({ status: 'submitted' })).list;
    const withdrawn = submitted[0];
    expect(await data(t.app, 'delivery.delete', { deliveryId: withdrawn.id }, zhang.headers)).toBeNull();
    expect((await search()).list.map((d) => d.id)).not.toContain(withdrawn.id);
    expect((await call(t.app, 'delivery.open', { deliveryId: withdrawn.id }, zhang.headers)).body.errorCode).toBe('NOT_FOUND');
    expect((await call(t.app, 'delivery.delete', { deliveryId: withdrawn.id }, zhang.headers)).body).toMatchObject({ errorCode: 'NOT_FOUND', errorMessage: '投递记录不存在' });
    expect(await t.app.db.selectFrom('delivery_events').select('id').where('delivery_id', '=', withdrawn.id).execute()).toEqual([]);
    // the position may be applied to again
    expect((await data<{ state: string }>(t.app, 'wizard.apply', { applyId: withdrawn.positionId }, zhang.headers)).state).not.toBe('applied');
  });

  it('refuses once review started: after a transition the history and a notification show the new status', async () => {
    const { id } = await byStatus('submitted');
    const at = NOW.toISOString();
    await applyTransition(t.app.db, { deliveryId: id, to: 'processing', at, comment: '已进入流程' });
    const refused = await call(t.app, 'delivery.delete', { deliveryId: id }, zhang.headers);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'WITHDRAW_REFUSED', errorMessage: '审核已开始，不能撤回', showType: 2 });
    const opened = await data<Delivery>(t.app, 'delivery.open', { deliveryId: id }, zhang.headers);
    expect(opened).toMatchObject({ status: 'processing', withdrawable: false, updatedAt: at });
    expect(opened.history.at(-1)).toEqual({ status: 'processing', at, comment: '已进入流程' });
    expect((await notificationsOf(id)).list[0]).toMatchObject({ kind: 'status', title: '投递状态更新：流程处理中', createdAt: at });
    for (const status of ['reviewing', 'failed', 'ended']) {
      const other = await byStatus(status);
      expect((await call(t.app, 'delivery.delete', { deliveryId: other.id }, zhang.headers)).body.errorCode).toBe('WITHDRAW_REFUSED');
    }
  });

  it('refuses a malformed deliveryId with HTTP 400', async () => {
    const answer = await call(t.app, 'delivery.delete', { deliveryId: 'x1' }, zhang.headers);
    expect(answer.status).toBe(400);
    expect(answer.body.errorMessage).toContain('deliveryId');
  });
});

describe('the background check', () => {
  it('is agreed to only while pending', async () => {
    const passed = await byStatus('passed');
    const agreed = await data<Delivery>(t.app, 'delivery.agreeBc', { deliveryId: passed.id }, zhang.headers);
    expect(agreed).toMatchObject({ id: passed.id, backgroundCheck: 'agreed', status: 'passed' });
    for (const name of ['delivery.agreeBc', 'delivery.disagreeBc'] as const) {
      expect((await call(t.app, name, { deliveryId: passed.id }, zhang.headers)).body).toMatchObject({ success: false, errorCode: 'BC_NOT_PENDING', errorMessage: '没有待确认的背景调查' });
    }
    const failed = await byStatus('failed');
    expect((await call(t.app, 'delivery.agreeBc', { deliveryId: failed.id }, zhang.headers)).body.errorCode).toBe('BC_NOT_PENDING');
  });

  it('is refused only while pending, and its notification is read then', async () => {
    const passed = await byStatus('passed', li);
    expect((await notificationsOf(passed.id, li)).list.find((n) => n.kind === 'backgroundCheck')?.read).toBe(false);
    expect(await data<Delivery>(t.app, 'delivery.disagreeBc', { deliveryId: passed.id }, li.headers)).toMatchObject({ backgroundCheck: 'disagreed' });
    expect((await notificationsOf(passed.id, li)).list.find((n) => n.kind === 'backgroundCheck')?.read).toBe(true);
    expect((await call(t.app, 'delivery.agreeBc', { deliveryId: passed.id }, li.headers)).body.errorCode).toBe('BC_NOT_PENDING');
  });

  it('refuses a missing or malformed deliveryId with HTTP 400', async () => {
    for (const params of [{}, { deliveryId: 'abc' }, { deliveryId: 0 }]) {
      const answer = await call(t.app, 'delivery.agreeBc', params, zhang.headers);
      expect(answer.status).toBe(400);
      expect(answer.body.errorMessage).toContain('deliveryId');
    }
  });
});

describe('interview feedback', () => {
  it('is taken once, only when the application is open for it', async () => {
    const reviewing = await byStatus('reviewing');
    expect(reviewing.feedbackOpen).toBe(true);
    expect(await data(t.app, 'feedback.save', { deliveryId: reviewing.id, rating: 4, comment: '面试官很专业' }, zhang.headers)).toBeNull();
    expect((await byStatus('reviewing')).feedbackOpen).toBe(false);
    const stored = await t.app.db.selectFrom('feedback').select(['rating', 'comment']).where('delivery_id', '=', reviewing.id).execute();
    expect(stored).toEqual([{ rating: 4, comment: '面试官很专业' }]);
    expect((await call(t.app, 'feedback.save', { deliveryId: reviewing.id, rating: 5 }, zhang.headers)).body).toMatchObject({
      success: false,
      errorCode: 'FEEDBACK_GIVEN',
      errorMessage: '您已提交过面试反馈',
    });
    const failed = await byStatus('failed');
    expect((await call(t.app, 'feedback.save', { deliveryId: failed.id, rating: 5 }, zhang.headers)).body).toMatchObject({
      errorCode: 'FEEDBACK_NOT_OPEN',
      errorMessage: '该投递暂不能提交面试反馈',
    });
  });

  it('refuses a rating outside 1-5, a missing one and an overlong comment with HTTP 400', async () => {
    const { id } = await byStatus('reviewing', li);
    for (const [params, field] of [
      [{ deliveryId: id, rating: 0 }, 'rating'],
      [{ deliveryId: id, rating: 6 }, 'rating'],
      [{ deliveryId: id, rating: 2.5 }, 'rating'],
      [{ deliveryId: id }, 'rating'],
      [{ rating: 3 }, 'deliveryId'],
      [{ deliveryId: id, rating: 3, comment: '长'.repeat(501) }, 'comment'],
    ] as const) {
      const answer = await call(t.app, 'feedback.save', params, li.headers);
      expect(answer.status, JSON.stringify(params).slice(0, 60)).toBe(400);
      expect(answer.body.errorMessage).toContain(field);
    }
    expect((await byStatus('reviewing', li)).feedbackOpen).toBe(true);
  });
});

describe('statuses the dates make', () => {
  it('ends the undecided applications of a position closed since, with a history row and a notification', async () => {
    const processing = await byStatus('processing', li);
    await t.app.db.updateTable('positions').set({ status: 'closed' }).where('id', '=', processing.positionId).execute();
    const ended = (await search({}, li)).list.find((d) => d.id === processing.id)!;
    expect(ended.status).toBe('ended');
    expect(ended.history.at(-1)).toEqual({ status: 'ended', at: NOW.toISOString() });
    expect((await notificationsOf(processing.id, li)).list[0]).toMatchObject({ kind: 'status', title: '投递状态更新：招聘已结束', read: false });
    // settled once: a second look adds nothing
    expect((await search({}, li)).list.find((d) => d.id === processing.id)?.history).toEqual(ended.history);
  });

  it('leaves a submitted application at deadline once the registration closed', async () => {
    const later = new Date('2027-03-01T04:00:00Z');
    const late = await startApp({ now: () => later });
    try {
      const session = await login(late.app, DEMO.li);
      const list = (await data<Paged<Delivery>>(late.app, 'delivery.search', { pageSize: 50 }, session.headers)).list;
      const original = list.find((d) => d.history.length === 2 && d.history[1].status === 'deadline');
      expect(original?.history[1].at).toBe(later.toISOString());
      // review started before the deadline: only the closing of the recruitment would end it
      expect(list.find((d) => d.history.at(-1)?.status === 'applying')).toBeDefined();
      expect(list.some((d) => d.status === 'submitted')).toBe(false);
    } finally {
      await late.close();
    }
  });
});
