// Signing up for an activity (wizard.apply / wizard.submit with tag '2'): the activity's resume template through a
// draft and resume.completeResume, places and deadlines enforced, and the sign-up followed like an application.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplyCheck, Delivery } from '@/src/core/application-api';
import type { Activity } from '@/src/core/entities';
import type { Paged } from '@/src/core/envelope';
import type { CompleteResumeDocument } from '@/src/core/resume-api';
import { call, data, NOW, startApp, type TestApp } from './helpers';
import { DEMO, login, openPositionsFor, saveCompleteResume, type Session } from './candidates';

let t: TestApp;
let wang: Session;
let zhang: Session;
beforeAll(async () => {
  t = await startApp();
  [wang, zhang] = await Promise.all([login(t.app, DEMO.wang), login(t.app, DEMO.zhang)]);
});
afterAll(() => t.close());

const apply = (s: Session, applyId: number) => call<ApplyCheck>(t.app, 'wizard.apply', { applyId, tag: '2' }, s.headers);
const submit = (s: Session, applyId: number) => call<Delivery | ApplyCheck>(t.app, 'wizard.submit', { applyId, tag: '2' }, s.headers);
const signedUp = async (id: number) => (await data<Activity>(t.app, 'activity.view', { id }, { 'qx-portal': '1001' })).signedUp;
const deliveries = async (s: Session, params: Record<string, unknown> = {}) => (await data<Paged<Delivery>>(t.app, 'delivery.search', { pageSize: 50, ...params }, s.headers)).list;

describe('signing up with an incomplete resume, then completing it', () => {
  // the campus preach of portal 1001: 2000 places, 856 taken, sign-up asks for the campus resume
  const ACTIVITY = 1;
  let draftId: number;

  it("answers incomplete with the activity, its template and a draft for completeResume in the activity's template", async () => {
    const check = (await apply(wang, ACTIVITY)).body.data!;
    expect(check).toMatchObject({ tag: '2', state: 'incomplete', templateId: 'campus', activity: { id: ACTIVITY, title: '2027届校园招聘空中宣讲会', signUp: { state: 'open' } } });
    expect(check.position).toBeUndefined();
    draftId = check.deliveryId!;
    const doc = await data<CompleteResumeDocument>(t.app, 'resume.completeResume', { deliveryId: draftId }, wang.headers);
    expect(doc).toMatchObject({ deliveryId: draftId, positionTitle: '2027届校园招聘空中宣讲会' });
    expect(doc.template.id).toBe('campus');
    expect(doc.missing.length).toBe(check.missing.reduce((n, m) => n + m.count, 0));
    const refused = await submit(wang, ACTIVITY);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'RESUME_INCOMPLETE', data: { tag: '2', state: 'incomplete', deliveryId: draftId } });
    expect(await deliveries(wang)).toEqual([]);
    expect(await signedUp(ACTIVITY)).toBe(856);
  });

  it('submits the draft once the resume is complete: a sign-up with its activity, one more place taken', async () => {
    await saveCompleteResume(t.app, wang, 'campus');
    expect((await apply(wang, ACTIVITY)).body.data).toMatchObject({ state: 'ready', missing: [], deliveryId: draftId });
    const answer = await submit(wang, ACTIVITY);
    expect(answer.body).toMatchObject({ success: true });
    expect(answer.body.data).toMatchObject({
      id: draftId,
      tag: '2',
      positionId: null,
      position: null,
      activity: { id: ACTIVITY, title: '2027届校园招聘空中宣讲会', place: '线上直播', startTime: '2026-11-28T19:00:00+08:00' },
      status: 'submitted',
      submittedAt: NOW.toISOString(),
      withdrawable: true,
      history: [{ status: 'submitted', at: NOW.toISOString() }],
    });
    expect(await signedUp(ACTIVITY)).toBe(857);
  });

  it('refuses a second sign-up with ALREADY_APPLIED and answers applied', async () => {
    expect((await submit(wang, ACTIVITY)).body).toMatchObject({ success: false, errorCode: 'ALREADY_APPLIED', errorMessage: '您已报名该活动' });
    expect((await apply(wang, ACTIVITY)).body.data).toMatchObject({ state: 'applied', deliveryId: draftId });
    expect(await signedUp(ACTIVITY)).toBe(857);
  });

  it('lists the sign-up beside the applications, filtered by tag, and opens it', async () => {
    const [positionId] = await openPositionsFor(t.app, wang, 'campus');
    const application = await data<Delivery>(t.app, 'wizard.submit', { applyId: positionId }, wang.headers);
    expect(application).toMatchObject({ tag: '1', positionId, activity: null });
    expect((await deliveries(wang)).map((d) => d.id).sort()).toEqual([draftId, application.id].sort());
    expect((await deliveries(wang, { tag: '2' })).map((d) => d.id)).toEqual([draftId]);
    expect((await deliveries(wang, { tag: '1' })).map((d) => d.id)).toEqual([application.id]);
    expect(await data<Delivery>(t.app, 'delivery.open', { deliveryId: draftId }, wang.headers)).toMatchObject({ tag: '2', activity: { id: ACTIVITY } });
  });

  it('gives the place back when the sign-up is withdrawn, and takes it again on a new sign-up', async () => {
    expect((await call(t.app, 'delivery.delete', { deliveryId: draftId }, wang.headers)).body).toMatchObject({ success: true });
    expect(await signedUp(ACTIVITY)).toBe(856);
    expect((await deliveries(wang, { tag: '2' }))).toEqual([]);
    expect((await submit(wang, ACTIVITY)).body).toMatchObject({ success: true, data: { tag: '2', status: 'submitted' } });
    expect(await signedUp(ACTIVITY)).toBe(857);
  });
});

describe('refused sign-ups', () => {
  // the activities below ask for the social resume
  beforeAll(async () => {
    await saveCompleteResume(t.app, zhang, 'social');
  });

  it('refuses a full activity with ACTIVITY_FULL, answering full before looking at the resume', async () => {
    // the open day: 60 of 60 places taken
    expect((await apply(zhang, 3)).body.data).toMatchObject({ state: 'full', statusLabel: '报名人数已满', missing: [] });
    expect((await submit(zhang, 3)).body).toMatchObject({ success: false, errorCode: 'ACTIVITY_FULL', errorMessage: '报名人数已满', showType: 2 });
    expect(await signedUp(3)).toBe(60);
  });

  it('takes the last place once: the next candidate finds the activity full', async () => {
    // the workshop: one place left
    await t.app.db.updateTable('activities').set({ capacity: 128 }).where('id', '=', 4).execute();
    expect((await submit(zhang, 4)).body).toMatchObject({ success: true, data: { activity: { id: 4 } } });
    expect(await signedUp(4)).toBe(128);
    await saveCompleteResume(t.app, wang, 'social');
    expect((await submit(wang, 4)).body).toMatchObject({ success: false, errorCode: 'ACTIVITY_FULL' });
    expect(await signedUp(4)).toBe(128);
  });

  it('refuses an activity past its deadline with DEADLINE_PASSED', async () => {
    // the autumn online fair ended in October
    expect((await apply(zhang, 5)).body.data).toMatchObject({ state: 'deadline', statusLabel: '活动已结束' });
    expect((await submit(zhang, 5)).body).toMatchObject({ success: false, errorCode: 'DEADLINE_PASSED', errorMessage: '报名已截止' });
  });

  it("answers NOT_FOUND for an unknown activity and another portal's, and 400 for an unknown tag", async () => {
    for (const id of [4242, 6]) {
      expect((await apply(zhang, id)).body).toMatchObject({ success: false, errorCode: 'NOT_FOUND', errorMessage: '活动不存在' });
      expect((await submit(zhang, id)).body).toMatchObject({ success: false, errorCode: 'NOT_FOUND', errorMessage: '活动不存在' });
    }
    const wrong = await call(t.app, 'wizard.apply', { applyId: 1, tag: '3' }, zhang.headers);
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorMessage).toContain('tag');
  });

  it('needs a signed-in candidate', async () => {
    expect((await call(t.app, 'wizard.submit', { applyId: 1, tag: '2' })).status).toBe(401);
  });
});
