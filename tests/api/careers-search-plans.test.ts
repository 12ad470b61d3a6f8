// Fast at 100k positions: the careers list is served by the indexes of migration 011 on both engines. A plan is what
// the database answers to EXPLAIN for the very queries the list runs (no timings here: see bench:growth). The
// scratch database first gets 500 copies of portal 1001's positions (about 19,000 rows, each copy a day older),
// so that the planners choose as they would on a grown portal.
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineOf, type Db } from '@/server/db/database';
import { cappedCountQuery, listingQuery, pageIdsQuery, resolveFilters, type ListPart, type PositionFilters } from '@/server/careers/position-listing';
import { startApp, type TestApp } from './helpers';
import { growPortal } from './grow-positions';

const COPIES = 500;

const TODAY = '2026-11-20';
let t: TestApp;
const db = () => t.app.db as Db;
const pg = () => engineOf(db()) === 'postgres';

beforeAll(async () => {
  t = await startApp();
  await growPortal(db(), COPIES);
  // one title of its own: a rare keyword
  await db().updateTable('positions').set({ title: '量子纠缠研究员' }).where('id', '=', 1).execute();
  await sql.raw(pg() ? 'analyze positions' : 'analyze').execute(db());
});
afterAll(() => t.close());

/** The plan's text: SQLite's EXPLAIN QUERY PLAN details, or PostgreSQL's EXPLAIN. */
async function planOf(query: CompiledQuery): Promise<string> {
  const explain = pg() ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN';
  const rows = await db().executeQuery<Record<string, string>>(CompiledQuery.raw(`${explain} ${query.sql}`, [...query.parameters]));
  return rows.rows.map((r) => (pg() ? r['QUERY PLAN'] : r.detail)).join('\n');
}

const listing = async (f: PositionFilters, part: ListPart, forPage = false) => listingQuery(db(), 1001, f, await resolveFilters(db(), f), TODAY, part, forPage);
/** The query of one page of a part, as searchPositions runs it. */
async function pageOf(f: PositionFilters, part: ListPart, offset = 0) {
  const { byIds } = await resolveFilters(db(), f);
  return pageIdsQuery(await listing(f, part, true), 10, offset, byIds).compile();
}

describe('careers.search query plans on a grown portal', () => {
  it('has grown', async () => {
    const n = await db().selectFrom('positions').select((eb) => eb.fn.countAll<number>().as('n')).where('portal_id', '=', 1001).executeTakeFirstOrThrow();
    expect(Number(n.n)).toBeGreaterThan(COPIES * 30);
  });

  it.each(['open', 'closed'] as const)('walks the %s part of the list along the listing index, newest first, with no sort', async (part) => {
    const plan = await planOf(await pageOf({}, part, 490));
    expect(plan).toMatch(/positions_listing/);
    expect(plan).not.toMatch(/TEMP B-TREE|Sort/);
  });

  it('finds a keyword of three or more characters through the trigram index of titles', async () => {
    if (pg()) {
      // a rare keyword: the GIN index of folded titles gives the rows (a common one walks the list's index)
      expect(await planOf(await pageOf({ keyword: '量子纠缠' }, 'all'))).toMatch(/positions_title_trgm/);
      return;
    }
    const phrase = sql`select rowid from positions_fts where positions_fts match ${'"量子纠缠"'}`.compile(db());
    expect(await planOf(phrase)).toMatch(/VIRTUAL TABLE INDEX \d+:M/);
    // the phrase's few ids are read by id, not found by walking every row
    expect(await planOf(await pageOf({ keyword: '量子纠缠' }, 'all'))).toMatch(/INTEGER PRIMARY KEY/);
    expect(await planOf(await pageOf({ keyword: 'Java开发' }, 'all'))).toMatch(/INTEGER PRIMARY KEY/);
  });

  it('finds a rare keyword of one or two characters through the index terms that start with it (SQLite), or its two-character pieces (PostgreSQL)', async () => {
    if (pg()) {
      // PostgreSQL: one character tested row by row along the listing index, which holds the titles; two through
      // the index of the titles' two-character pieces (migration 016)
      expect(await planOf(await pageOf({ keyword: '电' }, 'open'))).toMatch(/positions_listing/);
      expect(await planOf(await pageOf({ keyword: '量子' }, 'all'))).toMatch(/positions_title_bigrams/);
      const count = cappedCountQuery(db(), await listing({ keyword: '量子' }, 'all')).compile();
      expect(await planOf(count)).toMatch(/positions_title_bigrams/);
      return;
    }
    const terms = sql`select distinct doc from positions_fts_terms where term >= ${'ja'} and term < ${'ja\u{10FFFF}'}`.compile(db());
    expect(await planOf(terms)).toMatch(/VIRTUAL TABLE INDEX/);
    expect(await planOf(await pageOf({ keyword: 'Ja' }, 'all'))).toMatch(/INTEGER PRIMARY KEY/);
  });

  it('counts the list no further than the cap (SQLite: along an index)', async () => {
    const plan = await planOf(cappedCountQuery(db(), await listing({}, 'all')).compile());
    // PostgreSQL may read the first 1,001 rows of the table itself: as cheap, and as bounded (SQLite takes the
    // narrowest index of the portal's rows, today the codes')
    expect(plan).toMatch(pg() ? /Limit .*rows=1001/ : /positions_(listing|open|type_category|portal_code)/);
  });

  it('counts the open positions in the range of deadlines still ahead', async () => {
    const open = (await listing({}, 'open')).select((eb) => eb.fn.countAll<number>().as('n'));
    // the same range through migration 028's index of not-closed positions (the sitemap's) is as bounded, and narrower
    expect(await planOf(open.compile())).toMatch(/positions_(open|sitemap)/);
  });
});
