import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@/src/core/envelope';
import type { Position } from '@/src/core/entities';
import { defaultPositions } from '@/server/db/seed/positions-default';
import { armyPositions } from '@/server/db/seed/positions-army';
import { call, data, startApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const search = (params: Record<string, unknown>, headers: Record<string, string> = {}) =>
  data<Paged<Position>>(t.app, 'careers.search', params, headers);

describe('careers.search', () => {
  it('pages through every position of portal 1001, open ones first and newest first', async () => {
    const first = await search({});
    expect(first.page).toBe(1);
    expect(first.pageSize).toBe(10);
    expect(first.total).toBe(defaultPositions.length);
    expect(first.list).toHaveLength(10);
    const all = await search({ pageSize: 50 });
    expect(all.list).toHaveLength(defaultPositions.length);
    expect(new Set(all.list.map((p) => p.id))).toEqual(new Set(defaultPositions.map((_, i) => i + 1)));
    const firstClosed = all.list.findIndex((p) => p.status === 'closed');
    expect(firstClosed).toBeGreaterThan(0);
    expect(all.list.slice(firstClosed).every((p) => p.status === 'closed')).toBe(true);
    const open = all.list.slice(0, firstClosed);
    for (let i = 1; i < open.length; i++) expect(open[i - 1].publishDate >= open[i].publishDate).toBe(true);
  });

  it('answers pages 2 and beyond the last', async () => {
    const two = await search({ page: 2, pageSize: 20 });
    expect(two.list.map((p) => p.id)).toEqual((await search({ pageSize: 50 })).list.slice(20, 40).map((p) => p.id));
    const beyond = await search({ page: 99 });
    expect(beyond.list).toEqual([]);
    expect(beyond.total).toBe(defaultPositions.length);
  });

  it('marks a position closed by hand or past its deadline', async () => {
    const all = (await search({ pageSize: 50 })).list;
    expect(all.find((p) => p.title === '电力营销专员')?.status).toBe('closed');
    const past = all.find((p) => p.title === '土建工程师');
    expect(past?.deadline).toBe('2026-11-15');
    expect(past?.status).toBe('closed');
    expect(all.find((p) => p.title === 'Java开发工程师')?.status).toBe('open');
  });

  it('fills the position fields, with salary null for 面议', async () => {
    const all = (await search({ pageSize: 50 })).list;
    const java = all.find((p) => p.id === 1)!;
    expect(java).toMatchObject({
      title: 'Java开发工程师',
      recruitType: 'social',
      unitName: '中科启明信息技术有限公司',
      categoryName: '软件开发',
      regionCode: '110108',
      regionName: '北京市海淀区',
      education: '20',
      educationName: '大学本科',
      salaryMin: 20000,
      salaryMax: 35000,
      salaryUnit: '元/月',
      tags: ['五险二金', '弹性工作'],
    });
    expect(java.description).toBeUndefined();
    const negotiable = all.find((p) => p.title === '继电保护工程师')!;
    expect([negotiable.salaryMin, negotiable.salaryMax, negotiable.salaryUnit]).toEqual([null, null, null]);
  });

  it.each(['social', 'campus', 'veterans'] as const)('filters recruitType %s', async (type) => {
    const result = await search({ recruitType: type, pageSize: 50 });
    expect(result.total).toBe(defaultPositions.filter((p) => p[1] === type).length);
    expect(result.list.every((p) => p.recruitType === type)).toBe(true);
  });

  it.each(['all', '', undefined])('treats recruitType %j as no filter', async (type) => {
    expect((await search({ recruitType: type })).total).toBe(defaultPositions.length);
  });

  it.each([
    ['1', 'social'],
    ['2', 'campus'],
    ['3', 'veterans'],
  ] as const)('reads the recruitment id %s as %s', async (id, type) => {
    const result = await search({ recruitType: id, pageSize: 50 });
    expect(result.total).toBe(defaultPositions.filter((p) => p[1] === type).length);
    expect((await search({ recruitType: '0' })).total).toBe(defaultPositions.length);
  });

  it('finds a keyword in titles and in unit names', async () => {
    const byTitle = await search({ keyword: '管培生', pageSize: 50 });
    expect(byTitle.total).toBe(defaultPositions.filter((p) => p[0].includes('管培生')).length);
    expect(byTitle.list.every((p) => p.title.includes('管培生'))).toBe(true);
    const byUnit = await search({ keyword: '天府生物', pageSize: 50 });
    expect(byUnit.total).toBe(defaultPositions.filter((p) => p[2] === 7).length);
    expect((await search({ keyword: '%' })).total).toBe(0);
  });

  it('filters a category, a top-level category matching its sub-categories', async () => {
    const sub = await search({ categoryId: 302, pageSize: 50 });
    expect(sub.total).toBe(defaultPositions.filter((p) => p[3] === 302).length);
    expect(sub.list.every((p) => p.categoryId === 302)).toBe(true);
    const top = await search({ categoryId: '3', pageSize: 50 });
    expect(top.total).toBe(defaultPositions.filter((p) => Math.floor(p[3] / 100) === 3).length);
    expect(new Set(top.list.map((p) => p.categoryId))).toEqual(new Set([301, 302, 303]));
  });

  it('matches a province code to its cities and a city code to itself', async () => {
    const province = await search({ regionCode: '320000', pageSize: 50 });
    expect(province.total).toBe(defaultPositions.filter((p) => p[4].startsWith('32')).length);
    expect(province.total).toBeGreaterThan(3);
    expect(province.list.every((p) => p.regionCode.startsWith('32') && p.regionName.startsWith('江苏省'))).toBe(true);
    const city = await search({ regionCode: '320100', pageSize: 50 });
    expect(city.total).toBe(defaultPositions.filter((p) => p[4] === '320100').length);
    expect(city.list.every((p) => p.regionCode === '320100')).toBe(true);
  });

  it('matches a parent unit to its child units', async () => {
    const parent = await search({ unitId: '1', pageSize: 50 });
    expect(parent.total).toBe(defaultPositions.filter((p) => [1, 2, 3].includes(p[2])).length);
    expect(new Set(parent.list.map((p) => p.unitId))).toEqual(new Set([1, 2, 3]));
    const child = await search({ unitId: 2, pageSize: 50 });
    expect(child.list.every((p) => p.unitId === 2)).toBe(true);
    expect((await search({ unitId: 'searchAll' })).total).toBe(defaultPositions.length);
    expect((await search({ unitId: 8 })).total).toBe(0);
  });

  it('combines filters', async () => {
    const result = await search({ recruitType: 'campus', regionCode: '330000', keyword: '工程师', pageSize: 50 });
    const expected = defaultPositions.filter((p) => p[1] === 'campus' && p[4].startsWith('33') && p[0].includes('工程师'));
    expect(result.list.map((p) => p.title).sort()).toEqual(expected.map((p) => p[0]).sort());
  });

  it('searches the army portal by header or by relationId', async () => {
    const byHeader = await search({ pageSize: 50 }, { 'qx-portal': '1002' });
    expect(byHeader.total).toBe(armyPositions.length);
    expect(Math.min(...byHeader.list.map((p) => p.id))).toBe(defaultPositions.length + 1);
    const byParam = await search({ relationId: 1002, portalType: '1' });
    expect(byParam.total).toBe(armyPositions.length);
  });

  it.each([
    [{ recruitType: '实习' }, 'recruitType'],
    [{ page: 0 }, 'page'],
    [{ pageSize: 51 }, 'pageSize'],
    [{ pageSize: 'ten' }, 'pageSize'],
    [{ categoryId: 'abc' }, 'categoryId'],
    [{ regionCode: '3200' }, 'regionCode'],
    [{ unitId: 'x1' }, 'unitId'],
    [{ keyword: 'k'.repeat(101) }, 'keyword'],
  ])('refuses %j with HTTP 400 naming %s', async (params, field) => {
    const answer = await call(t.app, 'careers.search', params);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'BAD_REQUEST', showType: 2 });
    expect(answer.body.errorMessage).toContain(field);
  });

  it('refuses an unknown portal', async () => {
    const answer = await call(t.app, 'careers.search', {}, { 'qx-portal': '4040' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'PORTAL_NOT_FOUND', errorMessage: '站点不存在', showType: 2 });
  });
});
