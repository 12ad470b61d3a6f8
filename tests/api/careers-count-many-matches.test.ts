// At scale: totals and tab counts of a keyword found in more titles than a page of ids (over 1000, SQLite
// looks its ids up one by one to count them): the same as LIKE counts, exact below 1000 and capped above, on both
// engines, with the list's other filters and ASCII letters in either case.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged, RecruitType } from '@/src/core/envelope';
import type { Position, PositionCounts } from '@/src/core/entities';
import type { Db } from '@/server/db/database';
import { data, startApp, type TestApp } from './helpers';
import { growPortal } from './grow-positions';

let t: TestApp;
const db = () => t.app.db as Db;
beforeAll(async () => {
  t = await startApp();
  await growPortal(db(), 90);
  // two positions in three gain a word the seed's titles do not hold
  await sql`update positions set title = title || '（Java开发）' where portal_id = 1001 and id % 3 <> 0`.execute(db());
}, 60_000);
afterAll(() => t.close());

/** How many positions of portal 1001 LIKE finds (ASCII letters in either case: the titles have no other), under a recruitment type. */
async function likeCount(keyword: string, recruitType?: RecruitType): Promise<number> {
  let q = db().selectFrom('positions').select((eb) => eb.fn.countAll<number>().as('n')).where('portal_id', '=', 1001).where(sql<boolean>`lower(title) like ${`%${keyword.toLowerCase()}%`}`);
  if (recruitType) q = q.where('recruit_type', '=', recruitType);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

const types: RecruitType[] = ['social', 'campus', 'veterans'];

/** Every id the list gives for the keyword, page by page (the first near the start, the rest deep), in order. */
async function listed(keyword: string): Promise<Position[]> {
  const all: Position[] = [];
  for (let page = 1; ; page++) {
    const answer = await data<Paged<Position>>(t.app, 'careers.search', { keyword, page, pageSize: 50 });
    all.push(...answer.list);
    if (answer.list.length < 50) return all;
  }
}

describe('careers.search and careers.count for a keyword in over 1000 titles', () => {
  it.each(['Java开发', 'ja'])('lists every position holding %j once, open before closed, newest first, near the start and deep', async (keyword) => {
    const rows = await listed(keyword);
    expect(rows).toHaveLength(await likeCount(keyword));
    expect(new Set(rows.map((p) => p.id)).size).toBe(rows.length);
    expect(rows.every((p) => p.title.toLowerCase().includes(keyword.toLowerCase()))).toBe(true);
    const statuses = rows.map((p) => p.status);
    expect(statuses.indexOf('closed')).toBeGreaterThan(statuses.lastIndexOf('open'));
    for (const part of ['open', 'closed']) {
      const dates = rows.filter((p) => p.status === part).map((p) => p.publishDate);
      expect(dates).toEqual([...dates].sort().reverse());
    }
    // some sixty pages of a deep search: beyond the default 20 s when the machine is busy with the other phases
  }, 60_000);

  it.each(['Java开发', '开发', 'ja', 'JAVA'])('counts %j as LIKE does, capped at 1000', async (keyword) => {
    const all = await likeCount(keyword);
    expect(all).toBeGreaterThan(1000);
    const first = await data<Paged<Position>>(t.app, 'careers.search', { keyword, pageSize: 10 });
    expect(first).toMatchObject({ total: 1000, totalCapped: true });
    expect(first.list.every((p) => p.title.toLowerCase().includes(keyword.toLowerCase()))).toBe(true);
    const tabs = await data<PositionCounts>(t.app, 'careers.count', { keyword, scope: 'listed' });
    for (const type of types) {
      const n = await likeCount(keyword, type);
      expect(tabs[type]).toBe(Math.min(n, 1000));
      const list = await data<Paged<Position>>(t.app, 'careers.search', { keyword, recruitType: type, pageSize: 10 });
      expect(list.total).toBe(Math.min(n, 1000));
    }
    expect(types.some((type) => !(tabs.capped ?? []).includes(type))).toBe(true);
  });
});
