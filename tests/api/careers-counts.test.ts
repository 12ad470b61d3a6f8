// Counts that agree with their lists: the type tabs count what their lists total, under the same keyword and filters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@/src/core/envelope';
import type { Position, PositionCounts } from '@/src/core/entities';
import { call, data, startApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const ARMY = { 'qx-portal': '1002' };
const TYPES = ['social', 'campus', 'veterans'] as const;
const search = (params: Record<string, unknown>, headers = {}) => data<Paged<Position>>(t.app, 'careers.search', { pageSize: 50, ...params }, headers);
const counts = (params: Record<string, unknown>, headers = {}) => data<PositionCounts>(t.app, 'careers.count', params, headers);

/** Each tab's count against the total its list answers under the same filters. */
async function expectTabsMatchLists(filters: Record<string, unknown>, headers = {}) {
  const tabs = await counts({ ...filters, scope: 'listed' }, headers);
  expect(tabs.all).toBe((await search({ ...filters, recruitType: 'all' }, headers)).total);
  for (const type of TYPES) expect(tabs[type]).toBe((await search({ ...filters, recruitType: type }, headers)).total);
  expect(tabs.all).toBe(tabs.social + tabs.campus + tabs.veterans);
  return tabs;
}

describe('careers.count under the list filters', () => {
  it('counts per type follow the keyword, and 全部 equals the list total', async () => {
    const everything = await expectTabsMatchLists({});
    const keyword = await expectTabsMatchLists({ keyword: '工程师' });
    expect(keyword.all).toBeGreaterThan(0);
    expect(keyword.all).toBeLessThan(everything.all);
    const none = await expectTabsMatchLists({ keyword: '没有这个职位的关键词' });
    expect(none).toEqual({ all: 0, social: 0, campus: 0, veterans: 0 });
  });

  it('follow the unit (with its descendants), category and region filters too', async () => {
    const first = (await search({})).list[0];
    await expectTabsMatchLists({ unitId: String(first.unitId) });
    await expectTabsMatchLists({ categoryId: String(first.categoryId) });
    await expectTabsMatchLists({ regionCode: first.regionCode, keyword: first.title.slice(0, 2) });
    await expectTabsMatchLists({ keyword: '安保' }, ARMY);
  });

  it('count only open positions unless scope=listed (the homes say 在招职位)', async () => {
    const listed = await counts({ scope: 'listed' });
    const open = await counts({});
    const openInList = (await search({ recruitType: 'all' })).list.filter((p) => p.status === 'open').length;
    expect(open.all).toBe(openInList);
    expect(listed.all).toBeGreaterThan(open.all);
    const openOfKeyword = (await search({ keyword: '工程师' })).list.filter((p) => p.status === 'open');
    const tabs = await counts({ scope: 'open', keyword: '工程师' });
    expect(tabs.all).toBe(openOfKeyword.length);
    for (const type of TYPES) expect(tabs[type]).toBe(openOfKeyword.filter((p) => p.recruitType === type).length);
  });

  it('refuses an unknown scope', async () => {
    const answer = await call(t.app, 'careers.count', { scope: 'closed' });
    expect(answer.status).toBe(400);
  });
});

describe('careers.search exceptRecruitType (the army home beside its veterans section)', () => {
  it('lists the newest positions of the other types, none of the veterans six', async () => {
    const veterans = (await search({ recruitType: 'veterans', page: 1, pageSize: 6 }, ARMY)).list;
    const others = (await search({ exceptRecruitType: 'veterans', page: 1, pageSize: 6 }, ARMY)).list;
    expect(veterans.map((p) => p.recruitType)).toEqual(Array(6).fill('veterans'));
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((p) => p.recruitType !== 'veterans')).toBe(true);
    expect(others.filter((p) => veterans.some((v) => v.id === p.id))).toEqual([]);
  });
});
