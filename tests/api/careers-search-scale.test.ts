// At scale: what the indexed careers list answers on a grown portal (about 1,100 positions in portal
// 1001): the same matches as LIKE for keywords of every length, ASCII letters in either case on both engines,
// totals and tab counts that stop at 1000 (totalCapped, capped), titles kept in step with the index.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@/src/core/envelope';
import type { Position, PositionCounts } from '@/src/core/entities';
import type { Db } from '@/server/db/database';
import { data, startApp, type TestApp } from './helpers';
import { growPortal } from './grow-positions';

let t: TestApp;
const db = () => t.app.db as Db;
beforeAll(async () => {
  t = await startApp();
  await growPortal(db(), 30);
});
afterAll(() => t.close());

const search = (params: Record<string, unknown>) => data<Paged<Position>>(t.app, 'careers.search', { pageSize: 50, ...params });
const counts = (params: Record<string, unknown>) => data<PositionCounts>(t.app, 'careers.count', params);

/** Every position of portal 1001 with its unit's name, as the database holds them. */
async function everyPosition() {
  return db()
    .selectFrom('positions as p')
    .innerJoin('units as u', 'u.id', 'p.unit_id')
    .select(['p.id', 'p.title', 'u.name as unit'])
    .where('p.portal_id', '=', 1001)
    .execute();
}

/** What LIKE '%keyword%' matches: the title or the unit's name contains it, ASCII letters in either case. */
const contains = (text: string, keyword: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase()).includes(keyword.replace(/[A-Z]/g, (c) => c.toLowerCase()));

/** All ids a keyword lists, page by page (the totals stop at 1000, the pages do not). */
async function idsOf(keyword: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const answer = await search({ keyword, page });
    ids.push(...answer.list.map((p) => p.id));
    if (answer.list.length < 50) return ids;
  }
}

describe('careers.search on a grown portal', () => {
  it.each(['师', '电气', 'ja', 'JAVA', '工程师', '管培生', '天府生物', '量子纠缠', '%', '_'])('lists exactly the positions whose title or unit contains %j', async (keyword) => {
    const expected = (await everyPosition()).filter((p) => contains(p.title, keyword) || contains(p.unit, keyword)).map((p) => p.id);
    const ids = await idsOf(keyword);
    expect([...ids].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    const first = await search({ keyword });
    expect(first.total).toBe(Math.min(expected.length, 1000));
    expect(first.totalCapped ?? false).toBe(expected.length > 1000);
  });

  it('answers a total past 1000 as 1000 with totalCapped, and pages past it all the same', async () => {
    const first = await search({});
    expect(first).toMatchObject({ total: 1000, totalCapped: true });
    const all = (await everyPosition()).length;
    const last = await search({ page: Math.ceil(all / 50) });
    expect(last.list.length).toBe(all - 50 * (Math.ceil(all / 50) - 1));
    const statuses = (await search({ page: Math.ceil(all / 50) })).list.map((p) => p.status);
    expect(statuses.every((s) => s === 'closed')).toBe(true);
  });

  it('caps the tab counts of a list at 1000, naming them, and counts open positions exactly', async () => {
    const listed = await counts({ scope: 'listed' });
    expect(listed.all).toBe(1000);
    expect(listed.capped).toContain('all');
    const social = (await search({ recruitType: 'social' })).total;
    expect(listed.social).toBe(social);
    const open = await counts({});
    expect(open.capped).toBeUndefined();
    expect(open.all).toBe(open.social + open.campus + open.veterans);
  });

  it('finds a renamed position by its new title only', async () => {
    await db().updateTable('positions').set({ title: '深海声呐工程师' }).where('id', '=', 2).execute();
    expect((await search({ keyword: '深海声呐' })).list.map((p) => p.id)).toEqual([2]);
    expect((await search({ keyword: '呐' })).list.map((p) => p.id)).toEqual([2]);
    await db().deleteFrom('positions').where('id', '=', 2).execute();
    expect((await search({ keyword: '深海声呐' })).total).toBe(0);
  });
});
