// captcha.generate is throttled per client address (60 images per 5 minutes, CODE_THROTTLED past that), and
// the client address is the socket's unless PORTAL_TRUST_PROXY names the proxy whose X-Forwarded-For gives it.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SignedIn } from '@/src/core/account-api';
import type { Envelope } from '@/src/core/envelope';
import { buildServer } from '@/server/app';
import { parseTrustProxy } from '@/server/http/trust-proxy';
import { ADDRESS_CAPTCHA_AFTER_FAILURES } from '@/server/auth/login-throttle';
import { NOW, SCHEMAS_DIR, startApp, tempDir, type TestApp } from './helpers';
import { DEMO, encryptedPassword } from './candidates';
import { callFrom, movableClock, newAttrKey, newMobile } from './accounts-helpers';

const LIMIT = 60;
const WINDOW_MS = 5 * 60 * 1000;
const PROXY = '127.0.0.1';

const clock = movableClock();
let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  direct = await startApp({ now: clock.now });
  proxied = await startApp({ now: clock.now, trustProxy: parseTrustProxy(PROXY) });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});
beforeEach(() => {
  clock.set(NOW);
});

let ips = 0;
const newIp = () => `10.9.0.${++ips}`;
let clients = 0;
const newClient = () => `198.51.100.${++clients}`;

interface From {
  /** the socket's address */
  ip: string;
  /** what the peer says in X-Forwarded-For */
  forwardedFor?: string;
  attrKey?: string;
}

function image(app: FastifyInstance, { ip, forwardedFor, attrKey = newAttrKey() }: From) {
  const headers: Record<string, string> = { 'qx-portal': '1001', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) };
  return app.inject({ method: 'GET', url: '/pt/captcha/generate', query: { attrKey, random: '1' }, headers, remoteAddress: ip });
}

async function isImage(app: FastifyInstance, from: From): Promise<boolean> {
  const res = await image(app, from);
  return res.statusCode === 200 && res.headers['content-type'] === 'image/png' && res.rawPayload.subarray(1, 4).toString() === 'PNG';
}

/** Takes the address's whole allowance; every image must be served. */
async function useAllowance(app: FastifyInstance, from: Omit<From, 'attrKey'>, forwardedFor = () => from.forwardedFor): Promise<void> {
  for (let i = 0; i < LIMIT; i++) expect(await isImage(app, { ...from, forwardedFor: forwardedFor() }), `image ${i + 1}`).toBe(true);
}

const throttled = (seconds: number) => {
  const message = `发送过于频繁，请${seconds}秒后再试`;
  return { success: false, data: { seconds }, errorCode: 'CODE_THROTTLED', errorMessage: message, showType: 2, messages: [message] };
};

async function expectThrottled(app: FastifyInstance, from: From, seconds: number): Promise<void> {
  const res = await image(app, from);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json()).toEqual(throttled(seconds));
}

const at = { 'qx-portal': '1001' };
const WRONG = encryptedPassword(1001, 'Wrong#2026');
const RIGHT = encryptedPassword(1001);
const login = (app: FastifyInstance, password: string, account: string, from: From) =>
  callFrom<SignedIn>(app, 'passport.login', { domain: 'portal', account, password }, { ...at, ...(from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {}) }, from.ip);
/** 20 failed logins from an address: its next login, for any account, asks for a captcha. */
async function failUntilCaptcha(app: FastifyInstance, from: From): Promise<void> {
  for (let i = 0; i < ADDRESS_CAPTCHA_AFTER_FAILURES; i++) expect((await login(app, WRONG, newMobile(), from)).body.errorCode).toBe('LOGIN_FAILED');
}

/** Twenty-odd sign-ins, each a password hash at full cost (17 s on a quiet 2-core machine): room for a loaded one. */
const SCRYPT_HEAVY = 90_000;

describe('captcha.generate per client address', () => {
  it('serves 60 images to an address, then answers CODE_THROTTLED and stores no captcha; another address is still served', async () => {
    const ip = newIp();
    await useAllowance(direct.app, { ip });
    const attrKey = newAttrKey();
    await expectThrottled(direct.app, { ip, attrKey }, 300);
    const peek = await direct.app.inject({ method: 'GET', url: '/pt/test/captcha', query: { attrKey } });
    expect((peek.json() as Envelope<unknown>).errorCode).toBe('NOT_FOUND');
    expect(await isImage(direct.app, { ip: newIp() })).toBe(true);
  });

  it('serves the address again once its images leave the 5-minute window', async () => {
    const ip = newIp();
    await useAllowance(direct.app, { ip });
    clock.advance(WINDOW_MS - 1000);
    await expectThrottled(direct.app, { ip }, 1);
    clock.advance(1000);
    await useAllowance(direct.app, { ip });
    await expectThrottled(direct.app, { ip }, WINDOW_MS / 1000);
  });

  it('holds across a restart: the images are counted in the database', async () => {
    const dir = tempDir();
    const build = () => buildServer({ dbFile: path.join(dir, 'portal.sqlite'), schemasDir: SCHEMAS_DIR, now: () => NOW });
    const ip = newIp();
    const first = await build();
    await useAllowance(first, { ip });
    await first.close();
    const second = await build();
    await expectThrottled(second, { ip }, 300);
    await second.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sweeps expired captchas when it stores a new one, so the table does not grow', async () => {
    const ip = newIp();
    const stale = [newAttrKey(), newAttrKey(), newAttrKey()];
    for (const attrKey of stale) expect(await isImage(direct.app, { ip, attrKey })).toBe(true);
    clock.advance(WINDOW_MS);
    const fresh = newAttrKey();
    expect(await isImage(direct.app, { ip, attrKey: fresh })).toBe(true);
    const rows = await direct.app.db.selectFrom('captchas').select('attr_key').where('attr_key', 'in', [...stale, fresh]).execute();
    expect(rows).toEqual([{ attr_key: fresh }]);
    const expired = await direct.app.db.selectFrom('captchas').select('attr_key').where('expires_at', '<=', clock.now().toISOString()).execute();
    expect(expired).toEqual([]);
  });
});

describe('without PORTAL_TRUST_PROXY', () => {
  it('ignores X-Forwarded-For: a client cannot dodge the captcha throttle by naming other addresses', async () => {
    const ip = newIp();
    await useAllowance(direct.app, { ip }, newClient);
    await expectThrottled(direct.app, { ip, forwardedFor: newClient() }, 300);
  });

  it('counts failed logins against the socket address whatever X-Forwarded-For says', async () => {
    const ip = newIp();
    for (let i = 0; i < ADDRESS_CAPTCHA_AFTER_FAILURES; i++) expect((await login(direct.app, WRONG, newMobile(), { ip, forwardedFor: newClient() })).body.errorCode).toBe('LOGIN_FAILED');
    expect((await login(direct.app, RIGHT, DEMO.wang.mobile, { ip, forwardedFor: newClient() })).body).toMatchObject({ success: false, errorCode: 'CAPTCHA_REQUIRED' });
  }, SCRYPT_HEAVY);
});

describe(`with PORTAL_TRUST_PROXY=${PROXY}`, () => {
  it('counts the clients behind the proxy separately by X-Forwarded-For', async () => {
    const client = newClient();
    await useAllowance(proxied.app, { ip: PROXY, forwardedFor: client });
    await expectThrottled(proxied.app, { ip: PROXY, forwardedFor: client }, 300);
    expect(await isImage(proxied.app, { ip: PROXY, forwardedFor: newClient() })).toBe(true);
    // the proxy's own requests (no header) are yet another address
    expect(await isImage(proxied.app, { ip: PROXY })).toBe(true);
  });

  it('ignores X-Forwarded-For from a peer that is not the proxy', async () => {
    const client = newClient();
    await useAllowance(proxied.app, { ip: PROXY, forwardedFor: client });
    // a direct peer claiming to be the throttled client is counted as itself
    expect(await isImage(proxied.app, { ip: newIp(), forwardedFor: client })).toBe(true);
    const peer = newIp();
    await useAllowance(proxied.app, { ip: peer }, newClient);
    await expectThrottled(proxied.app, { ip: peer, forwardedFor: newClient() }, 300);
  });

  it('counts failed logins against the forwarded address, not the proxy', async () => {
    const client = newClient();
    await failUntilCaptcha(proxied.app, { ip: PROXY, forwardedFor: client });
    const captchaRequired = { success: false, errorCode: 'CAPTCHA_REQUIRED', data: { captchaRequired: true } };
    expect((await login(proxied.app, RIGHT, DEMO.wang.mobile, { ip: PROXY, forwardedFor: client })).body).toMatchObject(captchaRequired);
    // the proxy appends the address it saw: what the client put in front of it does not help
    expect((await login(proxied.app, RIGHT, DEMO.wang.mobile, { ip: PROXY, forwardedFor: `203.0.113.7, ${client}` })).body).toMatchObject(captchaRequired);
    expect((await login(proxied.app, RIGHT, DEMO.wang.mobile, { ip: PROXY, forwardedFor: newClient() })).body.success).toBe(true);
  }, SCRYPT_HEAVY);
});
