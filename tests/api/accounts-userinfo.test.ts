import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn, UserProfile } from '@/src/core/account-api';
import type { EndpointName } from '@/src/core/endpoints';
import { call, data, startApp, type TestApp } from './helpers';
import { DEMO, encryptedPassword, login, type Session } from './candidates';
import { callFrom, lastCode, newMobile, quickAccount, solvedCaptcha } from './accounts-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

let ips = 0;
const newIp = () => `10.6.0.${++ips}`;
const enc = (password: string) => encryptedPassword(1001, password);
const signIn = (account: string, password: string) => callFrom<SignedIn>(t.app, 'passport.login', { domain: 'portal', account, password: enc(password) }, { 'qx-portal': '1001' }, newIp());
async function sendCode(session: Session, field: 'mobile' | 'email', target: string, purpose: string): Promise<string> {
  const name = field === 'mobile' ? 'code.sendMobile' : 'code.sendEmail';
  const sent = await callFrom(t.app, name, { [field]: target, purpose, ...(await solvedCaptcha(t.app, 1001)) }, session.headers, newIp());
  expect(sent.body.success).toBe(true);
  return lastCode(t.app, target);
}

const calls: Array<[EndpointName, Record<string, unknown>]> = [
  ['userinfo.info', {}],
  ['userinfo.changeName', { name: '新名字' }],
  ['userinfo.changePasswd', { oldPassword: enc('Portal@2026'), password: enc('Changed#2026') }],
  ['userinfo.savePasswd', { code: '123456', password: enc('Changed#2026') }],
  ['userinfo.changeMobile', { mobile: '13912345678', code: '123456' }],
  ['userinfo.changeEmail', { email: 'x@example.com', code: '123456' }],
  ['userinfo.unsubscribe', { password: enc('Portal@2026') }],
];

describe('the userinfo calls', () => {
  it.each(calls)('%s answers 401 to guests and to unknown tokens', async (name, params) => {
    for (const headers of [{}, { 'x-portal-token': 'forged' }] as Record<string, string>[]) {
      const answer = await call(t.app, name, params, headers);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ errorCode: 'UNAUTHORIZED', showType: 0 });
    }
  });
});

describe('userinfo.info and userinfo.changeName', () => {
  it('answer and rename the caller only', async () => {
    const zhang = await login(t.app, DEMO.zhang);
    expect(await data<UserProfile>(t.app, 'userinfo.info', {}, zhang.headers)).toEqual({ ...zhang.user, createdAt: '2026-11-18T02:00:00.000Z', hasPassword: true });
    const session = await quickAccount(t.app, 1001);
    expect(await data<UserProfile>(t.app, 'userinfo.changeName', { name: '  王小明  ' }, session.headers)).toMatchObject({ id: session.user.id, name: '王小明' });
    expect((await data<UserProfile>(t.app, 'userinfo.info', {}, zhang.headers)).name).toBe(DEMO.zhang.name);
    for (const name of ['   ', 'x'.repeat(51)]) expect((await call(t.app, 'userinfo.changeName', { name }, session.headers)).status).toBe(400);
  });
});

describe('userinfo.changePasswd', () => {
  it('needs the old password and revokes the other tokens, keeping the caller signed in', async () => {
    const session = await quickAccount(t.app, 1001);
    const other = await signIn(session.user.mobile!, 'Portal@2026');
    const otherHeaders = { 'qx-portal': '1001', 'x-portal-token': other.body.data!.token.value };
    const wrong = await call(t.app, 'userinfo.changePasswd', { oldPassword: enc('Wrong#2026'), password: enc('Changed#2026') }, session.headers);
    expect(wrong.body).toMatchObject({ success: false, errorCode: 'PASSWORD_WRONG', errorMessage: '原密码错误' });
    const weak = await call(t.app, 'userinfo.changePasswd', { oldPassword: enc('Portal@2026'), password: enc('weak') }, session.headers);
    expect(weak.body).toMatchObject({ errorCode: 'PASSWORD_WEAK' });
    const changed = await call(t.app, 'userinfo.changePasswd', { oldPassword: enc('Portal@2026'), password: enc('Changed#2026') }, session.headers);
    expect(changed.body).toMatchObject({ success: true, data: null });
    expect((await call(t.app, 'userinfo.info', {}, session.headers)).status).toBe(200);
    expect((await call(t.app, 'userinfo.info', {}, otherHeaders)).status).toBe(401);
    expect((await signIn(session.user.mobile!, 'Portal@2026')).body.errorCode).toBe('LOGIN_FAILED');
    expect((await signIn(session.user.mobile!, 'Changed#2026')).body.success).toBe(true);
  });

  it('locks after 5 wrong old passwords', async () => {
    const session = await quickAccount(t.app, 1001);
    const attempt = (old: string) => call(t.app, 'userinfo.changePasswd', { oldPassword: enc(old), password: enc('Changed#2026') }, session.headers);
    for (let i = 0; i < 5; i++) expect((await attempt('Wrong#2026')).body.errorCode).toBe('PASSWORD_WRONG');
    expect((await attempt('Portal@2026')).body).toMatchObject({ errorCode: 'LOGIN_LOCKED', errorMessage: '登录失败次数过多，请15分钟后再试' });
  });
});

describe('userinfo.savePasswd', () => {
  it('sets a password with a code sent to the own mobile and revokes the other tokens', async () => {
    const session = await quickAccount(t.app, 1001);
    const other = await signIn(session.user.mobile!, 'Portal@2026');
    const code = await sendCode(session, 'mobile', session.user.mobile!, 'savePasswd');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await call(t.app, 'userinfo.savePasswd', { code: wrong, password: enc('Saved#2026') }, session.headers)).body).toMatchObject({ errorCode: 'CODE_INVALID' });
    expect((await call(t.app, 'userinfo.savePasswd', { code, password: enc('Saved#2026') }, session.headers)).body).toMatchObject({ success: true, data: null });
    const otherToken = other.body.data!.token.value;
    expect((await call(t.app, 'userinfo.info', {}, { 'qx-portal': '1001', 'x-portal-token': otherToken })).status).toBe(401);
    expect((await signIn(session.user.mobile!, 'Saved#2026')).body.success).toBe(true);
  });
});

describe('userinfo.changeMobile and userinfo.changeEmail', () => {
  it('change the mobile with a code sent to the new one', async () => {
    const session = await quickAccount(t.app, 1001);
    const mobile = newMobile();
    const code = await sendCode(session, 'mobile', mobile, 'changeMobile');
    expect((await call(t.app, 'userinfo.changeMobile', { mobile: newMobile(), code }, session.headers)).body).toMatchObject({ errorCode: 'CODE_INVALID' });
    const profile = await data<UserProfile>(t.app, 'userinfo.changeMobile', { mobile, code }, session.headers);
    expect(profile).toMatchObject({ id: session.user.id, mobile });
    expect((await signIn(mobile, 'Portal@2026')).body.success).toBe(true);
    expect((await signIn(session.user.mobile!, 'Portal@2026')).body.errorCode).toBe('LOGIN_FAILED');
  });

  it('refuse a mobile or email another account has', async () => {
    const session = await quickAccount(t.app, 1001);
    expect((await call(t.app, 'userinfo.changeMobile', { mobile: DEMO.wang.mobile, code: '123456' }, session.headers)).body).toMatchObject({ errorCode: 'ACCOUNT_EXISTS', errorMessage: '该手机号已注册' });
    expect((await call(t.app, 'userinfo.changeEmail', { email: DEMO.zhang.email, code: '123456' }, session.headers)).body).toMatchObject({ errorCode: 'ACCOUNT_EXISTS', errorMessage: '该邮箱已注册' });
  });

  it('change the email with a code sent to the new one', async () => {
    const session = await quickAccount(t.app, 1001);
    const code = await sendCode(session, 'email', 'changed@example.com', 'changeEmail');
    expect(await data<UserProfile>(t.app, 'userinfo.changeEmail', { email: 'Changed@Example.com', code }, session.headers)).toMatchObject({ email: 'changed@example.com' });
    expect((await signIn('changed@example.com', 'Portal@2026')).body.success).toBe(true);
  });
});
