import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn, UserProfile } from '@/src/core/account-api';
import { signTicket } from '@/server/accounts/sso-ticket';
import { NOW, call, data, startApp, type TestApp } from './helpers';
import { DEMO, encryptedPassword, secretKeyOf } from './candidates';
import { callFrom, lastCode, newMobile, solvedCaptcha, ticketFor } from './accounts-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const at = { 'qx-portal': '1001' };
const seconds = Math.floor(NOW.getTime() / 1000);
const loginUser = (ticket: string, headers: Record<string, string> = at) => callFrom<SignedIn>(t.app, 'sso.loginUser', { ticket }, headers);
const SSO_INVALID = { success: false, data: null, errorCode: 'SSO_INVALID', errorMessage: '单点登录凭证无效或已过期', showType: 2 };

describe('sso.loginDomain', () => {
  it('answers whether the portal takes SSO tickets and who issues them', async () => {
    expect(await data(t.app, 'sso.loginDomain', { portal: 1002 })).toEqual({ enabled: true, issuer: '戎耀退役军人就业招聘平台统一身份认证' });
    expect((await call(t.app, 'sso.loginDomain', { portal: 9999 })).body).toMatchObject({ errorCode: 'PORTAL_NOT_FOUND' });
    expect((await call(t.app, 'sso.loginDomain', { portal: 'abc' })).status).toBe(400);
  });
});

describe('sso.loginUser', () => {
  it('creates the account on first use, without a password, and finds it again', async () => {
    const first = await loginUser(ticketFor(1001, 'employee-0042'));
    expect(first.body).toMatchObject({ success: true, data: { token: { key: 'x-portal-token', domain: 'portal' }, user: { name: 'employee-0042', domain: 'portal' } } });
    const user = first.body.data!.user;
    expect(user.mobile).toBeUndefined();
    const headers = { ...at, 'x-portal-token': first.body.data!.token.value };
    expect(await data<UserProfile>(t.app, 'userinfo.info', {}, headers)).toMatchObject({ id: user.id, hasPassword: false });
    const again = await loginUser(ticketFor(1001, 'employee-0042', seconds + 120));
    expect(again.body.data?.user.id).toBe(user.id);
    // no password: signing in with one fails
    const password = await callFrom(t.app, 'passport.login', { domain: 'portal', account: 'employee-0042', password: encryptedPassword(1001, 'Anything#2026') }, at, '10.5.0.1');
    expect(password.body.errorCode).toBe('LOGIN_FAILED');
  });

  it('signs in the account that has the mobile the ticket names', async () => {
    expect((await loginUser(ticketFor(1001, DEMO.zhang.mobile))).body.data?.user).toMatchObject({ name: DEMO.zhang.name, mobile: DEMO.zhang.mobile });
  });

  it('serves a ticket once', async () => {
    const ticket = ticketFor(1001, 'employee-0043');
    expect((await loginUser(ticket)).body.success).toBe(true);
    expect((await loginUser(ticket)).body).toEqual({ ...SSO_INVALID, messages: ['单点登录凭证无效或已过期'] });
  });

  it.each([
    ['expired', () => ticketFor(1001, 'employee-1', seconds)],
    ['valid too long', () => ticketFor(1001, 'employee-1', seconds + 2 * 3600)],
    ['for another portal', () => ticketFor(1002, 'employee-1')],
    ['signed with another key', () => signTicket({ portalId: 1001, account: 'employee-1', exp: seconds + 60 }, secretKeyOf(1002))],
    ['tampered', () => ticketFor(1001, 'employee-1').replace(/^[^.]+/, Buffer.from(JSON.stringify({ portalId: 1001, account: 'boss', exp: seconds + 60 })).toString('base64url'))],
    ['without account', () => signTicket({ portalId: 1001, account: '', exp: seconds + 60 }, secretKeyOf(1001))],
    ['garbage', () => 'not-a-ticket'],
  ])('refuses a ticket %s', async (_, ticket) => {
    expect((await loginUser(ticket())).body).toMatchObject(SSO_INVALID);
  });

  it('lets an SSO account with a mobile set a password with a code (userinfo.savePasswd)', async () => {
    const mobile = newMobile();
    const signed = (await loginUser(ticketFor(1001, mobile))).body.data!;
    const headers = { ...at, 'x-portal-token': signed.token.value };
    const sent = await callFrom(t.app, 'code.sendMobile', { mobile, purpose: 'savePasswd', ...(await solvedCaptcha(t.app, 1001)) }, headers, '10.5.0.2');
    expect(sent.body.success).toBe(true);
    const saved = await callFrom(t.app, 'userinfo.savePasswd', { code: await lastCode(t.app, mobile), password: encryptedPassword(1001, 'FromSso#2026') }, headers);
    expect(saved.body.success).toBe(true);
    expect((await data<UserProfile>(t.app, 'userinfo.info', {}, headers)).hasPassword).toBe(true);
    const login = await callFrom<SignedIn>(t.app, 'passport.login', { domain: 'portal', account: mobile, password: encryptedPassword(1001, 'FromSso#2026') }, at, '10.5.0.3');
    expect(login.body.data?.user.id).toBe(signed.user.id);
  });
});
