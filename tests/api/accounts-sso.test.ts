import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn, UserProfile } from '@/src/core/account-api';
import { DEMO_IDP } from '@/server/db/seed/portals';
import { NOW, call, data, startApp, type TestApp } from './helpers';
import { DEMO, encryptedPassword } from './candidates';
import { callFrom, lastCode, newMobile, solvedCaptcha, ticketFor } from './accounts-helpers';
import { demoClaims, signEdDsa } from '@/scripts/sso-demo-idp';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

// the demo portals: 1001 signs existing accounts in only, 1002 creates unknown ones (server/db/seed/portals.ts)
const at1001 = { 'qx-portal': '1001' };
const at1002 = { 'qx-portal': '1002' };
const seconds = Math.floor(NOW.getTime() / 1000);
const loginUser = (ticket: string, headers: Record<string, string> = at1001) => callFrom<SignedIn>(t.app, 'sso.loginUser', { ticket }, headers);
const SSO_INVALID = { success: false, data: null, errorCode: 'SSO_INVALID', errorMessage: '单点登录凭证无效或已过期', showType: 2 };
const ssoUsers = (name: string) => t.app.db.selectFrom('users').select('id').where('sso_account', '=', name).execute();

describe('sso.loginDomain', () => {
  it('answers whether the portal takes SSO tickets and who issues them', async () => {
    expect(await data(t.app, 'sso.loginDomain', { portal: 1002 })).toEqual({ enabled: true, issuer: '军队人才招聘网统一身份认证' });
    expect((await call(t.app, 'sso.loginDomain', { portal: 9999 })).body).toMatchObject({ errorCode: 'PORTAL_NOT_FOUND' });
    expect((await call(t.app, 'sso.loginDomain', { portal: 'abc' })).status).toBe(400);
  });
});

describe('sso.loginUser', () => {
  it('creates the account on first use where the portal allows it, without a password, and finds it again', async () => {
    const first = await loginUser(ticketFor(1002, 'employee-0042'), at1002);
    expect(first.body).toMatchObject({ success: true, data: { token: { key: 'x-portal-token', domain: 'portal' }, user: { name: 'employee-0042', domain: 'portal' } } });
    const user = first.body.data!.user;
    expect(user.mobile).toBeUndefined();
    const headers = { ...at1002, 'x-portal-token': first.body.data!.token.value };
    expect(await data<UserProfile>(t.app, 'userinfo.info', {}, headers)).toMatchObject({ id: user.id, hasPassword: false });
    const again = await loginUser(ticketFor(1002, 'employee-0042', { exp: seconds + 120 }), at1002);
    expect(again.body.data?.user.id).toBe(user.id);
    // no password: signing in with one fails
    const password = await callFrom(t.app, 'passport.login', { domain: 'portal', account: 'employee-0042', password: encryptedPassword(1002, 'Anything#2026') }, at1002, '10.5.0.1');
    expect(password.body.errorCode).toBe('LOGIN_FAILED');
  });

  it('refuses an account the portal does not have where it does not create them, and creates none', async () => {
    const answer = await loginUser(ticketFor(1001, 'employee-0044'));
    expect(answer.body).toMatchObject({ success: false, errorCode: 'SSO_ACCOUNT_NOT_FOUND', errorMessage: '该账号未在本站开通，请先注册或联系站点管理员' });
    expect(await ssoUsers('employee-0044')).toEqual([]);
  });

  it('signs in the account that has the mobile the ticket names', async () => {
    expect((await loginUser(ticketFor(1001, DEMO.zhang.mobile))).body.data?.user).toMatchObject({ name: DEMO.zhang.name, mobile: DEMO.zhang.mobile });
  });

  it('serves a ticket once', async () => {
    const ticket = ticketFor(1001, DEMO.zhang.mobile);
    expect((await loginUser(ticket)).body.success).toBe(true);
    expect((await loginUser(ticket)).body).toEqual({ ...SSO_INVALID, messages: ['单点登录凭证无效或已过期'] });
  });

  it.each([
    ['expired', () => ticketFor(1001, DEMO.zhang.mobile, { iat: seconds - 300, nbf: seconds - 300, exp: seconds - 61 })],
    ['valid too long', () => ticketFor(1001, DEMO.zhang.mobile, { exp: seconds + 2 * 3600 })],
    ['for another portal', () => ticketFor(1002, DEMO.zhang.mobile)],
    ['of another issuer', () => ticketFor(1001, DEMO.zhang.mobile, { iss: 'https://other.example' })],
    ['signed with another key', () => signEdDsa(demoClaims(1001, DEMO.zhang.mobile, seconds), generateKeyPairSync('ed25519').privateKey)],
    ['tampered', () => ticketFor(1001, 'employee-1').replace(/\.[^.]+\./, `.${Buffer.from(JSON.stringify(demoClaims(1001, DEMO.zhang.mobile, seconds))).toString('base64url')}.`)],
    ['without account', () => ticketFor(1001, '')],
    ['without jti', () => ticketFor(1001, DEMO.zhang.mobile, { jti: undefined })],
    ['garbage', () => 'not-a-ticket'],
  ])('refuses a ticket %s', async (_, ticket) => {
    expect((await loginUser(ticket())).body).toMatchObject(SSO_INVALID);
  });

  it('lets an SSO account with a mobile set a password with a code (userinfo.savePasswd)', async () => {
    const mobile = newMobile();
    const signed = (await loginUser(ticketFor(1002, mobile), at1002)).body.data!;
    const headers = { ...at1002, 'x-portal-token': signed.token.value };
    const sent = await callFrom(t.app, 'code.sendMobile', { mobile, purpose: 'savePasswd', ...(await solvedCaptcha(t.app, 1002)) }, headers, '10.5.0.2');
    expect(sent.body.success).toBe(true);
    const saved = await callFrom(t.app, 'userinfo.savePasswd', { code: await lastCode(t.app, mobile), password: encryptedPassword(1002, 'FromSso#2026') }, headers);
    expect(saved.body.success).toBe(true);
    expect((await data<UserProfile>(t.app, 'userinfo.info', {}, headers)).hasPassword).toBe(true);
    const login = await callFrom<SignedIn>(t.app, 'passport.login', { domain: 'portal', account: mobile, password: encryptedPassword(1002, 'FromSso#2026') }, at1002, '10.5.0.3');
    expect(login.body.data?.user.id).toBe(signed.user.id);
  });
});

describe('a portal configured by its operator', () => {
  const setIdp = (fields: { idp_public_key: string | null; idp_algorithm: string | null }) =>
    t.app.db.updateTable('portals').set(fields).where('id', '=', 1001).execute();
  afterAll(async () => {
    await setIdp({ idp_public_key: DEMO_IDP.idp_public_key, idp_algorithm: DEMO_IDP.idp_algorithm });
  });

  it('takes RS256 tickets with a PEM public key, and then only those', async () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await setIdp({ idp_public_key: rsa.publicKey.export({ type: 'spki', format: 'pem' }).toString(), idp_algorithm: 'RS256' });
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const input = `${part({ alg: 'RS256', typ: 'JWT' })}.${part(demoClaims(1001, DEMO.zhang.mobile, seconds))}`;
    const rs256 = `${input}.${sign('sha256', Buffer.from(input), rsa.privateKey).toString('base64url')}`;
    expect((await loginUser(rs256)).body.data?.user).toMatchObject({ name: DEMO.zhang.name });
    expect((await loginUser(ticketFor(1001, DEMO.zhang.mobile))).body, 'the EdDSA demo ticket: algorithm pinned').toMatchObject(SSO_INVALID);
  });

  it('refuses a private key configured by mistake: the portal must never hold the signing key', async () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    await setIdp({ idp_public_key: JSON.stringify(privateKey.export({ format: 'jwk' })), idp_algorithm: 'EdDSA' });
    expect((await loginUser(signEdDsa(demoClaims(1001, DEMO.zhang.mobile, seconds), privateKey))).body).toMatchObject(SSO_INVALID);
  });

  it('without a public key the portal answers that it takes no SSO, and refuses every ticket', async () => {
    await setIdp({ idp_public_key: null, idp_algorithm: null });
    expect(await data(t.app, 'sso.loginDomain', { portal: 1001 })).toMatchObject({ enabled: false });
    expect(await data(t.app, 'passport.domain', { domain: 'portal' }, at1001)).toMatchObject({ sso: false });
    expect((await loginUser(ticketFor(1001, DEMO.zhang.mobile))).body).toMatchObject(SSO_INVALID);
  });
});
