// The smaller leaks: registered mobiles listed through sendMobileCode faster than validateRegistMobile allows,
// guest tokens created without limit, connections held by requests that never finish, and return paths that
// become protocol-relative once their dot segments are resolved.
import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TokenRecord } from '@/src/core/envelope';
import { GUEST_TOKEN_CAP, GUEST_TOKEN_LIMITS } from '@/server/auth/guest-tokens';
import { hashToken } from '@/server/auth/tokens';
import { DEFAULT_TIMEOUTS, timeoutsFromEnv } from '@/server/http/timeouts';
import { safeReturnPath } from '@/src/core/safe-path';
import { callFrom, movableClock, newMobile, solvedCaptcha } from '@/tests/api/accounts-helpers';
import { NOW, startApp, type TestApp } from '@/tests/api/helpers';

const clock = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await startApp({ now: clock.now });
});
afterAll(() => t.close());
beforeEach(() => clock.set(NOW));

const portal = { 'qx-portal': '1001' };
const guestTokens = async () => (await t.app.db.selectFrom('tokens').select('token_hash').where('user_id', 'is', null).execute()).length;

describe('V2.2.1 / V11.1.4 registered mobiles cannot be listed through sendMobileCode', () => {
  it('V11.1.4 probing registered mobiles counts against the address: the 21st probe in an hour is throttled', async () => {
    const registered = Array.from({ length: 25 }, () => newMobile());
    await t.app.db
      .insertInto('users')
      .values(registered.map((mobile) => ({ portal_id: 1001, domain: 'portal', name: '已注册', mobile, password_hash: 'x', created_at: NOW.toISOString() })))
      .execute();
    const answers: string[] = [];
    for (const mobile of registered) {
      const sent = await callFrom(t.app, 'code.sendMobile', { mobile, purpose: 'regist', ...(await solvedCaptcha(t.app, 1001)) }, portal, '10.20.0.1');
      answers.push(sent.body.errorCode ?? '');
    }
    expect(answers.slice(0, 20)).toEqual(Array(20).fill('ACCOUNT_EXISTS'));
    expect(answers.slice(20)).toEqual(Array(5).fill('CODE_THROTTLED'));
  });
});

describe('V11.1.4 guest tokens are limited per address, expire after a day and are capped', () => {
  const getToken = (ip: string, headers: Record<string, string> = {}) => callFrom<{ token: TokenRecord | null }>(t.app, 'accesstoken.get', { domain: 'portal' }, { ...portal, ...headers }, ip);

  it(`V11.1.4 one address gets ${GUEST_TOKEN_LIMITS[0].max} guest tokens in 10 minutes, then none (the page goes on without one)`, async () => {
    const before = await guestTokens();
    for (let i = 0; i < GUEST_TOKEN_LIMITS[0].max; i++) expect((await getToken('10.30.0.1')).body.data?.token?.value).toBeTruthy();
    const over = await getToken('10.30.0.1');
    expect(over.body).toMatchObject({ success: true, data: { token: null } });
    expect(over.headers['x-portal-token']).toBeUndefined();
    expect(await guestTokens()).toBe(before + GUEST_TOKEN_LIMITS[0].max);
    expect((await getToken('10.30.0.2')).body.data?.token?.value, 'another address').toBeTruthy();
    clock.advance(GUEST_TOKEN_LIMITS[0].windowMs);
    expect((await getToken('10.30.0.1')).body.data?.token?.value, 'the same address 10 minutes later').toBeTruthy();
  });

  it('V3.3.1 a guest token ends after a day: it is replaced and swept', async () => {
    const old = (await getToken('10.31.0.1')).body.data!.token!.value;
    clock.advance(23 * 3600 * 1000);
    expect((await getToken('10.31.0.1', { 'x-portal-token': old })).body.data?.token?.value).toBe(old);
    clock.advance(3600 * 1000);
    const fresh = await getToken('10.31.0.1', { 'x-portal-token': old });
    expect(fresh.body.data?.token?.value).not.toBe(old);
    const swept = await t.app.db.selectFrom('tokens').select('token_hash').where('token_hash', '=', hashToken(old)).executeTakeFirst();
    expect(swept, 'the day-old guest token is gone').toBeUndefined();
  });

  it(`V11.1.4 at most ${GUEST_TOKEN_CAP} guest tokens exist: the oldest give way`, async () => {
    const rows = Array.from({ length: GUEST_TOKEN_CAP }, (_, i) => ({
      token_hash: `flood-${i}`,
      portal_id: 1001,
      domain: 'portal',
      user_id: null,
      created_at: new Date(NOW.getTime() - 3600_000 + i).toISOString(),
      expires_at: new Date(NOW.getTime() + 86_400_000).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 1000) await t.app.db.insertInto('tokens').values(rows.slice(i, i + 1000)).execute();
    expect((await getToken('10.32.0.1')).body.data?.token?.value).toBeTruthy();
    expect(await guestTokens()).toBeLessThanOrEqual(GUEST_TOKEN_CAP);
    expect(await t.app.db.selectFrom('tokens').select('token_hash').where('token_hash', '=', 'flood-0').executeTakeFirst()).toBeUndefined();
  });
});

/** Sends `head` on a raw socket and answers what came back and after how many ms the server closed it. */
function stall(port: number, head: string, waitMs: number): Promise<{ answer: string; closedAfterMs: number | null }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closedAfterMs: null });
    }, waitMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    socket.on('error', () => undefined);
  });
}

describe('V11.1.4 a request that never finishes does not hold its connection', () => {
  let short: TestApp;
  let port: number;
  beforeAll(async () => {
    short = await startApp({ timeouts: { requestMs: 1000, connectionMs: 3000, keepAliveMs: 500 } });
    await short.app.listen({ port: 0, host: '127.0.0.1' });
    port = (short.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => short.close());

  it('V11.1.4 a body that stops half-way gets 408 and the connection closed within the request timeout', async () => {
    const head = 'POST /pt/sendMobileCode HTTP/1.1\r\nHost: portal\r\nqx-portal: 1001\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"mobile":"138';
    const { answer, closedAfterMs } = await stall(port, head, 5000);
    expect(closedAfterMs, 'closed by the server').not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(2500);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('V11.1.4 headers that never end get 408 within the request timeout', async () => {
    const { answer, closedAfterMs } = await stall(port, 'GET /pt/portal/rest/careercategory/tree HTTP/1.1\r\nHost: portal\r\nX-Slow: ', 5000);
    expect(closedAfterMs!).toBeLessThan(2500);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('V11.1.4 an idle keep-alive connection is closed after the keep-alive timeout', async () => {
    const { answer, closedAfterMs } = await stall(port, 'GET /pt/portal/rest/careercategory/tree HTTP/1.1\r\nHost: portal\r\n\r\n', 5000);
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(closedAfterMs!).toBeLessThan(2000);
  });

  it('the defaults hold connections for a minute at most, and the settings refuse nonsense', () => {
    expect(DEFAULT_TIMEOUTS).toEqual({ requestMs: 60_000, connectionMs: 30_000, keepAliveMs: 10_000 });
    expect(timeoutsFromEnv({ PORTAL_REQUEST_TIMEOUT: '120', PORTAL_KEEPALIVE_TIMEOUT: '75' })).toEqual({ requestMs: 120_000, connectionMs: 30_000, keepAliveMs: 75_000 });
    for (const bad of ['0', '-5', '1.5', 'ten', '99999']) expect(() => timeoutsFromEnv({ PORTAL_REQUEST_TIMEOUT: bad }), bad).toThrow(/PORTAL_REQUEST_TIMEOUT/);
  });
});

describe('V5.1.5 return paths that turn protocol-relative once dot segments are resolved are refused', () => {
  it.each(['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/%2E%2e//evil.example', '/home/..//evil.example', '/%252e//evil.example'])('V5.1.5 %s', (path) => {
    expect(safeReturnPath(path, '/home')).toBe('/home');
  });

  it('V5.1.5 honest paths with dot segments still pass', () => {
    expect(safeReturnPath('/site/1/1001/./portal/pc/default/pc/home', '/home')).toBe('/site/1/1001/./portal/pc/default/pc/home');
  });
});
