import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, tempDir, type TestApp } from './helpers';

const dist = tempDir('portal-dist-');
const INDEX = `<!doctype html><html lang="zh-CN"><head><title>人才招聘网</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify('招聘'.repeat(2000))});`;
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
fs.writeFileSync(path.join(dist, 'assets', 'app-3f2a1b.js'), SCRIPT);

let t: TestApp;
let bare: TestApp;
beforeAll(async () => {
  t = await startApp({ staticDir: dist });
  bare = await startApp({ staticDir: path.join(dist, 'missing') });
});
afterAll(async () => {
  await t.close();
  await bare.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the built app', () => {
  it('serves index.html at / without long caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX);
  });

  it('serves hashed assets with a long immutable cache, compressed with brotli or gzip', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-3f2a1b.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(SCRIPT);
    const br = await t.app.inject({ method: 'GET', url: '/assets/app-3f2a1b.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 5);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gz = await t.app.inject({ method: 'GET', url: '/assets/app-3f2a1b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
  });

  it('compresses API answers too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pt/portal/rest/careercategory/tree', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString()).success).toBe(true);
  });

  it('answers index.html for page paths that accept HTML', async () => {
    for (const url of ['/site/1/1001/portal/pc/default/pc/home', '/gw/1/1002/portal/h5', '/recruitUnitList?x=1']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers the page at a site address to a client that takes anything (curl, a monitor)', async () => {
    for (const headers of [{ accept: '*/*' }, {}]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url: '/site/1/1001/portal/pc/default/pc/home', headers });
        expect([method, res.statusCode, String(res.headers['content-type']).toLowerCase()]).toEqual([method, 200, 'text/html; charset=utf-8']);
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/pt/unknown/call', headers: { accept: '*/*' } })).statusCode).toBe(404);
  });

  it('answers the 404 envelope instead of index.html for API, schema and asset paths, and for non-HTML requests', async () => {
    for (const [url, headers] of [
      ['/pt/unknown/call', html],
      ['/schemas/pages/unknown.json', html],
      ['/assets/missing-123.js', html],
      ['/assets-demo/missing.svg', html],
      ['/site/1/1001/portal/pc/default/pc/home', { accept: 'application/json' }],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    }
  });

  it('serves the demo images', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets-demo/banner-army-2.svg', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toContain('<linearGradient');
  });

  it('without a built app, page paths answer the 404 envelope', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/site/1/1001/portal/pc/default/pc/home', headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    expect((await bare.app.inject({ method: 'GET', url: '/assets-demo/banner-default-1.svg' })).statusCode).toBe(200);
  });
});
