import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Term, TreeNode } from '@/src/core/entities';
import { seed } from '@/server/seed';
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

  it('ref.region answers the whole GB/T 2260 map: every province, its cities and their districts', async () => {
    const tree = await data<TreeNode[]>(t.app, 'ref.region');
    expect(tree).toHaveLength(34);
    const find = (nodes: TreeNode[] | undefined, value: string) => nodes?.find((n) => n.value === value);
    const hebei = find(tree, '130000');
    expect(hebei?.label).toBe('河北省');
    expect(hebei?.children).toHaveLength(11);
    expect(find(find(hebei?.children, '130100')?.children, '130102')).toEqual({ value: '130102', label: '长安区' });
    expect(find(tree, '340000')?.children?.map((c) => c.label)).toContain('合肥市');
    // municipalities list their districts; Hong Kong, Macao and Taiwan are provinces as the standard lists them
    expect(find(find(tree, '110000')?.children, '110105')).toEqual({ value: '110105', label: '朝阳区' });
    expect(['710000', '810000', '820000'].map((code) => find(tree, code)?.label)).toEqual(['台湾省', '香港特别行政区', '澳门特别行政区']);
    expect(find(find(tree, '420000')?.children, '429000')?.label).toBe('省直辖县级行政区划');
    const codes: string[] = [];
    const walk = (nodes: TreeNode[], prefix: string) => {
      for (const n of nodes) {
        expect(n.value.startsWith(prefix), `${n.value} under ${prefix}`).toBe(true);
        codes.push(n.value);
        walk(n.children ?? [], n.value.replace(/(00)+$/, ''));
      }
    };
    walk(tree, '');
    expect(codes.length).toBeGreaterThan(3000);
    expect(new Set(codes).size).toBe(codes.length);
    // the standard's 市辖区 (a city's districts taken together) is no place to choose
    expect(JSON.stringify(tree)).not.toContain('市辖区');
  });

  it('a database seeded before the whole map gets the divisions it lacks, and its rows keep their codes', async () => {
    await t.app.db.deleteFrom('regions').where('code', '=', '130102').execute();
    await t.app.db.updateTable('regions').set({ name: '旧名' }).where('code', '=', '110105').execute();
    await seed(t.app.db, ['021-region-divisions.sql']);
    const tree = await data<TreeNode[]>(t.app, 'ref.region');
    const hebei = tree.find((p) => p.value === '130000');
    expect(hebei?.children?.find((c) => c.value === '130100')?.children).toContainEqual({ value: '130102', label: '长安区' });
    expect(tree.find((p) => p.value === '110000')?.children).toContainEqual({ value: '110105', label: '朝阳区' });
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

  it('a resume offers education levels a person has: educationLevel is the positions\' education without 不限', async () => {
    const levels = await data<Term[]>(t.app, 'ref.terms', { type: 'educationLevel' });
    const asked = await data<Term[]>(t.app, 'ref.terms', { type: 'education' });
    expect(levels.map((l) => l.name)).not.toContain('不限');
    expect(asked.map((l) => l.name)).toContain('不限');
    expect(levels).toEqual(asked.filter((l) => l.name !== '不限'));
    // and every resume template asks for a level, never for what a position asks
    for (const file of readdirSync('schemas/forms/resume')) {
      const text = readFileSync(`schemas/forms/resume/${file}`, 'utf8');
      expect(text, file).not.toContain('"dictionary": "education"');
      expect(text, file).toContain('"dictionary": "educationLevel"');
    }
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
