import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainInfo, PassportHeader, RegisterInfo, SignedIn, UserProfile } from '@/src/core/account-api';
import type { TokenRecord } from '@/src/core/envelope';
import { checkPassword, PASSWORD_MESSAGES } from '@/src/core/password-policy';
import { hashToken } from '@/server/auth/tokens';
import { portals } from '@/server/db/seed/portals';
import { call, data, startApp, type TestApp } from './helpers';
import { DEMO, encryptedPassword, login } from './candidates';
import { callFrom, lastCode, newMobile, register, solvedCaptcha } from './accounts-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const at = (portalId: number) => ({ 'qx-portal': String(portalId) });
let ips = 0;
const newIp = () => `10.2.0.${++ips}`;

/** A regist code for a new mobile of portal 1001, and the body of user.regist with it. */
async function registBody(overrides: Record<string, unknown> = {}) {
  const mobile = newMobile();
  await callFrom(t.app, 'code.sendMobile', { mobile, purpose: 'regist', ...(await solvedCaptcha(t.app, 1001)) }, at(1001), newIp());
  const code = await lastCode(t.app, mobile);
  return { accountType: 'mobile', mobile, code, password: encryptedPassword(1001, 'Newcomer#2026'), name: '新同学', agree: true, ...overrides };
}
const regist = (body: Record<string, unknown>, headers: Record<string, string> = at(1001)) => callFrom<SignedIn>(t.app, 'user.regist', body, headers);

describe('the password rule (src/core/password-policy.ts; more in tests/unit/password-policy.test.ts)', () => {
  it.each([
    ['Portal@2026', true],
    ['a quiet walk along the river', true],
    ['长城脚下的小村庄有棵老槐树', true],
    ['长密码长密码长密码1', false],
    ['Abcdefghij1234567890x', true],
    ['abcdefgh', false],
    ['12345678', false],
    ['Ab1!', false],
    ['abc\u0000defg1xyz', false],
  ])('%j -> %s', async (password, ok) => {
    expect((await checkPassword(password)).ok).toBe(ok);
  });
});

describe('user.toregist and passport.domain', () => {
  it('answer the privacy text, the account types and the password rule', async () => {
    const info = await data<RegisterInfo>(t.app, 'user.toregist', { domain: 'portal' }, at(1002));
    expect(info).toEqual({
      privacy: { title: portals[1].privacy_title, bodyHtml: portals[1].privacy_html },
      accountTypes: ['mobile', 'email'],
      password: { minLength: 8, maxLength: 128, refusesCommon: true },
    });
    expect((await call(t.app, 'user.toregist', { domain: 'censor' })).body).toMatchObject({ success: false, errorCode: 'REGIST_CLOSED' });
    expect((await call(t.app, 'user.toregist', { domain: 'admin' })).status).toBe(400);
  });

  it('tell the login page what a domain offers', async () => {
    expect(await data<DomainInfo>(t.app, 'passport.domain', { domain: 'portal' })).toEqual({ domain: 'portal', registerable: true, captchaAfterFailures: 3, sso: true });
    expect(await data<DomainInfo>(t.app, 'passport.domain', { domain: 'censor' })).toMatchObject({ domain: 'censor', registerable: false });
  });
});

describe('user.regist', () => {
  it('registers with a mobile code and signs in at once', async () => {
    const body = await registBody();
    const guest = (await data<{ token: TokenRecord }>(t.app, 'accesstoken.get', { domain: 'portal' })).token.value;
    const answer = await regist(body, { ...at(1001), 'x-portal-token': guest });
    expect(answer.body).toMatchObject({ success: true, data: { token: { key: 'x-portal-token', domain: 'portal' }, user: { name: '新同学', mobile: body.mobile, domain: 'portal' } } });
    const token = answer.body.data!.token.value;
    expect(token).not.toBe(guest);
    expect(await t.app.db.selectFrom('tokens').select('token_hash').where('token_hash', '=', hashToken(guest)).executeTakeFirst()).toBeUndefined();
    const profile = await data<UserProfile>(t.app, 'userinfo.info', {}, { ...at(1001), 'x-portal-token': token });
    expect(profile).toMatchObject({ name: '新同学', mobile: body.mobile, hasPassword: true, createdAt: expect.any(String) });
    const again = await data<SignedIn>(t.app, 'passport.login', { domain: 'portal', account: body.mobile, password: encryptedPassword(1001, 'Newcomer#2026') }, at(1001));
    expect(again.user.id).toBe(profile.id);
  });

  it('registers with an email code', async () => {
    const email = 'Fresh.Candidate@Example.com';
    await callFrom(t.app, 'code.sendEmail', { email, purpose: 'regist', ...(await solvedCaptcha(t.app, 1001)) }, at(1001), newIp());
    const code = await lastCode(t.app, email.toLowerCase());
    const answer = await regist({ accountType: 'email', email, code, password: encryptedPassword(1001, 'Newcomer#2026'), name: '邮箱用户', agree: true });
    expect(answer.body.data?.user).toMatchObject({ email: 'fresh.candidate@example.com', name: '邮箱用户' });
    expect(answer.body.data?.user.mobile).toBeUndefined();
  });

  it('refuses without the privacy consent', async () => {
    expect((await regist(await registBody({ agree: false }))).body).toMatchObject({ success: false, errorCode: 'PRIVACY_REQUIRED', errorMessage: '请阅读并同意隐私政策' });
  });

  it.each([
    ['short1', PASSWORD_MESSAGES.tooShort],
    ['password1', PASSWORD_MESSAGES.common],
    ['123456789', PASSWORD_MESSAGES.common],
    ['x'.repeat(128) + '1', PASSWORD_MESSAGES.tooLong],
  ])('refuses the weak password %j without using up the code', async (weak, message) => {
    const body = await registBody({ password: encryptedPassword(1001, weak) });
    expect((await regist(body)).body).toMatchObject({ success: false, errorCode: 'PASSWORD_WEAK', errorMessage: message });
    expect((await regist({ ...body, password: encryptedPassword(1001, 'Strong#2026') })).body.success).toBe(true);
  });

  it('refuses a password not encrypted with the site key', async () => {
    expect((await regist(await registBody({ password: 'Newcomer#2026' }))).body).toMatchObject({ errorCode: 'PASSWORD_WEAK' });
  });

  it('refuses a wrong code, a code of another mobile and a reused code', async () => {
    const body = await registBody();
    const wrong = String((Number(body.code) + 1) % 1_000_000).padStart(6, '0');
    expect((await regist({ ...body, code: wrong })).body).toMatchObject({ success: false, errorCode: 'CODE_INVALID', errorMessage: '验证码错误或已过期' });
    expect((await regist({ ...body, mobile: newMobile() })).body).toMatchObject({ errorCode: 'CODE_INVALID' });
    expect((await regist(body)).body.success).toBe(true);
    expect((await regist(body)).body).toMatchObject({ errorCode: 'ACCOUNT_EXISTS' });
  });

  it('refuses a registered mobile', async () => {
    expect((await regist(await registBody({ mobile: DEMO.zhang.mobile }))).body).toMatchObject({ errorCode: 'ACCOUNT_EXISTS', errorMessage: '该手机号已注册' });
  });

  it('refuses a missing mobile, a missing name and unknown account types with HTTP 400', async () => {
    const body = await registBody();
    for (const bad of [{ ...body, mobile: undefined }, { ...body, name: '   ' }, { ...body, accountType: 'wechat' }]) {
      const answer = await regist(bad);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'BAD_REQUEST' });
    }
  });
});

describe('passport.header', () => {
  it('answers user null for guests and the user with unread notifications when signed in', async () => {
    expect(await data<PassportHeader>(t.app, 'passport.header')).toEqual({ user: null, unread: 0 });
    const zhang = await login(t.app, DEMO.zhang);
    const unread = await t.app.db
      .selectFrom('notifications')
      .innerJoin('deliveries', 'deliveries.id', 'notifications.delivery_id')
      .select('notifications.id')
      .where('deliveries.user_id', '=', zhang.user.id)
      .where('notifications.read_at', 'is', null)
      .execute();
    expect(await data<PassportHeader>(t.app, 'passport.header', {}, zhang.headers)).toEqual({ user: zhang.user, unread: unread.length });
    const fresh = await register(t.app, 1001, newMobile(), 'Newcomer#2026', newIp());
    expect(await data<PassportHeader>(t.app, 'passport.header', {}, fresh.headers)).toEqual({ user: fresh.user, unread: 0 });
    // a token of another portal is a guest here
    expect((await data<PassportHeader>(t.app, 'passport.header', {}, { ...fresh.headers, 'qx-portal': '1002' })).user).toBeNull();
  });
});
