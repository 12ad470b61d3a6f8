// At 100k positions, the homes' counts of open positions come from a tally that triggers keep (migration 017). Each
// way a position can enter or leave "open" (added, closed, opened again, its deadline moved, its type changed,
// removed, a day passing) leaves careers.count and siteconfig.index agreeing with a count of the positions
// themselves, on both engines and for both portals.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PositionCounts } from '@/src/core/entities';
import type { Db } from '@/server/db/database';
import { data, NOW, startApp, type TestApp } from './helpers';
import { growPortal } from './grow-positions';

const TODAY = '2026-11-20';
let t: TestApp;
const db = () => t.app.db as Db;
beforeAll(async () => {
  t = await startApp();
}, 60_000);
afterAll(() => t.close());

/** Open positions of a portal counted from the positions table, per type. */
async function counted(portalId: number, today = TODAY): Promise<PositionCounts> {
  const rows = await db()
    .selectFrom('positions')
    .select(['recruit_type', (eb) => eb.fn.countAll<number>().as('n')])
    .where('portal_id', '=', portalId)
    .where('status', '<>', 'closed')
    .where('deadline', '>=', today)
    .groupBy('recruit_type')
    .execute();
  const counts: PositionCounts = { all: 0, social: 0, campus: 0, veterans: 0 };
  for (const r of rows) {
    counts[r.recruit_type as 'social'] += Number(r.n);
    counts.all += Number(r.n);
  }
  return counts;
}

const answered = (portalId: number) => data<PositionCounts>(t.app, 'careers.count', {}, { 'qx-portal': String(portalId) });

async function expectAgree(): Promise<PositionCounts> {
  for (const portalId of [1001, 1002]) expect(await answered(portalId)).toEqual(await counted(portalId));
  return answered(1001);
}

const run = (query: string) => sql.raw(query).execute(db());
const firstOpen = async () => Number((await db().selectFrom('positions').select('id').where('portal_id', '=', 1001).where('status', '<>', 'closed').where('deadline', '>=', TODAY).orderBy('id').executeTakeFirstOrThrow()).id);

describe('the homes count open positions from the tally', () => {
  it('agrees with the positions after the seed and as positions are added', async () => {
    const seeded = await expectAgree();
    expect(seeded.all).toBeGreaterThan(0);
    await growPortal(db(), 3);
    const grown = await expectAgree();
    expect(grown.all).toBeGreaterThan(seeded.all);
  });

  it('follows a position closed, opened again, moved past its deadline and back, retyped and removed', async () => {
    const id = await firstOpen();
    const before = await expectAgree();
    await run(`update positions set status = 'closed' where id = ${id}`);
    expect((await expectAgree()).all).toBe(before.all - 1);
    await run(`update positions set status = 'open' where id = ${id}`);
    expect((await expectAgree()).all).toBe(before.all);
    await run(`update positions set deadline = '2026-11-19' where id = ${id}`);
    expect((await expectAgree()).all).toBe(before.all - 1);
    await run(`update positions set deadline = '2027-01-31' where id = ${id}`);
    expect((await expectAgree()).all).toBe(before.all);
    await run(`update positions set recruit_type = case recruit_type when 'social' then 'campus' else 'social' end where id = ${id}`);
    expect((await expectAgree()).all).toBe(before.all);
    await run(`update positions set title = title || '（更新）' where id = ${id}`);
    await expectAgree();
    await run(`delete from positions where id = ${id}`);
    expect((await expectAgree()).all).toBe(before.all - 1);
  });

  it('drops the positions whose deadline passes as the days go by, and the home says so', async () => {
    const later = new Date(NOW.getTime() + 20 * 86_400_000);
    const laterDay = later.toISOString().slice(0, 10);
    t = await t.restart({ now: () => later });
    const now = await counted(1001, laterDay);
    expect(now.all).toBeLessThan((await counted(1001)).all);
    expect(await answered(1001)).toEqual(now);
    const index = await data<{ counts: PositionCounts }>(t.app, 'siteconfig.index', { relationId: 1001 }, { 'qx-portal': '1001' });
    expect(index.counts).toEqual(now);
  });
});
