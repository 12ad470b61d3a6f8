// The sitemap at 100k positions: it lists open positions only, counted from the tally of migration 017 and read,
// a file at a time, along the partial index of migration 028 (deadline from today on, then id), so neither the count
// nor a file reads the closed and expired positions a grown portal is mostly made of. A plan is what the database
// answers to EXPLAIN for the very queries the sitemap runs (no timings here). The scratch database first gets 500
// copies of portal 1001's positions (about 19,000 rows, each copy a day older: most past their deadline).
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineOf, type Db } from '@/server/db/database';
import { openTallyQuery } from '@/server/careers/open-tally';
import { countRows, rowsQuery } from '@/server/seo/sitemap-rows';
import { startApp, type TestApp } from './helpers';
import { growPortal } from './grow-positions';

const TODAY = '2026-11-20';
const POSITIONS = { of: 'positions', path: 'recruitmentview/{id}' } as const;
let t: TestApp;
const db = () => t.app.db as Db;
const pg = () => engineOf(db()) === 'postgres';

beforeAll(async () => {
  t = await startApp({ seo: { publicUrl: 'https://jobs.example.org', urlsPerFile: 500 } });
  await growPortal(db(), 500);
  await sql`analyze`.execute(db());
}, 60_000);
afterAll(() => t.close());

/** The plan's text: SQLite's EXPLAIN QUERY PLAN details, or PostgreSQL's EXPLAIN. */
async function planOf(query: CompiledQuery): Promise<string> {
  const explain = pg() ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN';
  const rows = await db().executeQuery<Record<string, string>>(CompiledQuery.raw(`${explain} ${query.sql}`, [...query.parameters]));
  return rows.rows.map((r) => (pg() ? r['QUERY PLAN'] : r.detail)).join('\n');
}

async function openIds(): Promise<number[]> {
  const rows = await db().selectFrom('positions').select('id').where('portal_id', '=', 1001).where('status', '<>', 'closed').where('deadline', '>=', TODAY).execute();
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

describe('the sitemap of a grown portal', () => {
  it('counts its open positions from the tally, by its key', async () => {
    const open = await openIds();
    const all = await db().selectFrom('positions').select((eb) => eb.fn.countAll<number>().as('n')).where('portal_id', '=', 1001).executeTakeFirstOrThrow();
    expect(Number(all.n)).toBeGreaterThan(10 * open.length);
    expect(await countRows(db(), 1001, POSITIONS, TODAY)).toBe(open.length);
    // a few hundred rows at any size (SQLite: a range of its key); the positions are not read
    const plan = await planOf(openTallyQuery(db(), 1001, TODAY).compile());
    expect(plan).toMatch(pg() ? /open_position_tally/ : /SEARCH open_position_tally USING (COVERING )?INDEX \S+ \(portal_id=\? AND deadline>\?\)/);
    expect(plan).not.toMatch(/\bpositions\b/);
  });

  it('reads a file of positions along the open positions index, from today on, without sorting (SQLite: from the index alone)', async () => {
    const file = await planOf(rowsQuery(db(), 1001, POSITIONS, TODAY, 0, 50_000).compile());
    expect(file).toMatch(/positions_sitemap/);
    if (!pg()) expect(file).toMatch(/COVERING INDEX positions_sitemap \(portal_id=\? AND deadline>\?\)/);
    if (!pg()) expect(file).not.toMatch(/TEMP B-TREE/);
    // PostgreSQL may gather a whole file's few rows through the index and sort them; a stretch is walked in order
    const stretch = await planOf(rowsQuery(db(), 1001, POSITIONS, TODAY, 500, 500).compile());
    expect(stretch).toMatch(/positions_sitemap/);
    expect(stretch).not.toMatch(/TEMP B-TREE|Sort/);
  });

  it('lists exactly the open positions across its files', async () => {
    const index = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const files = [...index.matchAll(/<loc>https:\/\/jobs\.example\.org(\/sitemap-\d+\.xml)<\/loc>/g)].map((m) => m[1]);
    const listed: number[] = [];
    for (const file of files) {
      const body = (await t.app.inject({ method: 'GET', url: file })).body;
      listed.push(...[...body.matchAll(/\/site\/1\/1001\/portal\/pc\/default\/pc\/recruitmentview\/(\d+)<\/loc>/g)].map((m) => Number(m[1])));
    }
    expect(listed.sort((a, b) => a - b)).toEqual(await openIds());
  });
});
