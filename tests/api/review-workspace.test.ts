// The review workspace: a reviewer lists the applications of their units, reads one with the candidate's resume,
// starts, passes or fails the qualification review; the candidate sees the status, its date and a notification.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplyCheck, Delivery, DeliveryNotification } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';
import type { ResumeDocument } from '@/src/core/resume-api';
import type { ReviewDetail, ReviewItem, ReviewPosition } from '@/src/core/review-api';
import { call, data, NOW, startApp, type TestApp } from './helpers';
import { DEMO, login, openPositionsFor, saveCompleteResume, type Session } from './candidates';
import { deliveriesToUnits, REVIEWERS, reviewerLogin } from './review-helpers';

let t: TestApp;
let chen: Session;
let wang: Session;
beforeAll(async () => {
  t = await startApp();
  [chen, wang] = await Promise.all([reviewerLogin(t.app, REVIEWERS.chen), login(t.app, DEMO.wang)]);
});
afterAll(() => t.close());

const search = async (params: Record<string, unknown> = {}) => data<Paged<ReviewItem>>(t.app, 'review.search', { pageSize: 50, ...params }, chen.headers);
const decide = (deliveryId: number, action: string, comment?: string) => call<ReviewDetail>(t.app, 'review.decide', { deliveryId, action, comment }, chen.headers);

/** Wang applies to a campus position of unit 1's tree and answers the application. */
async function wangApplies(): Promise<Delivery> {
  await saveCompleteResume(t.app, wang, 'campus');
  const open = await openPositionsFor(t.app, wang, 'campus');
  const inTree = await t.app.db.selectFrom('positions').select('id').where('id', 'in', open).where('unit_id', 'in', [...REVIEWERS.chen.units]).orderBy('id').executeTakeFirstOrThrow();
  return data<Delivery>(t.app, 'wizard.submit', { applyId: inTree.id }, wang.headers);
}

describe('the list of the reviewer\'s units', () => {
  it('signs the reviewer in on the censor domain', () => {
    expect(chen.user).toMatchObject({ name: '陈静', domain: 'censor', mobile: REVIEWERS.chen.mobile });
  });

  it('answers the positions of the units and the units below them', async () => {
    const positions = await data<ReviewPosition[]>(t.app, 'review.positions', {}, chen.headers);
    const expected = await t.app.db.selectFrom('positions').select('id').where('unit_id', 'in', [...REVIEWERS.chen.units]).execute();
    expect(positions.map((p) => p.id).sort((a, b) => a - b)).toEqual(expected.map((p) => p.id).sort((a, b) => a - b));
    expect(new Set(positions.map((p) => p.unitName))).toEqual(new Set(['华夏能源集团有限公司', '华夏能源江苏发电有限公司', '华夏能源数字科技有限公司']));
  });

  it('lists every application to those units, newest first, with the candidate and the actions allowed', async () => {
    const page = await search();
    expect(page.list.map((i) => i.id).sort((a, b) => a - b)).toEqual(await deliveriesToUnits(t.app, 1001, REVIEWERS.chen.units));
    expect(page.total).toBe(page.list.length);
    const times = page.list.map((i) => i.submittedAt ?? '');
    expect(times).toEqual([...times].sort().reverse());
    const submitted = page.list.find((i) => i.status === 'submitted')!;
    expect(submitted).toMatchObject({ tag: '1', activity: null, candidate: { name: '张明', mobile: DEMO.zhang.mobile }, actions: ['start'] });
    expect(page.list.find((i) => i.status === 'passed')?.actions).toEqual([]);
    expect(page.list.find((i) => i.status === 'applying')?.actions).toEqual(['start']);
  });

  it('filters by position, status, tag and the candidate\'s name', async () => {
    const all = (await search()).list;
    const one = all[0];
    expect((await search({ positionId: one.position!.id })).list.map((i) => i.id)).toEqual([one.id]);
    const passed = await search({ status: 'passed' });
    expect(passed.total).toBeGreaterThan(0);
    expect(passed.list.every((i) => i.status === 'passed')).toBe(true);
    expect((await search({ keyword: '张' })).total).toBe(all.length);
    expect((await search({ keyword: '王芳' })).total).toBe(0);
    expect((await search({ tag: '2' })).total).toBe(0);
    expect((await call(t.app, 'review.search', { status: 'draft' }, chen.headers)).status).toBe(400);
  });
});

describe('reading and deciding one application', () => {
  let application: Delivery;
  let saved: ResumeDocument;

  beforeAll(async () => {
    application = await wangApplies();
    saved = await data<ResumeDocument>(t.app, 'resume.view', {}, wang.headers);
  });

  it("answers the candidate and the resume exactly as the candidate saved it, in the position's template", async () => {
    const detail = await data<ReviewDetail>(t.app, 'review.view', { deliveryId: application.id }, chen.headers);
    expect(detail).toMatchObject({ id: application.id, status: 'submitted', candidate: { name: '王芳', mobile: DEMO.wang.mobile, email: null }, actions: ['start'] });
    expect(detail.history).toEqual([{ status: 'submitted', at: NOW.toISOString() }]);
    expect(detail.resume).toEqual(saved);
    expect(detail.resume.template.id).toBe('campus');
  });

  it('refuses a move the status does not allow with TRANSITION_REFUSED, and a fail without a comment', async () => {
    expect((await decide(application.id, 'pass')).body).toMatchObject({ success: false, errorCode: 'TRANSITION_REFUSED', errorMessage: '当前状态不能进行该操作', showType: 2 });
    expect((await decide(application.id, 'fail', '不符合')).body).toMatchObject({ errorCode: 'TRANSITION_REFUSED' });
    expect((await decide(application.id, 'start')).body).toMatchObject({ success: true, data: { status: 'reviewing', actions: ['pass', 'fail'] } });
    expect((await decide(application.id, 'start')).body).toMatchObject({ errorCode: 'TRANSITION_REFUSED' });
    expect((await decide(application.id, 'fail')).body).toMatchObject({ success: false, errorCode: 'COMMENT_REQUIRED', errorMessage: '请填写不通过的原因' });
    expect((await decide(application.id, 'fail', '   ')).body).toMatchObject({ errorCode: 'COMMENT_REQUIRED' });
    expect((await decide(application.id, 'fail', '长'.repeat(501))).status).toBe(400);
    expect((await decide(application.id, 'approve')).status).toBe(400);
    expect((await data<Delivery>(t.app, 'delivery.open', { deliveryId: application.id }, wang.headers)).status).toBe('reviewing');
  });

  it('passes the review: the candidate sees 资格审查通过 with its date, the comment and a notification', async () => {
    const passed = await decide(application.id, 'pass', '材料齐全，资格审查通过');
    // the reviewer may undo their decision for 10 minutes (review-undo.test.ts)
    expect(passed.body.data).toMatchObject({ status: 'passed', actions: ['undo'] });
    expect(passed.body.data?.history.map((e) => e.status)).toEqual(['submitted', 'reviewing', 'passed']);

    const notes = await data<Paged<DeliveryNotification>>(t.app, 'delivery.notifications', { deliveryId: application.id }, wang.headers);
    expect(notes.list[0]).toMatchObject({ kind: 'status', title: '投递状态更新：资格审查通过', read: false, createdAt: NOW.toISOString() });
    expect(notes.list[0].body).toBe(`您投递的职位“${application.position!.title}”状态已更新为“资格审查通过”。`);
    // the kind and its parameters, for a client to word the message in its reader's language
    expect(notes.list[0]).toMatchObject({
      messageKind: 'deliveryStatus',
      messageParams: { status: 'passed', positionId: application.position!.id, title: application.position!.title },
    });
    const seen = await data<Delivery>(t.app, 'delivery.open', { deliveryId: application.id }, wang.headers);
    expect(seen).toMatchObject({ status: 'passed', withdrawable: false, updatedAt: NOW.toISOString() });
    expect(seen.history.at(-1)).toEqual({ status: 'passed', at: NOW.toISOString(), comment: '材料齐全，资格审查通过' });
    expect((await decide(application.id, 'fail', '改判')).body).toMatchObject({ errorCode: 'TRANSITION_REFUSED' });
  });

  it('fails a review with its reason in the history', async () => {
    const [target] = (await search({ status: 'applying' })).list;
    await decide(target.id, 'start');
    const failed = await decide(target.id, 'fail', '专业方向与岗位要求不符');
    expect(failed.body.data).toMatchObject({ status: 'failed' });
    expect(failed.body.data?.history.at(-1)).toEqual({ status: 'failed', at: NOW.toISOString(), comment: '专业方向与岗位要求不符' });
  });

  it("answers NOT_FOUND for another unit's application, a draft and an unknown id", async () => {
    const elsewhere = await deliveriesToUnits(t.app, 1001, REVIEWERS.zhou.units);
    expect(elsewhere.length).toBeGreaterThan(0);
    // a social position of the reviewer's units: wang's campus resume lacks answers for it, so a draft waits
    const social = await openPositionsFor(t.app, wang, 'social');
    const inTree = await t.app.db.selectFrom('positions').select('id').where('id', 'in', social).where('unit_id', 'in', [...REVIEWERS.chen.units]).executeTakeFirstOrThrow();
    const check = (await call<ApplyCheck>(t.app, 'wizard.apply', { applyId: inTree.id }, wang.headers)).body.data!;
    expect(check.state).toBe('incomplete');
    for (const id of [elsewhere[0], check.deliveryId!, 999999]) {
      expect((await call(t.app, 'review.view', { deliveryId: id }, chen.headers)).body).toMatchObject({ success: false, errorCode: 'NOT_FOUND', errorMessage: '投递记录不存在' });
      expect((await decide(id, 'start')).body).toMatchObject({ success: false, errorCode: 'NOT_FOUND', errorMessage: '投递记录不存在' });
    }
    expect((await search()).list.map((i) => i.id)).not.toContain(check.deliveryId);
    const untouched = await t.app.db.selectFrom('deliveries').select('status').where('id', '=', elsewhere[0]).executeTakeFirstOrThrow();
    expect(untouched.status).not.toBe('reviewing');
  });
});
