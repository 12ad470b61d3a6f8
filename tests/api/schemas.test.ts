import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMAS_DIR, startApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(SCHEMAS_DIR, file), 'utf8')) as Record<string, unknown>;

function mergedLocale(locale: string): Record<string, unknown> {
  const dir = path.join(SCHEMAS_DIR, 'locales', locale);
  const merged: Record<string, unknown> = {};
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) Object.assign(merged, readJson(`locales/${locale}/${file}`));
  delete merged.$schema;
  return merged;
}

describe('GET /schemas/...', () => {
  it('serves a schema file with an ETag and Cache-Control no-cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/schemas/sites/default.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(res.json()).toEqual(readJson('sites/default.json'));
  });

  it('answers 304 when If-None-Match names the ETag, 200 otherwise', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/schemas/routes/default.pc.json' });
    const etag = String(first.headers.etag);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await t.app.inject({ method: 'GET', url: '/schemas/routes/default.pc.json', headers: { 'if-none-match': header } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('no-cache');
    }
    const other = await t.app.inject({ method: 'GET', url: '/schemas/routes/default.pc.json', headers: { 'if-none-match': '"stale"' } });
    expect(other.statusCode).toBe(200);
  });

  it('answers a 404 envelope for an unknown file and for paths leaving the folder', async () => {
    for (const url of ['/schemas/pages/nope.json', '/schemas/%2e%2e/package.json', '/schemas/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND', showType: 2 });
    }
  });
});

describe('GET /schemas/locales/{locale}.json', () => {
  it.each(['zh-CN', 'en-US'])('merges every part of %s without $schema keys', async (locale) => {
    const res = await t.app.inject({ method: 'GET', url: `/schemas/locales/${locale}.json` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, string>;
    expect(body.$schema).toBeUndefined();
    expect(body).toEqual(mergedLocale(locale));
    expect(Object.keys(body).length).toBeGreaterThan(Object.keys(readJson(`locales/${locale}/blocks.json`)).length - 1);
    expect(res.headers.etag).toBeDefined();
    const again = await t.app.inject({ method: 'GET', url: `/schemas/locales/${locale}.json`, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers a 404 envelope for an unknown locale', async () => {
    for (const locale of ['fr-FR', 'x!y']) {
      const res = await t.app.inject({ method: 'GET', url: `/schemas/locales/${encodeURIComponent(locale)}.json` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    }
  });

  it('lists the locales that have catalogues, so a browser asks only for those', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/schemas/locales/index.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ locales: ['en-US', 'zh-CN'] });
  });
});
