// Values the server keeps by name carry their dictionary code beside it, so the client finds the value's
// message key (term.{type}.{code}) and shows it in the reader's language: a position's salary unit and a
// notice's category.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@/src/core/envelope';
import type { Notice, Position } from '@/src/core/entities';
import { termCode } from '@/server/sql/term-codes';
import { data, startApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());
const headers = { 'qx-portal': '1001' };

describe('dictionary codes of values kept by name', () => {
  it('careers.search answers salaryUnitCode: the code of salaryUnit (null for a negotiable position)', async () => {
    const paged = await data<Paged<Position>>(t.app, 'careers.search', { page: 1, pageSize: 50 }, headers);
    const units = new Map(paged.list.map((p) => [p.salaryUnit, p.salaryUnitCode]));
    expect(units.get('元/月')).toBe('1');
    expect(units.get('万元/年')).toBe('2');
    expect(paged.list.filter((p) => p.salaryUnit === null).every((p) => p.salaryUnitCode === null)).toBe(true);
  });

  it('careers.view answers it too', async () => {
    const paged = await data<Paged<Position>>(t.app, 'careers.search', { page: 1, pageSize: 50 }, headers);
    const withUnit = paged.list.find((p) => p.salaryUnit === '元/月')!;
    const one = await data<Position>(t.app, 'careers.view', { recruitmentId: withUnit.id }, headers);
    expect(one.salaryUnitCode).toBe('1');
  });

  it('notice.search answers categoryCode: the code of the noticeType dictionary', async () => {
    const paged = await data<Paged<Notice>>(t.app, 'notice.search', { page: 1, pageSize: 50 }, headers);
    const codes = new Map(paged.list.map((n) => [n.category, n.categoryCode]));
    expect(Object.fromEntries(codes)).toMatchObject({ 招聘公告: 'recruitment', 通知公告: 'notice' });
  });

  it('a name no dictionary has maps to null', () => {
    expect(termCode('salaryUnit', '美元/时')).toBeNull();
    expect(termCode('noticeType', '')).toBeNull();
    expect(termCode('noSuchType', '招聘公告')).toBeNull();
  });
});
