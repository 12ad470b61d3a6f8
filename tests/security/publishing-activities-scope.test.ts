// A publisher reaches only activities all of whose units are theirs: every way in (units in a form, an id in a path
// or a body, a list) is replayed against an activity or draft outside them and answers FORBIDDEN (an id) or names
// the unit (a form) with nothing written; accounts without the role get nothing; script in the body never reaches
// the public answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointName } from '@/src/core/endpoints';
import type { Activity } from '@/src/core/entities';
import { call, data, startApp, type TestApp } from '../api/helpers';
import { DEMO, login, type Session } from '../api/candidates';
import { REVIEWERS, reviewerLogin } from '../api/review-helpers';
import { PUBLISHERS, publisherLogin } from '../api/publishing-calls';
import { activityForm } from '../api/publishing-activities-calls';

let t: TestApp;
let wang: Session;
/** a draft of unit 4 (中科启明), outside 王磊's unit 1 */
let outsideDraft: number;
/** the autumn online fair of portal 1001: units 1 (王磊's) and 4 to 7 (not) */
const MIXED_ACTIVITY = 5;
/** an activity of portal 1002 */
const OTHER_PORTAL_ACTIVITY = 6;
/** 王磊's fair of units 2 and 3 */
const OWN_ACTIVITY = 2;
beforeAll(async () => {
  t = await startApp();
  wang = await publisherLogin(t.app, PUBLISHERS.wang);
  const at = new Date().toISOString();
  const body = JSON.stringify({ title: '别人的活动草稿', unitCodes: ['U4'] });
  outsideDraft = (await t.app.db.insertInto('activity_drafts').values({ portal_id: 1001, unit_id: 4, kind: 'activity', title: '别人的活动草稿', body, publish_at: null, scheduled_by: null, last_error: null, created_by: 1, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const snapshot = async () => ({
  activities: await t.app.db.selectFrom('activities').selectAll().orderBy('id').execute(),
  units: await t.app.db.selectFrom('activity_units').selectAll().orderBy('activity_id').orderBy('unit_id').execute(),
  drafts: await t.app.db.selectFrom('activity_drafts').selectAll().orderBy('id').execute(),
  audit: (await t.app.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
});

describe('a publisher outside their units', () => {
  const attempts: [string, EndpointName, () => Record<string, unknown>][] = [
    ["another's draft read", 'publish.activityDraft', () => ({ draftId: outsideDraft })],
    ["another's draft previewed", 'publish.previewActivity', () => ({ draftId: outsideDraft })],
    ["another's draft saved with own units", 'publish.saveActivityDraft', () => ({ draftId: outsideDraft, revision: 0, values: activityForm() })],
    ["another's draft published", 'publish.publishActivity', () => ({ draftId: outsideDraft, revision: 0 })],
    ["another's draft deleted", 'publish.deleteActivityDraft', () => ({ draftId: outsideDraft })],
    ['a fair with a unit outside read', 'publish.activity', () => ({ activityId: MIXED_ACTIVITY })],
    ['a fair with a unit outside saved', 'publish.saveActivity', () => ({ activityId: MIXED_ACTIVITY, revision: 0, values: activityForm({ unitCodes: ['U1'] }) })],
    ['a fair with a unit outside closed', 'publish.closeActivity', () => ({ activityId: MIXED_ACTIVITY })],
    ['a fair with a unit outside reopened', 'publish.reopenActivity', () => ({ activityId: MIXED_ACTIVITY })],
  ];
  it.each(attempts)('%s: FORBIDDEN, nothing written', async (_what, name, params) => {
    const before = await snapshot();
    const answer = await call(t.app, name, params(), wang.headers);
    expect([answer.status, answer.body.errorCode]).toEqual([403, 'FORBIDDEN']);
    expect(await snapshot()).toEqual(before);
  });

  it('a unit outside in a form is named on unitCodes, a new draft or an own fair alike, and nothing is written', async () => {
    const before = await snapshot();
    const made = await call(t.app, 'publish.saveActivityDraft', { values: activityForm({ unitCodes: ['U4'] }) }, wang.headers);
    expect([made.status, made.body.data]).toEqual([400, { fields: [{ field: 'unitCodes', message: '单位「中科启明信息技术有限公司」不在你的发布范围内' }] }]);
    const read = await data<{ revision: number; values: Record<string, unknown> }>(t.app, 'publish.activity', { activityId: OWN_ACTIVITY }, wang.headers);
    const moved = await call(t.app, 'publish.saveActivity', { activityId: OWN_ACTIVITY, revision: read.revision, values: { ...read.values, unitCodes: ['U2', 'U4'] } }, wang.headers);
    expect([moved.status, (moved.body.data as { fields: { field: string }[] }).fields.map((f) => f.field)]).toEqual([400, ['unitCodes']]);
    expect(await snapshot()).toEqual(before);
  });

  it("another portal's activity is not found", async () => {
    const answer = await call(t.app, 'publish.activity', { activityId: OTHER_PORTAL_ACTIVITY }, wang.headers);
    expect(answer.body.errorCode).toBe('NOT_FOUND');
  });

  it('lists only the activities all of whose units are theirs', async () => {
    const listed = async (status: string) => (await data<{ list: { id: number }[] }>(t.app, 'publish.activities', { status, pageSize: 50 }, wang.headers)).list.map((a) => a.id);
    expect((await listed('published')).sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
    expect(await listed('closed')).toEqual([]);
    expect(await listed('draft')).toEqual([]);
  });
});

describe('accounts without the publisher role', () => {
  it('a guest is asked to sign in; a candidate and a reviewer are refused', async () => {
    const candidate = await login(t.app, DEMO.zhang);
    const reviewer = await reviewerLogin(t.app, REVIEWERS.chen);
    expect((await call(t.app, 'publish.activities', {}, { 'qx-portal': '1001' })).status).toBe(401);
    for (const who of [candidate, reviewer]) {
      const answer = await call(t.app, 'publish.saveActivityDraft', { values: activityForm() }, who.headers);
      expect([answer.status, answer.body.errorCode]).toEqual([403, 'FORBIDDEN']);
    }
  });
});

describe('rich text', () => {
  it('keeps no script, handler or unsafe address on its way to the public answer (escaped markup stays text)', async () => {
    const attack = '<p>活动详情</p><script>alert(document.cookie)</script><img src=x onerror="alert(1)"><a href="javascript:alert(2)">点我</a>&lt;b onclick=x&gt;';
    const { draftId } = await data<{ draftId: number }>(t.app, 'publish.saveActivityDraft', { values: activityForm({ title: '富文本攻击活动', body: attack }) }, wang.headers);
    const { activityId } = await data<{ activityId: number }>(t.app, 'publish.publishActivity', { draftId, revision: 0 }, wang.headers);
    const view = await data<Activity>(t.app, 'activity.view', { id: activityId }, { 'qx-portal': '1001' });
    expect(view.body).toBe('<p>活动详情</p><a>点我</a>&lt;b onclick=x&gt;');
  });
});
