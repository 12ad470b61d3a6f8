// Fast at 100k notices: the notices list is served by the indexes of migrations 012 and 014 on both engines. A plan is
// what the database answers to EXPLAIN for the very queries notice.search runs (no timings here: see
// bench:growth). The scratch database first gets 2,000 copies of portal 1001's notices (22,000 rows, each copy a
// day older), so that the planners choose as they would on a grown portal.
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineOf, type Db } from '@/server/db/database';
import { cappedCountQuery } from '@/server/sql/count-cap';
import { noticeListing, noticePageQuery, type NoticeFilters } from '@/server/content/notice-listing';
import { startApp, type TestApp } from './helpers';
import { growNotices } from './grow-notices';

const COPIES = 2000;
let t: TestApp;
const db = () => t.app.db as Db;
const pg = () => engineOf(db()) === 'postgres';

beforeAll(async () => {
  t = await startApp();
  await growNotices(db(), COPIES);
  await db().updateTable('notices').set({ category: '更正公告' }).where('id', '=', 5).execute();
  await sql.raw(pg() ? 'analyze notices' : 'analyze').execute(db());
});
afterAll(() => t.close());

/** The plan's text: SQLite's EXPLAIN QUERY PLAN details, or PostgreSQL's EXPLAIN. */
async function planOf(query: CompiledQuery): Promise<string> {
  const explain = pg() ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN';
  const rows = await db().executeQuery<Record<string, string>>(CompiledQuery.raw(`${explain} ${query.sql}`, [...query.parameters]));
  return rows.rows.map((r) => (pg() ? r['QUERY PLAN'] : r.detail)).join('\n');
}

async function listing(f: NoticeFilters) {
  const found = await noticeListing(db(), 1001, f);
  if (!found) throw new Error(`no notice holds ${JSON.stringify(f)}`);
  return found;
}
const pageOf = async (f: NoticeFilters, offset = 0) => planOf(noticePageQuery(await listing(f), 10, offset).compile());
const countOf = async (f: NoticeFilters) => planOf(cappedCountQuery(db(), (await listing(f)).q).compile());

describe('notice.search query plans on a grown portal', () => {
  it('walks the list newest first along the listing index, with no sort, deep pages included', async () => {
    for (const offset of [0, 4990]) {
      const plan = await pageOf({}, offset);
      expect(plan).toMatch(/notices_portal_publish_id/);
      expect(plan).not.toMatch(/TEMP B-TREE|Sort/);
    }
  });

  it('reaches a rare category through its own index', async () => {
    expect(await pageOf({ category: '更正公告' })).toMatch(/notices_category/);
  });

  it('finds a rare keyword of three or more characters through the trigram indexes of titles and summaries', async () => {
    if (pg()) {
      const plan = await pageOf({ keyword: '量子纠缠' });
      expect(plan).toMatch(/notices_title_trgm/);
      expect(plan).toMatch(/notices_summary_trgm/);
      return;
    }
    const phrase = sql`select rowid from notices_fts where notices_fts match ${'"量子纠缠"'}`.compile(db());
    expect(await planOf(phrase)).toMatch(/VIRTUAL TABLE INDEX \d+:M/);
    // the phrase's few ids are read by id, not found by walking every row
    expect(await pageOf({ keyword: '量子纠缠' })).toMatch(/INTEGER PRIMARY KEY/);
    expect(await pageOf({ keyword: 'java_dev' })).toMatch(/INTEGER PRIMARY KEY/);
  });

  it('finds a rare keyword of one or two characters through the index terms that start with it (SQLite)', async () => {
    if (pg()) {
      // PostgreSQL: tested row by row along the listing index
      expect(await pageOf({ keyword: '笔试' })).toMatch(/notices_portal_publish_id/);
      return;
    }
    const terms = sql`select distinct doc from notices_fts_terms where term >= ${'ja'} and term < ${'ja\u{10FFFF}'}`.compile(db());
    expect(await planOf(terms)).toMatch(/VIRTUAL TABLE INDEX/);
    expect(await pageOf({ keyword: 'Ja' })).toMatch(/INTEGER PRIMARY KEY/);
  });

  it('walks the listing index for a common keyword, the page filling within a few rows', async () => {
    const plan = await pageOf({ keyword: '招聘' });
    expect(plan).toMatch(/notices_portal_publish_id/);
    expect(plan).not.toMatch(/TEMP B-TREE|Sort/);
  });

  it('counts the list no further than the cap', async () => {
    // SQLite: the whole list along an index of the portal's notices (the narrowest: the codes' or the units'); a keyword reads rows (titles, summaries) until 1,001 match
    expect(await countOf({})).toMatch(pg() ? /Limit .*rows=1001/ : /COVERING INDEX notices_(portal_(publish_id|code)|unit) \(portal_id=\?\)/);
    for (const keyword of ['招聘', '笔试', '量子纠缠']) {
      const plan = await countOf({ keyword });
      // a count needs no order (SQLite's DISTINCT of index terms is the candidates' list, at most 10,001)
      if (pg()) expect(plan).toMatch(/Limit/);
      expect(plan).not.toMatch(/FOR ORDER BY|Sort/);
    }
  });
});
