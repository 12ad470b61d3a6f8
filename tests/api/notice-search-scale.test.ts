// At scale: what the indexed notices list answers on a grown portal (about 3,300 notices in portal 1001):
// the same notices as LIKE (title or summary contains the keyword, ASCII letters in either case, % and _ literal)
// for keywords of every length on both engines, totals that stop at 1000 (totalCapped), the index kept in step.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@/src/core/envelope';
import type { Notice } from '@/src/core/entities';
import { engineOf, type Db } from '@/server/db/database';
import { containsPattern } from '@/server/sql/like';
import { data, startApp, type TestApp } from './helpers';
import { growNotices } from './grow-notices';

const COPIES = 300;
let t: TestApp;
const db = () => t.app.db as Db;
beforeAll(async () => {
  t = await startApp();
  await growNotices(db(), COPIES);
});
afterAll(() => t.close());

const search = (params: Record<string, unknown>) => data<Paged<Notice>>(t.app, 'notice.search', { pageSize: 50, ...params });

/** What LIKE '%keyword%' means: the text contains the keyword, ASCII letters in either case. */
const fold = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
const contains = (text: string, keyword: string) => fold(text).includes(fold(keyword));

/** The ids of portal 1001's notices whose title or summary contains the keyword, as LIKE finds them. */
async function likeIds(keyword: string, category?: string): Promise<number[]> {
  let q = db().selectFrom('notices').select(['id', 'title', 'summary']).where('portal_id', '=', 1001);
  if (category) q = q.where('category', '=', category);
  const rows = await q.execute();
  const ids = rows.filter((r) => contains(r.title, keyword) || contains(r.summary, keyword)).map((r) => r.id);
  if (engineOf(db()) === 'sqlite') {
    // SQLite's own LIKE agrees with that meaning
    const pattern = containsPattern(keyword);
    const like = await sql<{ id: number }>`select id from notices where portal_id = 1001 and (title like ${pattern} escape '\\' or summary like ${pattern} escape '\\') ${category ? sql`and category = ${category}` : sql``}`.execute(db());
    expect(like.rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  }
  return ids;
}

/** All ids a search lists, page by page (the totals stop at 1000, the pages do not), checking the order. */
async function listedIds(params: Record<string, unknown>): Promise<number[]> {
  const rows: Notice[] = [];
  for (let page = 1; ; page++) {
    const answer = await search({ ...params, page });
    rows.push(...answer.list);
    if (answer.list.length < 50) break;
  }
  const keys = rows.map((n) => `${n.publishDate}|${String(n.id).padStart(9, '0')}`);
  expect(keys).toEqual([...keys].sort().reverse());
  return rows.map((n) => n.id);
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('notice.search on a grown portal', () => {
  it.each(['笔', '招', '笔试', '公示', 'ja', 'Ja', 'j', 'J', '招聘公告', '资格审查结果', '（12）', 'JAVA', 'java_dev', '100%', '%', '_', '%_', 'résumé', 'RÉSUMÉ', 'é', '量子纠缠', '无此词语'])(
    'lists exactly the notices whose title or summary contains %j',
    async (keyword) => {
      const expected = await likeIds(keyword);
      const ids = await listedIds({ keyword });
      expect(sorted(ids)).toEqual(sorted(expected));
      expect(new Set(ids).size).toBe(ids.length);
      const first = await search({ keyword });
      expect(first.total).toBe(Math.min(expected.length, 1000));
      expect(first.totalCapped ?? false).toBe(expected.length > 1000);
    },
  );

  it('combines a keyword with a category', async () => {
    const expected = await likeIds('公告', '招聘公告');
    expect(expected.length).toBeGreaterThan(1000);
    const ids = await listedIds({ keyword: '公告', category: '招聘公告' });
    expect(sorted(ids)).toEqual(sorted(expected));
    expect(await search({ keyword: '通知', category: '招聘公告' })).toMatchObject({ list: [], total: 0 });
  });

  it('counts a keyword in over 1000 notices exactly in each category, capped at 1000', async () => {
    expect((await likeIds('公告')).length).toBeGreaterThan(1000);
    const categories = (await db().selectFrom('notices').select('category').distinct().where('portal_id', '=', 1001).execute()).map((r) => r.category);
    const totals = [];
    for (const category of categories) {
      const expected = (await likeIds('公告', category)).length;
      const first = await search({ keyword: '公告', category });
      expect(first.total).toBe(Math.min(expected, 1000));
      expect(first.totalCapped ?? false).toBe(expected > 1000);
      totals.push(expected);
    }
    expect(totals.some((n) => n > 0 && n < 1000)).toBe(true);
  });

  it('answers a total past 1000 as 1000 with totalCapped, and pages past it all the same', async () => {
    const all = Number((await db().selectFrom('notices').select((eb) => eb.fn.countAll<number>().as('n')).where('portal_id', '=', 1001).executeTakeFirstOrThrow()).n);
    expect(all).toBe(11 * (COPIES + 1));
    expect(await search({})).toMatchObject({ total: 1000, totalCapped: true });
    const last = await search({ page: Math.ceil(all / 50) });
    expect(last.list.length).toBe(all - 50 * (Math.ceil(all / 50) - 1));
    expect(last.totalCapped).toBe(true);
    // another portal's few notices are counted exactly
    const other = await data<Paged<Notice>>(t.app, 'notice.search', { pageSize: 50 }, { 'qx-portal': '1002' });
    expect(other.total).toBe(other.list.length);
    expect(other.totalCapped).toBeUndefined();
  });

  it('finds an edited notice by its new texts only, and a deleted one no more', async () => {
    await db().updateTable('notices').set({ title: '深海声呐招聘公告', summary: '声呐与Sonar岗位' }).where('id', '=', 2).execute();
    expect((await search({ keyword: '深海声呐' })).list.map((n) => n.id)).toEqual([2]);
    expect((await search({ keyword: '呐' })).list.map((n) => n.id)).toEqual([2]);
    expect((await search({ keyword: 'sonar' })).list.map((n) => n.id)).toEqual([2]);
    expect(await listedIds({ keyword: '中科启明2026' })).not.toContain(2);
    await db().deleteFrom('notices').where('id', '=', 2).execute();
    expect((await search({ keyword: '深海声呐' })).total).toBe(0);
  });
});
