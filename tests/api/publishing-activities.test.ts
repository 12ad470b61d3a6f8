// A publisher writes an activity or job fair as a draft, previews it, publishes it now or at a time, edits it while
// its sign-ups stay, closes and reopens it; every bad field is named, two editors never overwrite each other, and
// candidates see it (and that it is closed) through the public activity calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplyCheck } from '@/src/core/application-api';
import type { Activity } from '@/src/core/entities';
import type { Paged } from '@/src/core/envelope';
import { readCatalogueVersion } from '@/server/http/public-cache';
import { publishDue } from '@/server/publishing/scheduled-publishing';
import { call, data, NOW, startApp, type TestApp } from './helpers';
import { DEMO, login, type Session } from './candidates';
import { PUBLISHERS, publisherLogin } from './publishing-calls';
import { activityForm } from './publishing-activities-calls';

let t: TestApp;
let wang: Session;
beforeAll(async () => {
  t = await startApp();
  wang = await publisherLogin(t.app, PUBLISHERS.wang);
});
afterAll(() => t.close());

const portal = { 'qx-portal': '1001' };
type Item = { id: number; title: string; status: string; unitName: string; publishAt: string | null; signedUp: number | null };
const list = (status: string, keyword: string) => data<Paged<Item>>(t.app, 'publish.activities', { status, keyword }, wang.headers);
const search = async (keyword: string) => (await data<Paged<Activity>>(t.app, 'activity.search', { keyword, pageSize: 50 }, portal)).list;
const view = (id: number) => data<Activity>(t.app, 'activity.view', { id }, portal);
const audit = (entity: string, id: number) => t.app.db.selectFrom('audit_log').select(['actor', 'action', 'changes', 'address']).where('entity', '=', entity).where('entity_id', '=', id).orderBy('id').execute();
const saveDraft = (values: Record<string, unknown>, more: Record<string, unknown> = {}) => call<{ draftId: number; revision: number }>(t.app, 'publish.saveActivityDraft', { values, ...more }, wang.headers);
const fieldsOf = (body: { data?: unknown }) => (body.data as { fields: { field: string; message: string }[] }).fields;
const activityCount = async () => Number((await t.app.db.selectFrom('activities').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('a draft', () => {
  it('needs only a title and its units, is listed as a draft and never public', async () => {
    expect((await saveDraft({ title: '草稿里的宣讲会', unitCodes: ['U2'] })).body).toMatchObject({ success: true, data: { revision: 0 } });
    expect((await list('draft', '草稿里的宣讲会')).list.map((d) => [d.title, d.status, d.unitName])).toEqual([['草稿里的宣讲会', 'draft', '华夏能源江苏发电有限公司']]);
    expect(await search('草稿里的宣讲会')).toEqual([]);
  });

  it('names an unknown unit and a unit outside the publisher\'s, and keeps nothing', async () => {
    const unknown = await saveDraft(activityForm({ title: '单位不存在', unitCodes: ['U2', 'NOPE'] }));
    expect([unknown.status, fieldsOf(unknown.body)]).toEqual([400, [{ field: 'unitCodes', message: '单位编码 NOPE 不存在' }]]);
    const outside = await saveDraft(activityForm({ title: '单位不在范围', unitCodes: ['U2', 'U4'] }));
    expect([outside.status, fieldsOf(outside.body)[0]]).toEqual([400, { field: 'unitCodes', message: '单位「中科启明信息技术有限公司」不在你的发布范围内' }]);
    expect((await saveDraft({ title: '没有单位' })).body.data).toMatchObject({ fields: [{ field: 'unitCodes' }] });
    expect((await list('draft', '单位')).list).toEqual([]);
  });

  it('publishes only when complete and consistent: every bad field named, nothing written', async () => {
    const before = await activityCount();
    const { draftId } = (await saveDraft({ title: '不完整的活动', unitCodes: ['U2'], place: '南京' })).body.data!;
    const refused = await call(t.app, 'publish.publishActivity', { draftId, revision: 0 }, wang.headers);
    expect([refused.status, fieldsOf(refused.body).map((f) => f.field).sort()]).toEqual([400, ['body', 'capacity', 'deadline', 'endTime', 'kind', 'startTime', 'summary']]);
    const bad = (await saveDraft(activityForm({ title: '时间颠倒的活动', endTime: '2026-12-20T08:00', deadline: '2026-12-21' }))).body.data!;
    const times = await call(t.app, 'publish.publishActivity', { draftId: bad.draftId, revision: 0 }, wang.headers);
    expect(fieldsOf(times.body)).toEqual([{ field: 'endTime', message: '结束时间须晚于开始时间' }, { field: 'deadline', message: '报名截止日期不能晚于活动结束的日期 2026-12-20' }]);
    expect(await activityCount()).toBe(before);
    expect((await list('draft', '时间颠倒的活动')).list).toHaveLength(1);
  });
});

describe('publishing', () => {
  let activityId: number;
  it('publishes a complete draft: the public calls show it with its units, the draft is gone, the log says who', async () => {
    const version = await readCatalogueVersion(t.app.db);
    const { draftId } = (await saveDraft(activityForm())).body.data!;
    const published = await data<{ activityId: number; url: string }>(t.app, 'publish.publishActivity', { draftId, revision: 0 }, wang.headers);
    activityId = published.activityId;
    expect(published.url).toBe(`/site/1/1001/portal/pc/default/pc/schoolrecruitment/detail?id=${activityId}`);
    // the public answers and pages cached for the window are dropped: the catalogue's version moved
    expect(await readCatalogueVersion(t.app.db)).toBeGreaterThan(version);
    expect((await search('2027届春季校园双选会')).map((a) => [a.id, a.kind, a.signUp?.state])).toEqual([[activityId, 'campusFair', 'open']]);
    const shown = await view(activityId);
    expect(shown).toMatchObject({ startTime: '2026-12-20T09:00:00+08:00', endTime: '2026-12-20T16:00:00+08:00', deadline: '2026-12-18', capacity: 300, signedUp: 0, body: '<p>请携带纸质简历</p><p>现场<b>面谈</b></p>' });
    expect(shown.units?.map((u) => u.id)).toEqual([3, 2]);
    expect((await list('draft', '2027届春季校园双选会')).list).toEqual([]);
    expect((await list('published', '2027届春季校园双选会')).list.map((a) => a.id)).toEqual([activityId]);
    const log = await audit('activity', activityId);
    expect(log).toMatchObject([{ actor: '王磊 13900000021', action: 'publish', address: '127.0.0.1' }]);
  });

  it('edits it against the revision read; the second of two editors gets a conflict naming the first', async () => {
    const read = await data<{ revision: number; values: Record<string, unknown>; status: string }>(t.app, 'publish.activity', { activityId }, wang.headers);
    expect(read).toMatchObject({ status: 'published', values: { unitCodes: ['U3', 'U2'], capacity: 300, startTime: '2026-12-20T09:00:00+08:00' } });
    const first = await data<{ revision: number }>(t.app, 'publish.saveActivity', { activityId, revision: read.revision, values: { ...read.values, capacity: 500 } }, wang.headers);
    expect(first.revision).toBe(read.revision + 1);
    const second = await call(t.app, 'publish.saveActivity', { activityId, revision: read.revision, values: { ...read.values, title: '被覆盖的标题' } }, wang.headers);
    expect(second.body).toMatchObject({ success: false, errorCode: 'PUBLISH_CONFLICT' });
    expect(second.body.errorMessage).toContain('王磊 13900000021 已于 2026/11/20 12:00:00 修改了它');
    expect((await view(activityId)).capacity).toBe(500);
    const update = (await audit('activity', activityId)).find((e) => e.action === 'update')!;
    expect(JSON.parse(update.changes)).toEqual([{ field: 'capacity', before: 300, after: 500 }]);
  });

  it('closes it: its page says closed and a candidate cannot sign up; reopened, they can', async () => {
    const candidate = await login(t.app, DEMO.wang);
    await data(t.app, 'publish.closeActivity', { activityId }, wang.headers);
    expect((await view(activityId)).signUp).toEqual({ state: 'closed', label: '活动已关闭' });
    expect((await data<ApplyCheck>(t.app, 'wizard.apply', { applyId: activityId, tag: '2' }, candidate.headers)).state).toBe('closed');
    expect((await call(t.app, 'wizard.submit', { applyId: activityId, tag: '2' }, candidate.headers)).body).toMatchObject({ success: false, errorCode: 'ACTIVITY_CLOSED' });
    expect((await list('closed', '2027届春季校园双选会')).list.map((a) => a.id)).toEqual([activityId]);
    await data(t.app, 'publish.reopenActivity', { activityId }, wang.headers);
    expect((await view(activityId)).signUp?.state).toBe('open');
    expect((await audit('activity', activityId)).map((e) => e.action)).toEqual(['publish', 'update', 'close', 'reopen']);
  });

  it("is in the admins' audit log under its entity", async () => {
    const admin = await publisherLogin(t.app, { portalId: 1001, mobile: '13900000031' });
    const log = await data<Paged<{ action: string; entity: string }>>(t.app, 'admin.audit', { entity: 'activity', entityId: activityId }, admin.headers);
    expect(log.list.map((e) => e.action)).toEqual(['reopen', 'close', 'update', 'publish']);
  });
});

describe('a seeded activity with sign-ups', () => {
  // the campus preach of unit 1: 2000 places, 856 taken
  const ACTIVITY = 1;
  const signUps = async () => Number((await t.app.db.selectFrom('deliveries').select((eb) => eb.fn.countAll<number>().as('n')).where('activity_id', '=', ACTIVITY).executeTakeFirstOrThrow()).n);

  it('keeps its sign-ups when edited, and never takes fewer places than are taken', async () => {
    const before = await signUps();
    const read = await data<{ revision: number; values: Record<string, unknown>; signedUp: number }>(t.app, 'publish.activity', { activityId: ACTIVITY }, wang.headers);
    expect(read.signedUp).toBe(856);
    const fewer = await call(t.app, 'publish.saveActivity', { activityId: ACTIVITY, revision: read.revision, values: { ...read.values, capacity: 800 } }, wang.headers);
    expect([fewer.status, fieldsOf(fewer.body)]).toEqual([400, [{ field: 'capacity', message: '报名人数上限不能少于已报名的 856 人' }]]);
    await data(t.app, 'publish.saveActivity', { activityId: ACTIVITY, revision: read.revision, values: { ...read.values, place: '线上直播（腾讯会议）' } }, wang.headers);
    expect(await view(ACTIVITY)).toMatchObject({ place: '线上直播（腾讯会议）', signedUp: 856, capacity: 2000 });
    expect(await signUps()).toBe(before);
  });
});

describe('scheduled publishing', () => {
  it('is checked now, listed as scheduled, and goes out when its time comes', async () => {
    const { draftId } = (await saveDraft(activityForm({ title: '定时发布的宣讲会' }))).body.data!;
    const publishAt = new Date(NOW.getTime() + 3600_000).toISOString();
    expect(await data(t.app, 'publish.publishActivity', { draftId, revision: 0, publishAt }, wang.headers)).toEqual({ scheduled: publishAt });
    expect((await list('scheduled', '定时发布的宣讲会')).list.map((d) => [d.id, d.publishAt])).toEqual([[draftId, publishAt]]);
    expect(await publishDue(t.app.db, t.app.schemaStore, NOW)).toBe(0);
    expect(await publishDue(t.app.db, t.app.schemaStore, new Date(NOW.getTime() + 3601_000))).toBe(1);
    const listed = await search('定时发布的宣讲会');
    expect(listed).toHaveLength(1);
    expect((await audit('activity', listed[0].id))[0]).toMatchObject({ action: 'publish', actor: '王磊 13900000021（定时发布）', address: 'scheduler' });
  });
});

describe('the preview', () => {
  it('answers the draft as activity.view will, and leaves nothing behind', async () => {
    const { draftId } = (await saveDraft(activityForm({ title: '预览中的双选会' }))).body.data!;
    const before = await activityCount();
    const preview = await data<Activity>(t.app, 'publish.previewActivity', { draftId }, wang.headers);
    expect(preview).toMatchObject({ title: '预览中的双选会', kind: 'campusFair', signUp: { state: 'open' }, body: '<p>请携带纸质简历</p><p>现场<b>面谈</b></p>' });
    expect(preview.units?.map((u) => u.name)).toEqual(['华夏能源数字科技有限公司', '华夏能源江苏发电有限公司']);
    expect(await activityCount()).toBe(before);
    expect(await search('预览中的双选会')).toEqual([]);
  });
});
