import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser, TokenRecord } from '@/src/core/envelope';
import { encrypt } from '@/src/core/crypto-key';
import { verifyPassword } from '@/server/auth/password';
import { hashToken } from '@/server/auth/tokens';
import { call, data, startApp, type TestApp } from './helpers';
import { DEMO, DEMO_PASSWORD, encryptedPassword, login, secretKeyOf } from './candidates';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());
// Every case here fails a few logins from one address at one pinned time: each starts below the captcha
// threshold. The throttle itself is tested in accounts-login.test.ts.
beforeEach(async () => {
  await t.app.db.deleteFrom('throttle_events').execute();
});

type LoginData = { token: TokenRecord; user: SessionUser };
const attempt = (portalId: number, account: string, password: string, domain = 'portal', headers: Record<string, string> = {}) =>
  call<LoginData>(t.app, 'passport.login', { domain, account, password }, { 'qx-portal': String(portalId), ...headers });

const LOGIN_FAILED = { success: false, data: null, errorCode: 'LOGIN_FAILED', errorMessage: '账号或密码错误', showType: 2, messages: ['账号或密码错误'] };

describe('the seeded demo candidates', () => {
  it('are stored with scrypt hashes, one per portal and domain portal', async () => {
    const rows = await t.app.db.selectFrom('users').selectAll().where('domain', '=', 'portal').orderBy('id').execute();
    expect(rows.map((r) => [r.portal_id, r.domain, r.mobile, r.name])).toEqual([
      [1001, 'portal', '13800000001', '张明'],
      [1002, 'portal', '13800000002', '李强'],
      [1001, 'portal', '13800000011', expect.any(String)],
      [1002, 'portal', '13800000012', expect.any(String)],
    ]);
    expect(rows[0].email).toBe('demo1@example.com');
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^scrypt\$/);
      expect(row.password_hash).not.toContain(DEMO_PASSWORD);
    }
    expect(await verifyPassword(DEMO_PASSWORD, rows[0].password_hash)).toBe(true);
  });
});

describe('passport.login', () => {
  it('signs a candidate in with the mobile number and the encrypted password', async () => {
    const answer = await attempt(1001, DEMO.zhang.mobile, encryptedPassword(1001));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, errorCode: '', showType: 0, messages: [] });
    const { token, user } = answer.body.data!;
    expect(token).toEqual({ key: 'x-portal-token', value: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), domain: 'portal' });
    expect(user).toEqual({ id: expect.any(Number), name: '张明', mobile: '13800000001', email: 'demo1@example.com', domain: 'portal' });
    // the token row: hash only, bound to the user, the portal and the domain
    const row = await t.app.db.selectFrom('tokens').selectAll().where('token_hash', '=', hashToken(token.value)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ portal_id: 1001, domain: 'portal', user_id: user.id });
  });

  it('signs in with the email too, in any letter case, and with spaces around the account', async () => {
    expect((await attempt(1001, 'demo1@example.com', encryptedPassword(1001))).body.data?.user.name).toBe('张明');
    expect((await attempt(1001, ' Demo1@Example.com ', encryptedPassword(1001))).body.data?.user.name).toBe('张明');
  });

  it('signs in the army portal candidate in portal 1002', async () => {
    const session = await login(t.app, DEMO.li);
    expect(session.user).toMatchObject({ name: '李强', mobile: '13800000002', domain: 'portal' });
  });

  it('answers the same LOGIN_FAILED for a wrong password and an unknown account', async () => {
    const wrong = await attempt(1001, DEMO.zhang.mobile, encryptedPassword(1001, 'Portal@2025'));
    const unknown = await attempt(1001, '13999999999', encryptedPassword(1001));
    const empty = await attempt(1001, '   ', encryptedPassword(1001));
    for (const answer of [wrong, unknown, empty]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(LOGIN_FAILED);
    }
  });

  it('refuses a password sent in plain text, or encrypted with another portal key', async () => {
    expect((await attempt(1001, DEMO.zhang.mobile, DEMO_PASSWORD)).body).toEqual(LOGIN_FAILED);
    expect((await attempt(1001, DEMO.zhang.mobile, encrypt(DEMO_PASSWORD, secretKeyOf(1002)))).body).toEqual(LOGIN_FAILED);
    expect((await attempt(1001, DEMO.zhang.mobile, 'bm90IGEgY2lwaGVy')).body).toEqual(LOGIN_FAILED);
  });

  it('signs a candidate in only in domain portal and only in their own portal', async () => {
    expect((await attempt(1001, DEMO.zhang.mobile, encryptedPassword(1001), 'censor')).body).toEqual(LOGIN_FAILED);
    // the army candidate at the default portal, with either key
    expect((await attempt(1001, DEMO.li.mobile, encryptedPassword(1001))).body).toEqual(LOGIN_FAILED);
    expect((await attempt(1001, DEMO.li.mobile, encryptedPassword(1002))).body).toEqual(LOGIN_FAILED);
  });

  it('refuses missing fields and an unknown domain with HTTP 400', async () => {
    const noPassword = await call(t.app, 'passport.login', { domain: 'portal', account: DEMO.zhang.mobile });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.errorMessage).toContain('password');
    const admin = await call(t.app, 'passport.login', { domain: 'admin', account: DEMO.zhang.mobile, password: encryptedPassword(1001) });
    expect(admin.status).toBe(400);
  });

  it('replaces the guest token that was sent along', async () => {
    const guest = (await data<{ token: TokenRecord }>(t.app, 'accesstoken.get', { domain: 'portal' })).token.value;
    const answer = await attempt(1001, DEMO.zhang.mobile, encryptedPassword(1001), 'portal', { 'x-portal-token': guest });
    expect(answer.body.data?.token.value).not.toBe(guest);
    expect(await t.app.db.selectFrom('tokens').select('token_hash').where('token_hash', '=', hashToken(guest)).executeTakeFirst()).toBeUndefined();
  });
});

describe('accesstoken.user and passport.logout', () => {
  it('accesstoken.user answers the signed-in user and the same token', async () => {
    const session = await login(t.app, DEMO.zhang);
    const answer = await call<LoginData>(t.app, 'accesstoken.user', { domain: 'portal' }, session.headers);
    expect(answer.body.data?.token.value).toBe(session.token);
    expect(answer.headers['x-portal-token']).toBeUndefined();
    expect(answer.body.data?.user).toEqual(session.user);
  });

  it('revokes the token: it no longer opens a call, and accesstoken.user hands out a new guest token', async () => {
    const session = await login(t.app, DEMO.zhang);
    const other = await login(t.app, DEMO.zhang);
    const out = await call(t.app, 'passport.logout', { domain: 'portal' }, session.headers);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, data: null, errorCode: '', errorMessage: '', showType: 0, messages: [] });
    expect(await t.app.db.selectFrom('tokens').select('token_hash').where('token_hash', '=', hashToken(session.token)).executeTakeFirst()).toBeUndefined();

    const view = await call(t.app, 'resume.view', {}, session.headers);
    expect(view.status).toBe(401);
    expect(view.body).toMatchObject({ errorCode: 'UNAUTHORIZED', showType: 0 });
    const after = await call<LoginData>(t.app, 'accesstoken.user', { domain: 'portal' }, session.headers);
    expect(after.body.data?.user).toBeNull();
    expect(after.body.data?.token.value).not.toBe(session.token);
    // another session of the same candidate stays signed in
    expect((await call(t.app, 'resume.view', {}, other.headers)).status).toBe(200);
    // logging out again, or as a guest: 401
    expect((await call(t.app, 'passport.logout', { domain: 'portal' }, session.headers)).status).toBe(401);
    expect((await call(t.app, 'passport.logout', { domain: 'portal' })).status).toBe(401);
  });
});
