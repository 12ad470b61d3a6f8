// Forged SSO tickets: they were HMACs keyed with the portal's secretKey, which siteconfig.load hands to
// every browser. Replayed here as a guest would, against the real server; and every other way a forged, stolen
// or stale ticket could get in. The portal now verifies a JWS with its provider's public key only.
import { createHmac, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '@/src/core/account-api';
import type { SiteConfig } from '@/src/core/envelope';
import { DEMO_IDP } from '@/server/db/seed/portals';
import { NOW, call, startApp, type TestApp } from '../api/helpers';
import { DEMO } from '../api/candidates';
import { callFrom, ticketFor } from '../api/accounts-helpers';
import { demoClaims, signEdDsa, signHs256, unsigned } from '@/scripts/sso-demo-idp';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const seconds = Math.floor(NOW.getTime() / 1000);
const headersOf = (portalId: number) => ({ 'qx-portal': String(portalId) });
const loginUser = (ticket: string, portalId = 1001) => callFrom<SignedIn>(t.app, 'sso.loginUser', { ticket }, headersOf(portalId));
const SSO_INVALID = { success: false, data: null, errorCode: 'SSO_INVALID', errorMessage: '单点登录凭证无效或已过期' };
const usersNamed = (name: string) =>
  t.app.db.selectFrom('users').select('id').where((eb) => eb.or([eb('sso_account', '=', name), eb('name', '=', name)])).execute();

/** What any browser receives: the site's secretKey, from siteconfig.load. */
async function browserSecretKey(portalId: number): Promise<string> {
  const answer = await call<{ siteConfig: SiteConfig }>(t.app, 'siteconfig.load', { relationId: String(portalId), userDomain: 'portal', terminalType: 'pc' });
  const key = answer.body.data?.siteConfig.secretKey;
  if (!key) throw new Error('siteconfig.load gave no secretKey');
  return key;
}

/** The old ticket format: base64url(JSON { portalId, account, exp }) + "." + HMAC-SHA256 keyed with the secretKey. */
function oldHmacTicket(portalId: number, account: string, secretKey: string): string {
  const payload = Buffer.from(JSON.stringify({ portalId, account, exp: seconds + 300 })).toString('base64url');
  return `${payload}.${createHmac('sha256', secretKey).update(payload, 'utf8').digest('base64url')}`;
}

/** The same signature spelled differently: Ed25519's 64 bytes leave 4 unused bits in the last base64url character. */
function reEncoded(ticket: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return ticket.slice(0, -1) + alphabet[alphabet.indexOf(ticket.at(-1)!) ^ 1];
}

describe('forging with what the browser receives', () => {
  it('V2.9.1 an HMAC ticket keyed with the secretKey from siteconfig.load signs nobody in and creates no account', async () => {
    const forgedForZhang = oldHmacTicket(1001, DEMO.zhang.mobile, await browserSecretKey(1001));
    expect((await loginUser(forgedForZhang)).body).toMatchObject(SSO_INVALID);
    const forgedNew = oldHmacTicket(1002, 'forged-0001', await browserSecretKey(1002));
    expect((await loginUser(forgedNew, 1002)).body).toMatchObject(SSO_INVALID);
    expect(await usersNamed('forged-0001')).toEqual([]);
  });

  it('V3.5.3 key substitution: a JWS HS256 keyed with the secretKey, or with the public key, is refused', async () => {
    const secretKey = await browserSecretKey(1002);
    expect((await loginUser(signHs256(demoClaims(1002, 'forged-0002', seconds), secretKey), 1002)).body).toMatchObject(SSO_INVALID);
    expect((await loginUser(signHs256(demoClaims(1002, 'forged-0002', seconds), DEMO_IDP.idp_public_key), 1002)).body).toMatchObject(SSO_INVALID);
    expect(await usersNamed('forged-0002')).toEqual([]);
  });

  it('V3.5.3 null cipher: an unsigned ticket (alg "none") is refused', async () => {
    expect((await loginUser(unsigned(demoClaims(1001, DEMO.zhang.mobile, seconds)))).body).toMatchObject(SSO_INVALID);
  });

  it('V3.5.3 a ticket signed by another Ed25519 key is refused, also when the header carries that key', async () => {
    const attacker = generateKeyPairSync('ed25519');
    const claims = demoClaims(1001, DEMO.zhang.mobile, seconds);
    expect((await loginUser(signEdDsa(claims, attacker.privateKey))).body).toMatchObject(SSO_INVALID);
    const jwk = attacker.publicKey.export({ format: 'jwk' });
    expect((await loginUser(signEdDsa({ ...claims, jti: 'with-jwk' }, attacker.privateKey, { jwk }))).body).toMatchObject(SSO_INVALID);
  });
});

describe('tickets of the real provider, out of place or out of time', () => {
  it('V3.5.3 enveloping: a ticket issued for portal 1002 (aud "portal:1002") is refused at portal 1001', async () => {
    expect((await loginUser(ticketFor(1002, DEMO.zhang.mobile), 1001)).body).toMatchObject(SSO_INVALID);
  });

  it.each([
    ['expired more than 60 s ago', { iat: seconds - 300, nbf: seconds - 300, exp: seconds - 61 }],
    ['not valid before 61 s from now (nbf)', { nbf: seconds + 61, exp: seconds + 300 }],
    ['issued 61 s in the future (iat)', { iat: seconds + 61, nbf: seconds, exp: seconds + 300 }],
    ['issued more than 5 minutes (and the 60 s skew) ago', { iat: seconds - 361, nbf: seconds - 361, exp: seconds + 60 }],
    ['living longer than 10 minutes (exp - iat)', { exp: seconds + 601 }],
    ['without exp', { exp: undefined }],
    ['without nbf', { nbf: undefined }],
    ['without iat', { iat: undefined }],
  ])('V3.5.3 a ticket %s is refused', async (_, overrides) => {
    expect((await loginUser(ticketFor(1001, DEMO.zhang.mobile, overrides))).body).toMatchObject(SSO_INVALID);
  });

  it('V3.5.3 clock skew of up to 60 s is tolerated (the cases above: no more)', async () => {
    const skewed = { iat: seconds + 59, nbf: seconds + 59, exp: seconds + 300 };
    expect((await loginUser(ticketFor(1001, DEMO.zhang.mobile, skewed))).body.success).toBe(true);
    expect((await loginUser(ticketFor(1001, DEMO.zhang.mobile, { iat: seconds - 300, nbf: seconds - 300, exp: seconds - 59 }))).body.success).toBe(true);
  });

  it('V3.5.3 replay: a ticket serves once, also when its signature is spelled differently', async () => {
    const ticket = ticketFor(1001, DEMO.zhang.mobile);
    expect((await loginUser(reEncoded(ticket))).body.data?.user, 'the lenient base64url spelling verifies').toMatchObject({ mobile: DEMO.zhang.mobile });
    expect((await loginUser(ticket)).body).toMatchObject(SSO_INVALID);
    expect((await loginUser(reEncoded(ticket))).body).toMatchObject(SSO_INVALID);
  });
});

describe('what a valid ticket may do', () => {
  it('V4.1.3 an account the portal does not have is refused where the portal does not create accounts, and none is created', async () => {
    const answer = await loginUser(ticketFor(1001, 'stranger-0001'));
    expect(answer.body).toMatchObject({ success: false, errorCode: 'SSO_ACCOUNT_NOT_FOUND', errorMessage: '该账号未在本站开通，请先注册或联系站点管理员' });
    expect(await usersNamed('stranger-0001')).toEqual([]);
  });

  it('V3.5.3 a ticket of the portal\'s own provider signs the candidate in', async () => {
    const answer = await loginUser(ticketFor(1001, DEMO.zhang.mobile));
    expect(answer.body).toMatchObject({ success: true, data: { user: { name: DEMO.zhang.name, mobile: DEMO.zhang.mobile } } });
  });
});
