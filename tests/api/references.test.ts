import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Term, TreeNode } from '@/src/core/entities';
import { call, data, startApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

describe('reference data', () => {
  it('ref.careercategory answers a two-level tree', async () => {
    const tree = await data<TreeNode[]>(t.app, 'ref.careercategory');
    expect(tree.length).toBeGreaterThanOrEqual(5);
    expect(tree.every((n) => (n.children?.length ?? 0) > 0 && n.children!.every((c) => c.children === undefined))).toBe(true);
  });

  it('ref.major answers disciplines with majors and filters by keyword', async () => {
    const all = await data<TreeNode[]>(t.app, 'ref.major');
    expect(all.find((d) => d.label === '工学')?.children?.map((m) => m.label)).toContain('计算机科学与技术');
    const found = await data<TreeNode[]>(t.app, 'ref.major', { keyword: '工程' });
    expect(found.map((d) => d.label)).toEqual(['工学']);
    expect(found[0].children?.every((m) => m.label.includes('工程'))).toBe(true);
    const byDiscipline = await data<TreeNode[]>(t.app, 'ref.major', { keyword: '医学' });
    expect(byDiscipline[0].children?.map((m) => m.label)).toEqual(['临床医学', '药学']);
    expect(await data<TreeNode[]>(t.app, 'ref.major', { keyword: '不存在的专业' })).toEqual([]);
  });

  it('ref.school answers 20+ universities and filters by keyword', async () => {
    const all = await data<Term[]>(t.app, 'ref.school');
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(all).toContainEqual({ code: '10003', name: '清华大学' });
    const found = await data<Term[]>(t.app, 'ref.school', { keyword: '交通' });
    expect(found.map((s) => s.name).sort()).toEqual(['上海交通大学', '西安交通大学']);
  });

  it('ref.region answers provinces with cities by GB/T 2260 code', async () => {
    const tree = await data<TreeNode[]>(t.app, 'ref.region');
    expect(tree.length).toBeGreaterThanOrEqual(10);
    expect(tree.find((p) => p.value === '440000')?.children).toContainEqual({ value: '440300', label: '深圳市' });
    expect(tree.every((p) => /^\d{2}0000$/.test(p.value) && p.children!.every((c) => c.value.startsWith(p.value.slice(0, 2))))).toBe(true);
  });

  it('ref.terms answers a dictionary, NOT_FOUND for an unknown type, 400 without a type', async () => {
    const ids = await data<Term[]>(t.app, 'ref.terms', { type: 'idType' });
    expect(ids[0]).toEqual({ code: '1', name: '居民身份证' });
    for (const type of ['education', 'degree', 'politics', 'nation', 'salaryUnit', 'recruitType']) {
      expect((await data<Term[]>(t.app, 'ref.terms', { type })).length).toBeGreaterThan(1);
    }
    expect((await call(t.app, 'ref.terms', { type: 'nothing' })).body).toMatchObject({ errorCode: 'NOT_FOUND', errorMessage: '字典类型不存在' });
    const missing = await call(t.app, 'ref.terms');
    expect(missing.status).toBe(400);
    expect(missing.body.errorMessage).toContain('type');
    expect((await call(t.app, 'ref.terms', { type: 'a b' })).status).toBe(400);
  });

  it('ref.dbterms answers several dictionaries, [] for an unknown one', async () => {
    const terms = await data<Record<string, Term[]>>(t.app, 'ref.dbterms', { types: 'education,recruitType,unknownType' });
    expect(Object.keys(terms)).toEqual(['education', 'recruitType', 'unknownType']);
    expect(terms.recruitType.map((r) => r.code)).toEqual(['social', 'campus', 'veterans']);
    expect(terms.unknownType).toEqual([]);
    const bad = await call(t.app, 'ref.dbterms', { types: 'education,,x' });
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toContain('types');
  });

  it('refuses an unknown explicit portal on reference calls too', async () => {
    expect((await call(t.app, 'ref.region', { relationId: '9' })).body).toMatchObject({ success: false, errorCode: 'PORTAL_NOT_FOUND' });
  });
});
