// For search engines: /sitemap.xml lists every open position, notice and activity of the portals at the detail page
// their site file names, with lastmod (a position closed by hand or past its deadline leaves it); past the URLs per
// file it is an index of files that together list the same; /robots.txt points to it. On both engines. NOW is
// 2026-11-20 in Beijing.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/database';
import { publicUrlFromEnv } from '@/server/seo/seo-routes';
import { startApp, type TestApp } from './helpers';

const ORIGIN = 'https://jobs.example.org';
const TODAY = '2026-11-20';
let t: TestApp;
const db = () => t.app.db as Db;
beforeAll(async () => {
  t = await startApp({ seo: { publicUrl: ORIGIN } });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
const lastmods = (xml: string) => [...xml.matchAll(/<url><loc>[^<]+<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map((m) => m[1]);

async function rowIds(table: 'notices' | 'activities', portalId: number): Promise<number[]> {
  return (await db().selectFrom(table).select('id').where('portal_id', '=', portalId).orderBy('id').execute()).map((r) => Number(r.id));
}

/** The positions open today: not closed by hand, deadline not passed. */
async function openIds(portalId: number): Promise<number[]> {
  const rows = await db().selectFrom('positions').select('id').where('portal_id', '=', portalId).where('status', '<>', 'closed').where('deadline', '>=', TODAY).orderBy('id').execute();
  return rows.map((r) => Number(r.id));
}

/** Every URL the sitemap should give: per portal, its variant base and the page of each row. */
async function expected(): Promise<string[]> {
  const pages = {
    1001: { base: `${ORIGIN}/site/1/1001/portal/pc/default/pc/`, positions: 'recruitmentview/', notices: 'notice/', activities: ['schoolrecruitment/detail?id=', ''] },
    1002: { base: `${ORIGIN}/site/1/1002/portal/pc/army/pc/`, positions: 'recruitmentview/', notices: 'notice/', activities: ['applyActivity/', '/applyActivity'] },
  } as const;
  const out: string[] = [];
  for (const [portal, p] of Object.entries(pages)) {
    out.push(...(await openIds(Number(portal))).map((id) => `${p.base}${p.positions}${id}`));
    out.push(...(await rowIds('notices', Number(portal))).map((id) => `${p.base}${p.notices}${id}`));
    out.push(...(await rowIds('activities', Number(portal))).map((id) => `${p.base}${p.activities[0]}${id}${p.activities[1]}`));
  }
  return out;
}

describe('/sitemap.xml and /robots.txt', () => {
  it('robots.txt keeps crawlers off the API and names the sitemap at the public address', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Disallow: /pt/');
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('lists every open position, notice and activity of both portals once, each with its lastmod', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const listed = locs(res.body);
    const wanted = await expected();
    expect(wanted.length).toBeGreaterThan(40);
    expect([...listed].sort()).toEqual([...wanted].sort());
    expect(listed.join('\n')).toContain('detail?id=');
    expect(lastmods(res.body)).toHaveLength(listed.length);
    expect(lastmods(res.body).every((d) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(d))).toBe(true);
  });

  it('gives an edited position a newer lastmod', async () => {
    const id = (await openIds(1001))[0];
    await sql`update positions set updated_at = '2020-01-01T00:00:00Z' where id = ${id}`.execute(db());
    const lastmodOf = async () => new RegExp(`recruitmentview/${id}</loc><lastmod>([^<]+)<`).exec((await get('/sitemap.xml')).body)?.[1];
    expect(await lastmodOf()).toBe('2020-01-01T00:00:00Z');
    await sql`update positions set headcount = headcount + 1 where id = ${id}`.execute(db());
    expect((await lastmodOf())! > '2026-01-01').toBe(true);
  });

  it('leaves out a position closed by hand and one past its deadline, and keeps an open one with its lastmod', async () => {
    const [closed, expired, open] = (await openIds(1001)).slice(1, 4);
    await sql`update positions set updated_at = '2026-11-02T08:30:00Z' where id = ${open}`.execute(db());
    await db().updateTable('positions').set({ status: 'closed' }).where('id', '=', closed).execute();
    await db().updateTable('positions').set({ deadline: '2026-11-19' }).where('id', '=', expired).execute();
    const body = (await get('/sitemap.xml')).body;
    const page = (id: number) => `${ORIGIN}/site/1/1001/portal/pc/default/pc/recruitmentview/${id}`;
    expect(locs(body)).not.toContain(page(closed));
    expect(locs(body)).not.toContain(page(expired));
    expect(body).toContain(`<url><loc>${page(open)}</loc><lastmod>2026-11-02T08:30:00Z</lastmod></url>`);
    // the seed's own: 电力营销专员 is closed by hand, 审计专员 (20) ended on 2026-11-10
    expect(locs(body)).not.toContain(page(43));
    expect(locs(body)).not.toContain(page(20));
    // opened again, it is listed again
    await db().updateTable('positions').set({ status: 'open' }).where('id', '=', closed).execute();
    expect(locs((await get('/sitemap.xml')).body)).toContain(page(closed));
  });

  it('past the URLs per file, is an index of files that list the same URLs, and no more files than it names', async () => {
    const whole = locs((await get('/sitemap.xml')).body);
    const small = await t.restart({ seo: { publicUrl: ORIGIN, urlsPerFile: 10 } });
    t = small;
    const index = await get('/sitemap.xml');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locs(index.body);
    expect(files.length).toBeGreaterThanOrEqual(Math.ceil(whole.length / 10));
    const listed: string[] = [];
    for (const [i, file] of files.entries()) {
      expect(file).toBe(`${ORIGIN}/sitemap-${i + 1}.xml`);
      const part = locs((await get(`/sitemap-${i + 1}.xml`)).body);
      expect(part.length).toBeLessThanOrEqual(10);
      listed.push(...part);
    }
    expect(listed.sort()).toEqual([...whole].sort());
    for (const n of [files.length + 1, 0]) expect((await get(`/sitemap-${n}.xml`)).statusCode).toBe(404);
  });

  it('takes PORTAL_PUBLIC_URL as an http or https address only', () => {
    expect(publicUrlFromEnv({})).toBeUndefined();
    expect(publicUrlFromEnv({ PORTAL_PUBLIC_URL: 'https://jobs.example.org/' })).toBe('https://jobs.example.org');
    for (const bad of ['jobs.example.org', 'javascript:alert(1)', 'https://jobs.example.org/?a=1', 'ftp://x.org']) {
      expect(() => publicUrlFromEnv({ PORTAL_PUBLIC_URL: bad })).toThrow(/PORTAL_PUBLIC_URL must be an http or https address/);
    }
  });
});
