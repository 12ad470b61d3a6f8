// activity.search by kind and activity.view with its units, sign-up template and sign-up state at pinned times.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity, Unit } from '@/src/core/entities';
import type { Paged } from '@/src/core/envelope';
import { call, data, NOW, startApp, type TestApp } from './helpers';

let t: TestApp;
let clock = NOW;
beforeAll(async () => {
  t = await startApp({ now: () => clock });
});
afterAll(() => t.close());

const portal = (id: number) => ({ 'qx-portal': String(id) });
const search = async (params: Record<string, unknown>, portalId = 1001) => (await data<Paged<Activity>>(t.app, 'activity.search', { pageSize: 50, ...params }, portal(portalId))).list;
const view = (id: number, portalId = 1001) => data<Activity>(t.app, 'activity.view', { id }, portal(portalId));

describe('activity.search by kind', () => {
  it('answers the campus fairs of the default portal, the job fairs of the army portal, and every kind without a filter', async () => {
    const campusFairs = await search({ kind: 'campusFair' });
    expect(campusFairs.map((a) => a.title)).toEqual(['华东地区高校专场招聘会', '2026年秋季网络双选会']);
    expect(campusFairs.every((a) => a.kind === 'campusFair')).toBe(true);
    expect((await search({ kind: 'socialFair' }, 1002)).map((a) => a.title)).toEqual(['退役军人专场招聘会（北京站）']);
    expect((await search({ kind: 'campusFair' }, 1002)).map((a) => a.title)).toEqual(['中兵装备2027届高校毕业生双选会']);
    expect(await search({ kind: 'socialFair' })).toEqual([]);

    const zone = await search({ kind: 'activity' }, 1002);
    expect(zone.length).toBe(5);
    expect(zone.every((a) => a.kind === 'activity')).toBe(true);
    const all = await search({}, 1002);
    expect(all.length).toBe(7);
    expect(new Set(all.map((a) => a.kind))).toEqual(new Set(['activity', 'campusFair', 'socialFair']));
    expect((await search({ kind: '' }, 1002)).length).toBe(7);
  });

  it('combines the kind with the keyword, and refuses an unknown kind with HTTP 400 naming it', async () => {
    expect((await search({ kind: 'campusFair', keyword: '网络' })).map((a) => a.title)).toEqual(['2026年秋季网络双选会']);
    expect(await search({ kind: 'activity', keyword: '双选会' })).toEqual([]);
    const refused = await call(t.app, 'activity.search', { kind: 'fair' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'BAD_REQUEST' });
    expect(refused.body.errorMessage).toContain('kind');
  });
});

describe('activity.view', () => {
  it("answers a fair's units with their open position counts, and the resume template of its sign-up", async () => {
    const fair = await view(2);
    expect(fair).toMatchObject({ kind: 'campusFair', templateId: 'campus', title: '华东地区高校专场招聘会' });
    expect(fair.body?.length).toBeGreaterThan(0);
    const units = await data<Unit[]>(t.app, 'careers.allenterprise', {}, portal(1001));
    const count = (id: number) => units.find((u) => u.id === id)?.positionCount;
    expect(fair.units?.map((u) => [u.id, u.name, u.positionCount])).toEqual([
      [2, '华夏能源江苏发电有限公司', count(2)],
      [3, '华夏能源数字科技有限公司', count(3)],
    ]);
    expect(fair.units?.every((u) => u.positionCount > 0)).toBe(true);
    const army = await view(6, 1002);
    expect(army).toMatchObject({ kind: 'socialFair', templateId: 'army' });
    expect(army.units?.map((u) => u.name)).toEqual(['中兵装备集团有限公司', '安邦安保服务集团有限公司', '长城航天科技有限公司', '海疆物流集团有限公司']);
  });

  it('answers the unit holding a plain activity, and NOT_FOUND for an activity of another portal', async () => {
    expect((await view(3)).units?.map((u) => u.name)).toEqual(['华夏能源数字科技有限公司']);
    expect((await call(t.app, 'activity.view', { id: 6 }, portal(1001))).body).toMatchObject({ success: false, errorCode: 'NOT_FOUND', errorMessage: '活动不存在' });
  });
});

describe('sign-up states at pinned times (Beijing dates)', () => {
  const stateOf = async (id: number, portalId = 1001) => (await view(id, portalId)).signUp;

  it('open, full (every place taken) and ended, in view and in the search list alike', async () => {
    clock = NOW;
    expect(await stateOf(1)).toEqual({ state: 'open', label: '报名中' });
    expect(await stateOf(3)).toEqual({ state: 'full', label: '报名人数已满' });
    expect(await stateOf(5)).toEqual({ state: 'ended', label: '活动已结束' });
    expect(await stateOf(9, 1002)).toEqual({ state: 'full', label: '报名人数已满' });
    const listed = await search({});
    expect(listed.find((a) => a.id === 3)?.signUp?.state).toBe('full');
    expect(listed.find((a) => a.id === 5)?.signUp?.state).toBe('ended');
  });

  it('stays open through the deadline day in Beijing, closes from the next day, and ends when the activity is over', async () => {
    // fair 2: deadline 2026-12-01, held 2026-12-03 09:00-16:00 (+08:00)
    clock = new Date('2026-12-01T15:59:00Z');
    expect((await stateOf(2))?.state).toBe('open');
    clock = new Date('2026-12-01T16:00:00Z');
    expect(await stateOf(2)).toEqual({ state: 'deadline', label: '报名已截止' });
    clock = new Date('2026-12-03T07:59:00Z');
    expect((await stateOf(2))?.state).toBe('deadline');
    clock = new Date('2026-12-03T08:01:00Z');
    expect((await stateOf(2))?.state).toBe('ended');
    clock = NOW;
  });
});
