// Security headers of every kind of answer (a page, an API answer, a 404), no-store on personal answers,
// and HSTS only when the request came over TLS (through a proxy PORTAL_TRUST_PROXY trusts).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, fillPath, type EndpointName } from '@/src/core/endpoints';
import { login, DEMO } from '@/tests/api/candidates';
import { call, startApp, tempDir, type TestApp } from '@/tests/api/helpers';

const dist = tempDir('portal-headers-dist-');
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><div id="root"></div></body></html>');
fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');

let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await startApp({ staticDir: dist });
  proxied = await startApp({ staticDir: dist, trustProxy: ['127.0.0.1'] });
});
afterAll(async () => {
  await t.close();
  await proxied.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const portal = { 'qx-portal': '1001' };
const ANSWERS = {
  'a page': { url: '/site/1/1001/portal/pc/default/pc/home', headers: { accept: 'text/html' }, status: 200 },
  'an API answer': { url: '/pt/portal/rest/careercategory/tree', headers: portal, status: 200 },
  'a 404': { url: '/pt/no/such/call', headers: portal, status: 404 },
  'a static file': { url: '/assets/app-1a2b3c.js', headers: {}, status: 200 },
};
const get = (app: TestApp, url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  app.app.inject({ method: 'GET', url, headers, remoteAddress });

/** The CSP as directive -> sources. */
function csp(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe.each(Object.entries(ANSWERS))('security headers on %s', (_what, answer) => {
  it('V14.4.3 a CSP without inline or eval\'d script, no plugins, no foreign base or form targets', async () => {
    const res = await get(t, answer.url, answer.headers);
    expect(res.statusCode).toBe(answer.status);
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  it('V14.4.7 may not be framed by any site (frame-ancestors and X-Frame-Options)', async () => {
    const res = await get(t, answer.url, answer.headers);
    expect(csp(res.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('V14.4.4 X-Content-Type-Options: nosniff, and V14.4.1 a content type with its charset', async () => {
    const res = await get(t, answer.url, answer.headers);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-type']).toMatch(/charset=utf-8/i);
  });

  it('V14.4.6 Referrer-Policy: strict-origin-when-cross-origin', async () => {
    const res = await get(t, answer.url, answer.headers);
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

/** Personal calls read from the catalogue: every call that needs a session, and all under /usercenter and /censor. */
const personalByCatalogue = (Object.keys(endpoints) as EndpointName[]).filter((name) => {
  const e = endpoints[name];
  return ('auth' in e && e.auth) || /^\/(usercenter|censor)\//.test(e.path);
});
/** Session calls the catalogue does not mark: they sign in, hand out tokens or answer about one account. */
const SESSION_CALLS: EndpointName[] = ['passport.login', 'passport.header', 'accesstoken.get', 'accesstoken.user', 'sso.loginUser', 'user.regist', 'file.view'];
const PUBLIC_CALLS: EndpointName[] = ['careers.search', 'notice.search', 'siteconfig.load', 'ref.careercategory', 'passport.domain', 'tidings.banner'];
const pathParams = (name: EndpointName) => Object.fromEntries([...endpoints[name].path.matchAll(/\{(\w+)\}/g)].map(([, key]) => [key, key === 'domain' ? 'portal' : '1']));

describe('V8.2.1 personal answers are never cached', () => {
  it('the catalogue has personal calls to check', () => {
    expect(personalByCatalogue.length).toBeGreaterThan(30);
  });

  it.each([...personalByCatalogue, ...SESSION_CALLS])('V8.2.1 %s answers Cache-Control: no-store (guest)', async (name) => {
    const answer = await call(t.app, name, pathParams(name), portal);
    expect(answer.headers['cache-control'], `${name} answered ${answer.status}`).toBe('no-store');
  });

  it('V8.2.1 signed-in answers with personal data and tokens are no-store', async () => {
    const session = await login(t.app, DEMO.zhang);
    for (const name of ['userinfo.info', 'resume.view', 'delivery.search', 'accesstoken.user', 'passport.header'] as const) {
      const answer = await call(t.app, name, { domain: 'portal' }, session.headers);
      expect(answer.body.success, name).toBe(true);
      expect(answer.headers['cache-control'], name).toBe('no-store');
    }
    const signIn = await call(t.app, 'passport.login', { domain: 'portal', account: DEMO.zhang.mobile, password: 'wrong' }, portal);
    expect(signIn.headers['cache-control']).toBe('no-store');
  });

  it('V8.2.1 any answer that hands out a token is no-store, an unknown path under /usercenter too', async () => {
    const guest = await call(t.app, 'accesstoken.get', { domain: 'portal' }, portal);
    expect(guest.headers['x-portal-token']).toBeTruthy();
    expect(guest.headers['cache-control']).toBe('no-store');
    const unknown = await get(t, '/pt/usercenter/rest/nothing', portal);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it.each(PUBLIC_CALLS)('public %s keeps its caching (no no-store)', async (name) => {
    const { path: filled } = fillPath(endpoints[name].path, pathParams(name));
    const answer = await call(t.app, name, pathParams(name), portal);
    expect(answer.status, filled).toBe(200);
    expect(answer.headers['cache-control'] ?? '').not.toContain('no-store');
  });

  it('pages, schemas and hashed assets keep their caching', async () => {
    expect((await get(t, ANSWERS['a page'].url, { accept: 'text/html' })).headers['cache-control']).toBe('no-cache');
    expect((await get(t, '/assets/app-1a2b3c.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(t, '/schemas/sites/default.json')).headers['cache-control']).toBe('no-cache');
  });
});

describe('V14.4.2 API answers are attachments', () => {
  it('V14.4.2 every JSON answer under /pt says Content-Disposition: attachment, pages do not', async () => {
    for (const answer of [ANSWERS['an API answer'], ANSWERS['a 404']]) {
      expect((await get(t, answer.url, answer.headers)).headers['content-disposition'], answer.url).toBe('attachment; filename="api.json"');
    }
    const guest = await call(t.app, 'userinfo.info', {}, portal);
    expect(guest.status).toBe(401);
    expect(guest.headers['content-disposition']).toBe('attachment; filename="api.json"');
    expect((await get(t, ANSWERS['a page'].url, { accept: 'text/html' })).headers['content-disposition']).toBeUndefined();
  });
});

describe('V14.4.5 Strict-Transport-Security only over TLS', () => {
  it('V14.4.5 present when a trusted proxy says the request came over https', async () => {
    for (const answer of Object.values(ANSWERS)) {
      const res = await get(proxied, answer.url, { ...answer.headers, 'x-forwarded-proto': 'https' });
      expect(res.headers['strict-transport-security'], answer.url).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('V14.4.5 absent on plain http, and when an untrusted peer claims https', async () => {
    expect((await get(proxied, ANSWERS['an API answer'].url, portal)).headers['strict-transport-security']).toBeUndefined();
    const forged = await get(proxied, ANSWERS['an API answer'].url, { ...portal, 'x-forwarded-proto': 'https' }, '203.0.113.7');
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    const direct = await get(t, ANSWERS['an API answer'].url, { ...portal, 'x-forwarded-proto': 'https' });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('framing', () => {
  // the publisher's preview shows the h5 look of a draft in a frame of the pc preview page: that one page, and only
  // by a page of this origin; a lookalike path (another domain, a public page, a query trick) stays unframable
  it.each(['/site/1/1001/censor/h5/default/h5/publish/preview/12', '/site/1/1001/censor/h5/default/h5/publish/activities/preview/12'])('lets this origin alone frame the censor h5 preview of a draft: %s', async (url) => {
    const res = await get(t, url, { accept: 'text/html' });
    expect(csp(res.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it.each([
    '/site/1/1001/portal/h5/default/h5/publish/preview/12',
    '/site/1/1001/censor/pc/default/pc/publish/preview/12',
    '/site/1/1001/censor/h5/default/h5/publish/preview/12x',
    '/site/1/1001/censor/h5/default/h5/publish/activities/12',
    '/site/1/1001/portal/pc/default/pc/home?x=/censor/h5/default/h5/publish/preview/12',
  ])('refuses every frame of %s', async (url) => {
    const res = await get(t, url, { accept: 'text/html' });
    expect(csp(res.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});
