import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionUser, SiteConfig, TokenRecord } from '@/src/core/envelope';
import { hashPassword, verifyPassword } from '@/server/auth/password';
import { requireUser } from '@/server/auth/require-user';
import { hashToken } from '@/server/auth/tokens';
import { ok } from '@/server/http/envelope';
import { NOW, call, data, startApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
  // an auth route for the test: accounts come with a later issue
  t.app.get('/pt/test/me', async (request) => ok(await requireUser(request)));
});
afterAll(() => t.close());

const load = (body: Record<string, unknown>, headers: Record<string, string> = {}) => call<{ siteConfig: SiteConfig }>(t.app, 'siteconfig.load', body, headers);

describe('siteconfig.load', () => {
  it('answers the default and the army portal', async () => {
    const def = await load({ relationId: '1001', portalType: '1', userDomain: 'portal', terminalType: 'pc' });
    expect(def.body.data?.siteConfig).toMatchObject({
      template: 'default',
      channelMap: { pc: 'pc', h5: 'h5', wx: 'h5' },
      portalType: '1',
      portalId: '1001',
      domain: 'portal',
      channel: 'pc',
      siteName: '人才招聘网',
      siteNames: { 'zh-CN': '人才招聘网', 'en-US': 'Talent Recruitment Portal' },
    });
    const army = await load({ relationId: 1002, userDomain: 'censor', terminalType: 'wx' });
    expect(army.body.data?.siteConfig).toMatchObject({ template: 'army', portalId: '1002', domain: 'censor', channel: 'wx' });
    expect(army.body).toMatchObject({ success: true, errorCode: '', errorMessage: '', showType: 0, messages: [] });
  });

  it('reads the portal from header qx-portal when relationId is absent', async () => {
    expect((await load({}, { 'qx-portal': '1002' })).body.data?.siteConfig.template).toBe('army');
  });

  it.each([
    [{ relationId: '999' }, {}],
    [{ relationId: '1001', portalType: '2' }, {}],
    [{}, {}],
    [{}, { 'qx-portal': 'abc' }],
  ])('answers PORTAL_NOT_FOUND with showType 9 for %j %j', async (body, headers) => {
    const answer = await load(body, headers);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: false, data: null, errorCode: 'PORTAL_NOT_FOUND', errorMessage: '站点不存在', showType: 9, messages: ['站点不存在'] });
  });

  it('refuses a domain the portal does not have', async () => {
    expect((await load({ relationId: '1001', userDomain: 'admin' })).body).toMatchObject({ success: false, errorCode: 'DOMAIN_NOT_FOUND', showType: 9 });
  });
});

describe('access tokens', () => {
  it('issues a guest token, stores only its hash, and answers the same token when it is sent back', async () => {
    const first = await call<{ token: TokenRecord }>(t.app, 'accesstoken.get', { domain: 'portal' });
    const token = first.body.data!.token;
    expect(token.key).toBe('x-portal-token');
    expect(token.domain).toBe('portal');
    expect(token.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.headers['x-portal-token']).toBe(token.value);
    const rows = await t.app.db.selectFrom('tokens').selectAll().execute();
    expect(rows.some((r) => r.token_hash === token.value)).toBe(false);
    const row = rows.find((r) => r.token_hash === hashToken(token.value))!;
    expect(row).toMatchObject({ portal_id: 1001, domain: 'portal', user_id: null });
    expect(Date.parse(row.expires_at)).toBeGreaterThan(NOW.getTime());

    const again = await call<{ token: TokenRecord }>(t.app, 'accesstoken.get', { domain: 'portal' }, { 'x-portal-token': token.value });
    expect(again.body.data!.token.value).toBe(token.value);
    expect(again.headers['x-portal-token']).toBeUndefined();
  });

  it('replaces an unknown, expired, other-portal or other-domain token', async () => {
    const token = (await data<{ token: TokenRecord }>(t.app, 'accesstoken.get', { domain: 'portal' })).token.value;
    const expired = (await data<{ token: TokenRecord }>(t.app, 'accesstoken.get', { domain: 'portal' })).token.value;
    await t.app.db.updateTable('tokens').set({ expires_at: '2026-01-01T00:00:00.000Z' }).where('token_hash', '=', hashToken(expired)).execute();
    for (const [value, domain, headers] of [
      ['not-a-token', 'portal', {}],
      [expired, 'portal', {}],
      [token, 'portal', { 'qx-portal': '1002' }],
      [token, 'censor', {}],
    ] as const) {
      const answer = await data<{ token: TokenRecord }>(t.app, 'accesstoken.get', { domain }, { 'x-portal-token': value, ...headers });
      expect(answer.token.value).not.toBe(value);
      expect(answer.token.domain).toBe(domain);
    }
  });

  it('refuses an unknown domain with HTTP 400', async () => {
    const answer = await call(t.app, 'accesstoken.get', { domain: 'admin' });
    expect(answer.status).toBe(400);
    expect(answer.body.errorMessage).toContain('domain');
  });

  it('accesstoken.user answers user null for a guest and the user of a signed-in token', async () => {
    const guest = await data<{ token: TokenRecord; user: SessionUser | null }>(t.app, 'accesstoken.user', { domain: 'portal' });
    expect(guest.user).toBeNull();
    expect(guest.token.key).toBe('x-portal-token');

    const user = await t.app.db
      .insertInto('users')
      .values({ portal_id: 1001, domain: 'portal', name: '张三', mobile: '13800138000', email: null, password_hash: await hashPassword('secret-123'), created_at: NOW.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db.updateTable('tokens').set({ user_id: user.id }).where('token_hash', '=', hashToken(guest.token.value)).execute();
    const signedIn = await data<{ token: TokenRecord; user: SessionUser | null }>(t.app, 'accesstoken.user', { domain: 'portal' }, { 'x-portal-token': guest.token.value });
    expect(signedIn.token.value).toBe(guest.token.value);
    expect(signedIn.user).toEqual({ id: user.id, name: '张三', mobile: '13800138000', domain: 'portal' });

    const me = await t.app.inject({ method: 'GET', url: '/pt/test/me', headers: { 'x-portal-token': guest.token.value } });
    expect(me.json()).toMatchObject({ success: true, data: { name: '张三' } });
    const otherPortal = await t.app.inject({ method: 'GET', url: '/pt/test/me?relationId=1002', headers: { 'x-portal-token': guest.token.value } });
    expect(otherPortal.statusCode).toBe(401);
  });

  it('requireUser answers HTTP 401 UNAUTHORIZED with showType 0 for guests and missing tokens', async () => {
    const guest = (await data<{ token: TokenRecord }>(t.app, 'accesstoken.get', { domain: 'portal' })).token.value;
    for (const headers of [{}, { 'x-portal-token': guest }, { 'x-portal-token': 'forged' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/pt/test/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, data: null, errorCode: 'UNAUTHORIZED', errorMessage: '请先登录', showType: 0, messages: ['请先登录'] });
    }
  });
});

describe('passwords and migrations', () => {
  it('hashes passwords with scrypt at the production cost and verifies them', async () => {
    vi.stubEnv('PORTAL_TEST_SCRYPT_N', '');
    const stored = await hashPassword('Passw0rd!');
    vi.unstubAllEnvs();
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(stored).not.toContain('Passw0rd!');
    expect(await verifyPassword('Passw0rd!', stored)).toBe(true);
    expect(await verifyPassword('passw0rd!', stored)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
  });

  it('records the applied migrations', async () => {
    const rows = await t.app.db.selectFrom('migrations').select('name').execute();
    expect(rows.map((r) => r.name)).toContain('001-init.sql');
  });
});
