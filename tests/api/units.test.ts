import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@/src/core/envelope';
import type { Position, TreeNode, Unit } from '@/src/core/entities';
import { units as seedUnits } from '@/server/db/seed/units';
import { call, data, startApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const portalUnits = seedUnits.filter((u) => u.portal_id === 1001);

describe('units', () => {
  it('careers.enterprises answers top-level units with children', async () => {
    const tree = await data<Unit[]>(t.app, 'careers.enterprises');
    expect(tree.map((u) => u.id)).toEqual(portalUnits.filter((u) => u.parent_id === null).map((u) => u.id));
    const group = tree.find((u) => u.id === 1)!;
    expect(group.children?.map((u) => u.name)).toEqual(['华夏能源江苏发电有限公司', '华夏能源数字科技有限公司']);
    expect(group.positionCount).toBeGreaterThan(group.children!.reduce((s, c) => s + c.positionCount, 0));
  });

  it('counts the open positions of a unit and its children', async () => {
    const tree = await data<Unit[]>(t.app, 'careers.enterprises');
    const open = (await data<Paged<Position>>(t.app, 'careers.search', { unitId: 1, pageSize: 50 })).list.filter((p) => p.status === 'open');
    expect(tree.find((u) => u.id === 1)?.positionCount).toBe(open.length);
  });

  it('careers.allenterprise answers every unit flat', async () => {
    const flat = await data<Unit[]>(t.app, 'careers.allenterprise');
    expect(flat.map((u) => u.id)).toEqual(portalUnits.map((u) => u.id));
    expect(flat.every((u) => u.children === undefined)).toBe(true);
    expect(flat.find((u) => u.id === 2)?.parentId).toBe(1);
  });

  it('careers.enterpriseList pages and filters by keyword', async () => {
    const page = await data<Paged<Unit>>(t.app, 'careers.enterpriseList', { page: 2, pageSize: 3 });
    expect(page).toMatchObject({ total: portalUnits.length, page: 2, pageSize: 3 });
    expect(page.list.map((u) => u.id)).toEqual(portalUnits.slice(3, 6).map((u) => u.id));
    const found = await data<Paged<Unit>>(t.app, 'careers.enterpriseList', { keyword: '华夏能源' });
    expect(found.list.map((u) => u.id)).toEqual([1, 2, 3]);
    expect((await call(t.app, 'careers.enterpriseList', { pageSize: 0 })).status).toBe(400);
  });

  it('careers.searchEnterpriseTree answers a TreeNode tree', async () => {
    const tree = await data<TreeNode[]>(t.app, 'careers.searchEnterpriseTree', {}, { 'qx-portal': '1002' });
    expect(tree[0]).toEqual({
      value: '8',
      label: '中兵装备集团有限公司',
      children: [
        { value: '9', label: '中兵装备西安研究所' },
        { value: '10', label: '中兵装备重庆制造有限公司' },
      ],
    });
  });

  it('careers.searchIntroduce answers one unit with its children, NOT_FOUND otherwise', async () => {
    const unit = await data<Unit>(t.app, 'careers.searchIntroduce', { unitId: 1 });
    expect(unit.name).toBe('华夏能源集团有限公司');
    expect(unit.children).toHaveLength(2);
    expect((await data<Unit>(t.app, 'careers.searchIntroduce', { unitId: 3 })).children).toEqual([]);
    const missing = await call(t.app, 'careers.searchIntroduce', { unitId: 8 });
    expect(missing.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND', errorMessage: '单位不存在' });
    const bad = await t.app.inject({ method: 'GET', url: '/pt/portal/rest/careers/searchIntroduce' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toContain('unitId');
  });

  it('hotenterprise.list answers the hot units of the portal', async () => {
    const hot = await data<Unit[]>(t.app, 'hotenterprise.list');
    expect(hot.map((u) => u.id)).toEqual(portalUnits.filter((u) => u.hot === 1).map((u) => u.id));
    expect(hot.every((u) => u.hot)).toBe(true);
    const army = await data<Unit[]>(t.app, 'hotenterprise.list', {}, { 'qx-portal': '1002' });
    expect(army.map((u) => u.name)).toContain('安邦安保服务集团有限公司');
  });
});
