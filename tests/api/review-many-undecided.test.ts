// review.search with more undecided applications in the reviewer's units than SQLite takes parameters in one
// statement (32,766): the list and the moves the dates make are the same as with a few; the total stops at 1000.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@/src/core/envelope';
import type { ReviewDetail, ReviewItem } from '@/src/core/review-api';
import { data, startApp, type TestApp } from './helpers';
import type { Session } from './candidates';
import { REVIEWERS, reviewerLogin } from './review-helpers';

/** more than SQLITE_MAX_VARIABLE_NUMBER (32,766) */
const MANY = 33_000;
/** a registration deadline before the tests' date (2026-11-20) */
const PAST_DEADLINE = '2026-11-01';

let t: TestApp;
let chen: Session;
let open: number;
let due: number;
let before: number;
beforeAll(async () => {
  t = await startApp();
  chen = await reviewerLogin(t.app, REVIEWERS.chen);
  before = (await search()).total;
  const positions = await t.app.db
    .selectFrom('positions')
    .select('id')
    .where('unit_id', 'in', [...REVIEWERS.chen.units])
    .where('status', '=', 'open')
    .where('deadline', '>=', '2026-11-30')
    .orderBy('id')
    .limit(2)
    .execute();
  [open, due] = positions.map((p) => p.id);
  await t.app.db.updateTable('positions').set({ deadline: PAST_DEADLINE }).where('id', '=', due).execute();
  // set-based: MANY candidates, each with a submitted application to the open position; the first three also to the due one
  await sql`INSERT INTO users (portal_id, domain, name, mobile, email, password_hash, created_at)
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${MANY})
    SELECT 1001, 'portal', '考生' || i, '17' || (100000000 + i), NULL, 'never signs in', '2026-11-01T00:00:00.000Z' FROM n`.execute(t.app.db);
  await sql`INSERT INTO deliveries (user_id, portal_id, position_id, status, created_at, tag, submitted_at)
    SELECT id, 1001, ${open}, 'submitted', '2026-11-10T01:00:00.000Z', '1', '2026-11-10T01:00:00.000Z' FROM users WHERE mobile LIKE '171%'`.execute(t.app.db);
  await sql`INSERT INTO deliveries (user_id, portal_id, position_id, status, created_at, tag, submitted_at)
    SELECT id, 1001, ${due}, 'submitted', '2026-10-30T01:00:00.000Z', '1', '2026-10-30T01:00:00.000Z' FROM users
    WHERE mobile IN ('17100000001', '17100000002', '17100000003')`.execute(t.app.db);
}, 60_000);
afterAll(() => t.close());

async function search(params: Record<string, unknown> = {}): Promise<Paged<ReviewItem>> {
  return data<Paged<ReviewItem>>(t.app, 'review.search', { pageSize: 20, ...params }, chen.headers);
}

describe('review.search past the parameter limit', () => {
  it('lists every application, newest first, the total stopping at 1000 (totalCapped) and the pages reaching the last', async () => {
    const page = await search();
    expect(page).toMatchObject({ total: 1000, totalCapped: true });
    expect(page.list).toHaveLength(20);
    const all = before + MANY + 3;
    const last = await search({ page: Math.ceil(all / 20) });
    expect(last.list).toHaveLength(all - 20 * (Math.ceil(all / 20) - 1));
    expect(last.totalCapped).toBe(true);
    const times = page.list.map((i) => i.submittedAt ?? '');
    expect(times).toEqual([...times].sort().reverse());
  });

  it('moves the applications whose registration closed to deadline, and leaves the open position\'s submitted', async () => {
    const moved = await search({ positionId: due, status: 'deadline' });
    const names = moved.list.map((i) => i.candidate.name);
    expect(names).toEqual(expect.arrayContaining(['考生1', '考生2', '考生3']));
    expect(moved.list.every((i) => i.actions.length === 0)).toBe(true);
    expect((await search({ positionId: due, status: 'submitted' })).total).toBe(0);
    const waiting = await search({ positionId: open, status: 'submitted' });
    expect(waiting).toMatchObject({ total: 1000, totalCapped: true });
    expect(waiting.list[0].actions).toEqual(['start']);
  });

  it('records the move in the history the reviewer reads', async () => {
    const [item] = (await search({ positionId: due, status: 'deadline', keyword: '考生1' })).list;
    const detail = await data<ReviewDetail>(t.app, 'review.view', { deliveryId: item.id }, chen.headers);
    expect(detail.status).toBe('deadline');
    expect(detail.history.map((h) => h.status)).toContain('deadline');
  });

  it('finds a candidate among them by name', async () => {
    const found = await search({ keyword: '考生32999' });
    expect(found.list.map((i) => i.candidate.mobile)).toEqual(['17100032999']);
  });
});
