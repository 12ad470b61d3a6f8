import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Position, PositionCounts, SearchConditions, TreeNode } from '@/src/core/entities';
import { defaultPositions } from '@/server/db/seed/positions-default';
import { call, data, startApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

describe('careers.view', () => {
  it('answers a position with its texts and unit', async () => {
    const p = await data<Position>(t.app, 'careers.view', { recruitmentId: 1 });
    expect(p).toMatchObject({ id: 1, title: 'Java开发工程师', status: 'open' });
    expect(p.description).toContain('Java开发工程师岗位主要职责');
    expect(p.requirement).toContain('遵纪守法');
    expect(p.unit).toMatchObject({ id: 4, name: '中科启明信息技术有限公司', logoText: '启明', hot: true });
    expect(p.unit?.positionCount).toBeGreaterThan(0);
  });

  it('answers NOT_FOUND for an unknown id and for an id of another portal', async () => {
    for (const [id, headers] of [[999, {}], [defaultPositions.length + 1, {}], [1, { 'qx-portal': '1002' }]] as const) {
      const answer = await call(t.app, 'careers.view', { recruitmentId: id }, headers);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND', errorMessage: '职位不存在', showType: 2 });
    }
  });

  it('answers the army portal position by its own id', async () => {
    const id = defaultPositions.length + 1;
    const p = await data<Position>(t.app, 'careers.view', { recruitmentId: id }, { 'qx-portal': '1002' });
    expect(p).toMatchObject({ id, title: '装备维修技师', recruitType: 'veterans' });
  });

  it('refuses a non-numeric id with HTTP 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pt/portal/rest/careers/view/abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'BAD_REQUEST' });
    expect(res.json().errorMessage).toContain('recruitmentId');
  });
});

describe('careers.count', () => {
  it('counts open positions per recruitment type', async () => {
    const counts = await data<PositionCounts>(t.app, 'careers.count');
    const open = (await data<{ list: Position[] }>(t.app, 'careers.search', { pageSize: 50 })).list.filter((p) => p.status === 'open');
    expect(counts.all).toBe(open.length);
    for (const type of ['social', 'campus', 'veterans'] as const) {
      expect(counts[type]).toBe(open.filter((p) => p.recruitType === type).length);
      expect(counts[type]).toBeGreaterThan(0);
    }
    expect(counts.all).toBeLessThan(defaultPositions.length);
  });
});

describe('careers.region', () => {
  it('lists provinces with the cities that have open positions', async () => {
    const tree = await data<TreeNode[]>(t.app, 'careers.region');
    const jiangsu = tree.find((n) => n.value === '320000');
    expect(jiangsu?.label).toBe('江苏省');
    expect(jiangsu?.children?.map((c) => c.value).sort()).toEqual(['320100', '320200', '320500', '320600']);
    expect(tree.find((n) => n.value === '610000')).toBeUndefined(); // Shaanxi has positions only on the army portal
    const army = await data<TreeNode[]>(t.app, 'careers.region', {}, { 'qx-portal': '1002' });
    expect(army.find((n) => n.value === '610000')?.children?.map((c) => c.label)).toEqual(['西安市', '宝鸡市']);
  });
});

describe('careers.searchconditions', () => {
  it('answers categories, regions, units and educations', async () => {
    const c = await data<SearchConditions>(t.app, 'careers.searchconditions');
    expect(c.categories.find((n) => n.value === '1')?.children?.[0]).toEqual({ value: '101', label: '软件开发' });
    expect(c.regions).toEqual(await data<TreeNode[]>(t.app, 'careers.region'));
    expect(c.units.find((u) => u.value === '1')?.children?.map((u) => u.value)).toEqual(['2', '3']);
    expect(c.educations.find((e) => e.code === '20')?.name).toBe('大学本科');
  });
});

describe('siteconfig.index', () => {
  it('answers the site name, hot keywords and counts', async () => {
    const index = await data<{ siteName: string; hotKeywords: string[]; counts: PositionCounts }>(t.app, 'siteconfig.index', { relationId: '1002' });
    expect(index.siteName).toBe('军队人才招聘网');
    expect(index.hotKeywords).toContain('退役军人');
    expect(index.counts).toEqual(await data<PositionCounts>(t.app, 'careers.count', {}, { 'qx-portal': '1002' }));
  });

  it('refuses an unknown portal and a bad relationId', async () => {
    expect((await call(t.app, 'siteconfig.index', { relationId: '77' })).body.errorCode).toBe('PORTAL_NOT_FOUND');
    const bad = await call(t.app, 'siteconfig.index', { relationId: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toContain('relationId');
  });
});
