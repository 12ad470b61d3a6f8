// review.search finds a page in one of several ways by how many deliveries match and how thinly they are spread
// among the portal's (server/reviews/review-items.ts): gathered from the scope's side, looked for among the newest,
// sorted from the scope's side past that, or walked to the end. Every way gives the pages the plain ordered list gives.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@/src/core/envelope';
import type { ReviewItem } from '@/src/core/review-api';
import { data, startApp, type TestApp } from './helpers';
import type { Session } from './candidates';
import { REVIEWERS, reviewerLogin } from './review-helpers';

/** 1,250 deliveries for 周涛 (over 1000, one in twenty of the portal's), 23,750 for 陈静 (over 20,000) */
const MANY = 25_000;
let t: TestApp;
let chen: Session;
let zhou: Session;

async function openPosition(units: readonly number[]): Promise<number> {
  const row = await t.app.db.selectFrom('positions').select('id').where('unit_id', 'in', [...units]).where('status', '=', 'open').where('deadline', '>=', '2026-11-30').orderBy('id').executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await startApp();
  [chen, zhou] = [await reviewerLogin(t.app, REVIEWERS.chen), await reviewerLogin(t.app, REVIEWERS.zhou)];
  const [chens, zhous] = [await openPosition(REVIEWERS.chen.units), await openPosition(REVIEWERS.zhou.units)];
  await sql`INSERT INTO users (portal_id, domain, name, mobile, email, password_hash, created_at)
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${MANY})
    SELECT 1001, 'portal', '应聘者' || i, '16' || (100000000 + i), NULL, 'never signs in', '2026-11-01T00:00:00.000Z' FROM n`.execute(t.app.db);
  // one in twenty to 周涛's position, the rest to 陈静's; a second apart, some at the same second (ties by id)
  await sql`INSERT INTO deliveries (user_id, portal_id, position_id, status, created_at, tag, submitted_at)
    SELECT id, 1001, CASE WHEN id % 20 = 0 THEN CAST(${zhous} AS INTEGER) ELSE CAST(${chens} AS INTEGER) END, CASE WHEN id % 7 = 0 THEN 'processing' ELSE 'submitted' END,
      '2026-11-10T01:00:00.000Z', '1', '2026-11-1' || (id % 3) || 'T0' || (id % 10) || ':' || (10 + id % 50) || ':00.000Z'
    FROM users WHERE mobile LIKE '161%'`.execute(t.app.db);
}, 60_000);
afterAll(() => t.close());

/** The reviewer's deliveries under the filter, newest first, straight from the tables. */
async function ordered(units: readonly number[], status?: string): Promise<number[]> {
  const rows = await sql<{ id: number }>`select d.id from deliveries d left join positions p on p.id = d.position_id
    where d.portal_id = 1001 and d.status <> 'draft' ${status ? sql`and d.status = ${status}` : sql``}
      and (p.unit_id in (${sql.join([...units])}) or d.activity_id in (select activity_id from activity_units where unit_id in (${sql.join([...units])})))
    order by d.submitted_at desc, d.id desc`.execute(t.app.db);
  return rows.rows.map((r) => r.id);
}

const page = (who: Session, page: number, more: Record<string, unknown> = {}) => data<Paged<ReviewItem>>(t.app, 'review.search', { pageSize: 10, page, ...more }, who.headers);

describe('review.search pages, whichever way they are found', () => {
  it('gives a thin scope (one delivery in twenty) the pages of the ordered list, near and deep', async () => {
    const all = await ordered(REVIEWERS.zhou.units);
    expect(all.length).toBeGreaterThan(1000);
    const last = Math.ceil(all.length / 10);
    for (const n of [1, 2, 12, 60, last]) {
      const answer = await page(zhou, n);
      expect(answer.list.map((i) => i.id)).toEqual(all.slice((n - 1) * 10, n * 10));
      expect(answer).toMatchObject({ total: 1000, totalCapped: true });
    }
    const few = await page(zhou, 1, { keyword: '应聘者12' });
    expect(few.total).toBeLessThan(1000);
    expect(few.list.every((i) => i.candidate.name.startsWith('应聘者12'))).toBe(true);
  });

  it('gives a wide scope past 1000 the pages of the ordered list, a total of 1000+ and a status filter', async () => {
    const all = await ordered(REVIEWERS.chen.units);
    const last = Math.ceil(all.length / 10);
    for (const n of [1, 3, 100, 400, last]) expect((await page(chen, n)).list.map((i) => i.id)).toEqual(all.slice((n - 1) * 10, n * 10));
    expect(await page(chen, 1)).toMatchObject({ total: 1000, totalCapped: true });
    expect(all.length).toBeGreaterThan(20_000);
    const processing = await ordered(REVIEWERS.chen.units, 'processing');
    for (const n of [2, 300]) expect((await page(chen, n, { status: 'processing' })).list.map((i) => i.id)).toEqual(processing.slice((n - 1) * 10, n * 10));
  });

  it('walks for a keyword found in over 1000 candidates, near and deep', async () => {
    const all = await ordered(REVIEWERS.chen.units);
    const named = (await t.app.db.selectFrom('deliveries as d').innerJoin('users as c', 'c.id', 'd.user_id').select('d.id').where('c.name', 'like', '应聘者%').execute()).map((r) => r.id);
    const matching = all.filter((id) => named.includes(id));
    for (const n of [1, 300, 2000]) expect((await page(chen, n, { keyword: '应聘者' })).list.map((i) => i.id)).toEqual(matching.slice((n - 1) * 10, n * 10));
    expect(await page(chen, 1, { keyword: '应聘者' })).toMatchObject({ total: 1000, totalCapped: true });
  });
});
