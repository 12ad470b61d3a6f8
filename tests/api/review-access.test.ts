// Who may call what: candidates never reach the reviewers' calls nor reviewers the candidates'; a reviewer sees only
// the applications, sign-ups and photos of their own units' candidates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Delivery, DeliveryNotification } from '@/src/core/application-api';
import { endpoints, type EndpointName } from '@/src/core/endpoints';
import type { Paged } from '@/src/core/envelope';
import type { ReviewDetail, ReviewItem } from '@/src/core/review-api';
import { call, data, startApp, type TestApp } from './helpers';
import { DEMO, login, openPositionsFor, saveCompleteResume, type Session } from './candidates';
import { deliveriesToUnits, REVIEWERS, reviewerLogin } from './review-helpers';

let t: TestApp;
let chen: Session;
let zhou: Session;
let liu: Session;
let sun: Session;
let wang: Session;
beforeAll(async () => {
  t = await startApp();
  [chen, zhou, liu, sun, wang] = await Promise.all([
    reviewerLogin(t.app, REVIEWERS.chen),
    reviewerLogin(t.app, REVIEWERS.zhou),
    reviewerLogin(t.app, REVIEWERS.liu),
    reviewerLogin(t.app, REVIEWERS.sun),
    login(t.app, DEMO.wang),
  ]);
});
afterAll(() => t.close());

const names = Object.keys(endpoints) as EndpointName[];
const censorCalls = names.filter((n) => endpoints[n].path.startsWith('/censor/'));
// userinfo.* is the signed-in user's own account (a reviewer changes their own password there)
const candidateCalls = names.filter((n) => endpoints[n].path.startsWith('/usercenter/') && !n.startsWith('userinfo.'));
const params = { deliveryId: 1, draftId: 1, noticeId: 1, activityId: 1, revision: 0, userId: 1, unitId: 1, disabled: true, action: 'start', applyId: 1, positionId: 1, notificationId: 1, slotId: 1, rating: 5, templateId: 'campus', values: {}, version: 0 };
const listOf = async (s: Session) => (await data<Paged<ReviewItem>>(t.app, 'review.search', { pageSize: 50 }, s.headers)).list.map((i) => i.id);

describe('domains', () => {
  it('refuses a candidate token on every call of the censor domain with 403 FORBIDDEN, and a guest with 401', async () => {
    expect(censorCalls).toEqual(expect.arrayContaining(['review.positions', 'review.search', 'review.view', 'review.decide', 'publish.saveDraft', 'publish.close', 'publish.saveNoticeDraft', 'publish.withdrawNotice', 'publish.saveActivityDraft', 'publish.closeActivity', 'admin.saveAccount', 'admin.audit']));
    for (const name of censorCalls) {
      // admin.saveAccount's values have a shape of their own: a valid one, so that the refusal is the role's
      const values = name === 'admin.saveAccount' ? { name: 'x', mobile: '13900000099', roles: ['reviewer'], unitIds: [] } : params.values;
      const answer = await call(t.app, name, { ...params, values }, wang.headers);
      expect(answer.status, name).toBe(403);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'FORBIDDEN', errorMessage: '无权访问' });
      expect((await call(t.app, name, { ...params, values }, { 'qx-portal': '1001' })).status, name).toBe(401);
    }
  });

  it("refuses a reviewer token on the candidates' calls with 403 FORBIDDEN", async () => {
    expect(candidateCalls.length).toBeGreaterThan(15);
    for (const name of candidateCalls) {
      const answer = await call(t.app, name, params, chen.headers);
      expect(answer.status, name).toBe(403);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'FORBIDDEN', errorMessage: '无权访问' });
    }
  });

  it("does not take a reviewer's token in another portal", async () => {
    expect((await call(t.app, 'review.search', {}, { ...liu.headers, 'qx-portal': '1001' })).status).toBe(401);
  });
});

describe('units', () => {
  it("shows a reviewer bound to another unit nothing of the first reviewer's applications", async () => {
    const chens = await listOf(chen);
    const zhous = await listOf(zhou);
    expect(chens).not.toEqual([]);
    expect(zhous.sort((a, b) => a - b)).toEqual(await deliveriesToUnits(t.app, 1001, REVIEWERS.zhou.units));
    expect(zhous.filter((id) => chens.includes(id))).toEqual([]);
    for (const id of chens) {
      expect((await call(t.app, 'review.view', { deliveryId: id }, zhou.headers)).body).toMatchObject({ errorCode: 'NOT_FOUND' });
      expect((await call(t.app, 'review.decide', { deliveryId: id, action: 'start' }, zhou.headers)).body).toMatchObject({ errorCode: 'NOT_FOUND' });
    }
  });

  it('keeps the army portal apart the same way, and a reviewer of one portal out of the other', async () => {
    const lius = await listOf(liu);
    const suns = await listOf(sun);
    expect(lius.sort((a, b) => a - b)).toEqual(await deliveriesToUnits(t.app, 1002, REVIEWERS.liu.units));
    expect(suns.sort((a, b) => a - b)).toEqual(await deliveriesToUnits(t.app, 1002, REVIEWERS.sun.units));
    expect(suns.filter((id) => lius.includes(id))).toEqual([]);
    expect((await call(t.app, 'review.view', { deliveryId: lius[0] }, chen.headers)).body).toMatchObject({ errorCode: 'NOT_FOUND' });
  });
});

describe("the candidate's photo", () => {
  let photo: string;
  const viewPhoto = async (s: Session) => (await t.app.inject({ method: 'GET', url: `/pt/portal/file/view/${photo}`, headers: s.headers })).statusCode;

  beforeAll(async () => {
    await saveCompleteResume(t.app, wang, 'campus');
    const resume = await data<{ values: { personal: { basicInfo: { photo: string } } } }>(t.app, 'resume.view', {}, wang.headers);
    photo = resume.values.personal.basicInfo.photo;
  });

  it('is hidden from reviewers while the candidate has no application to their units, a draft included', async () => {
    expect(await viewPhoto(wang)).toBe(200);
    expect(await viewPhoto(chen)).toBe(404);
    const social = await openPositionsFor(t.app, wang, 'social');
    const inTree = await t.app.db.selectFrom('positions').select('id').where('id', 'in', social).where('unit_id', 'in', [...REVIEWERS.chen.units]).executeTakeFirstOrThrow();
    expect((await call<{ state: string }>(t.app, 'wizard.apply', { applyId: inTree.id }, wang.headers)).body.data?.state).toBe('incomplete');
    expect(await viewPhoto(chen)).toBe(404);
  });

  it("shows the reviewers of the units applied to, and nobody else's reviewers", async () => {
    const campus = await openPositionsFor(t.app, wang, 'campus');
    const inTree = await t.app.db.selectFrom('positions').select('id').where('id', 'in', campus).where('unit_id', 'in', [...REVIEWERS.chen.units]).executeTakeFirstOrThrow();
    await data<Delivery>(t.app, 'wizard.submit', { applyId: inTree.id }, wang.headers);
    const res = await t.app.inject({ method: 'GET', url: `/pt/portal/file/view/${photo}`, headers: chen.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(await viewPhoto(zhou)).toBe(404);
    expect(await viewPhoto(liu)).toBe(404);
  });

  it('is hidden again from a reviewer whose reviewer role is taken away', async () => {
    expect(await viewPhoto(chen)).toBe(200);
    const chenId = (await t.app.db.selectFrom('users').select('id').where('domain', '=', 'censor').where('mobile', '=', REVIEWERS.chen.mobile).executeTakeFirstOrThrow()).id;
    await t.app.db.deleteFrom('censor_roles').where('user_id', '=', chenId).execute();
    try {
      expect(await viewPhoto(chen)).toBe(404);
    } finally {
      await t.app.db.insertInto('censor_roles').values({ user_id: chenId, role: 'reviewer' }).execute();
    }
  });
});

describe('activity sign-ups', () => {
  it("show to the reviewers of the fair's units, who decide them like applications", async () => {
    // fair 2 takes units 2 and 3, below chen's unit 1
    const signUp = await data<Delivery>(t.app, 'wizard.submit', { applyId: 2, tag: '2' }, wang.headers);
    const listed = await data<Paged<ReviewItem>>(t.app, 'review.search', { tag: '2' }, chen.headers);
    expect(listed.list).toEqual([expect.objectContaining({ id: signUp.id, tag: '2', position: null, activity: expect.objectContaining({ id: 2, title: '华东地区高校专场招聘会' }) })]);
    expect(await listOf(zhou)).not.toContain(signUp.id);

    const detail = await data<ReviewDetail>(t.app, 'review.view', { deliveryId: signUp.id }, chen.headers);
    expect(detail.resume.template.id).toBe('campus');
    await data(t.app, 'review.decide', { deliveryId: signUp.id, action: 'start' }, chen.headers);
    await data(t.app, 'review.decide', { deliveryId: signUp.id, action: 'pass' }, chen.headers);
    const notes = await data<Paged<DeliveryNotification>>(t.app, 'delivery.notifications', { deliveryId: signUp.id }, wang.headers);
    expect(notes.list[0]).toMatchObject({ title: '报名状态更新：资格审查通过' });
    expect(notes.list[0].body).toContain('华东地区高校专场招聘会');
  });
});
