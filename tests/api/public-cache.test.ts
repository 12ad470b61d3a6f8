// The guests' answer cache on one node: what is served from it, what never is, and that a write to the catalogue
// reaches the answers within the cache's window (polled, never timed).
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@/src/core/envelope';
import type { Position, PositionCounts } from '@/src/core/entities';
import { CACHE_HEADER } from '@/server/http/guest-cache';
import { readCatalogueVersion } from '@/server/http/public-cache';
import { call, startApp, type TestApp } from './helpers';
import { DEMO, login, type Session } from './candidates';
import { eventually } from './eventually';

const PORTAL = { 'qx-portal': '1001' };
const SEARCH = { keyword: '', recruitType: 'all', page: 1, pageSize: 10 };

describe('the guests answer cache', () => {
  let t: TestApp;
  let session: Session;
  beforeAll(async () => {
    t = await startApp({ publicCache: { windowMs: 1000 } });
    session = await login(t.app, DEMO.zhang);
  });
  afterAll(async () => t.close());

  it('answers a guest the second time from the cache, with the same body', async () => {
    const first = await call<Paged<Position>>(t.app, 'careers.search', { ...SEARCH, keyword: '工程师' }, PORTAL);
    const second = await call<Paged<Position>>(t.app, 'careers.search', { ...SEARCH, keyword: '工程师' }, PORTAL);
    expect(first.headers[CACHE_HEADER]).toBe('miss');
    expect(second.headers[CACHE_HEADER]).toBe('hit');
    expect(second.body).toEqual(first.body);
    expect(second.body.data?.list.length).toBeGreaterThan(0);
    expect(second.headers['content-type']).toMatch(/^application\/json/);
  });

  it('sends a hit compressed as the guest accepts it, the same answer once decoded', async () => {
    const params = { ...SEARCH, pageSize: 20 };
    const plain = await call(t.app, 'careers.search', params, PORTAL);
    const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
    for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['br;q=0, gzip', 'gzip']] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/pt/portal/rest/careers/search', payload: params, headers: { ...PORTAL, 'accept-encoding': accept } });
      expect(res.headers[CACHE_HEADER]).toBe('hit');
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(JSON.parse(decoders[encoding](res.rawPayload).toString('utf8'))).toEqual(plain.body);
    }
  });

  it('keeps answers to different params, portals and calls apart', async () => {
    const all = await call<Paged<Position>>(t.app, 'careers.search', SEARCH, PORTAL);
    const campus = await call<Paged<Position>>(t.app, 'careers.search', { ...SEARCH, recruitType: 'campus' }, PORTAL);
    const other = await call<Paged<Position>>(t.app, 'careers.search', SEARCH, { 'qx-portal': '1002' });
    expect(campus.body.data?.list.every((p) => p.recruitType === 'campus')).toBe(true);
    expect(campus.body.data?.total).toBeLessThan(all.body.data?.total ?? 0);
    expect(other.body.data?.list.map((p) => p.id)).not.toEqual(all.body.data?.list.map((p) => p.id));
  });

  it('never serves nor stores a signed-in request, a cookie or an Authorization header', async () => {
    const view = { recruitmentId: 1 };
    await call(t.app, 'careers.view', view, PORTAL);
    expect((await call(t.app, 'careers.view', view, PORTAL)).headers[CACHE_HEADER]).toBe('hit');
    for (const headers of [session.headers, { ...PORTAL, cookie: 'a=b' }, { ...PORTAL, authorization: 'Bearer x' }]) {
      const answer = await call<Position>(t.app, 'careers.view', view, headers);
      expect(answer.headers[CACHE_HEADER]).toBe('bypass');
      expect(answer.body.data?.id).toBe(1);
    }
    const signedIn = await call(t.app, 'careers.search', { ...SEARCH, keyword: '只给登录者' }, session.headers);
    expect(signedIn.headers[CACHE_HEADER]).toBe('bypass');
    // the signed-in answer was not stored for the guests either
    expect((await call(t.app, 'careers.search', { ...SEARCH, keyword: '只给登录者' }, PORTAL)).headers[CACHE_HEADER]).toBe('miss');
  });

  it('does not store a failure', async () => {
    const missing = { recruitmentId: 999999 };
    await call(t.app, 'careers.view', missing, PORTAL);
    const again = await call(t.app, 'careers.view', missing, PORTAL);
    expect(again.body.errorCode).toBe('NOT_FOUND');
    expect(again.headers[CACHE_HEADER]).toBe('miss');
  });

  it('bumps the catalogue version in the writing transaction, and not when it rolls back', async () => {
    const before = await readCatalogueVersion(t.app.db);
    await t.app.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('positions').set({ headcount: 99 }).where('id', '=', 2).execute();
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await readCatalogueVersion(t.app.db)).toBe(before);
    await t.app.db.updateTable('units').set({ intro: '新的介绍' }).where('id', '=', 4).execute();
    expect(await readCatalogueVersion(t.app.db)).toBeGreaterThan(before);
  });

  it('shows a changed position, count and site name to guests within the window', async () => {
    await call(t.app, 'careers.view', { recruitmentId: 3 }, PORTAL);
    const counts = (await call<PositionCounts>(t.app, 'careers.count', {}, PORTAL)).body.data;
    await call(t.app, 'siteconfig.load', { relationId: '1001', userDomain: 'portal' }, PORTAL);
    await t.app.db.updateTable('positions').set({ title: '缓存之后改的标题' }).where('id', '=', 3).execute();
    await t.app.db.updateTable('positions').set({ deadline: '2000-01-01' }).where('id', '=', 1).execute();
    await t.app.db.updateTable('portals').set({ name: '改名后的门户' }).where('id', '=', 1001).execute();
    await eventually(async () => (await call<Position>(t.app, 'careers.view', { recruitmentId: 3 }, PORTAL)).body.data?.title, '缓存之后改的标题');
    await eventually(async () => (await call<PositionCounts>(t.app, 'careers.count', {}, PORTAL)).body.data?.all, (counts?.all ?? 0) - 1);
    await eventually(
      async () => (await call<{ siteConfig: { siteName: string } }>(t.app, 'siteconfig.load', { relationId: '1001', userDomain: 'portal' }, PORTAL)).body.data?.siteConfig.siteName,
      '改名后的门户',
    );
  });
});
