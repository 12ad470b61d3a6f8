import { afterAll, describe, expect, it } from 'vitest';
import type { BuildOptions } from '@/server/app';
import { NOW, startApp, type TestApp } from './helpers';
import { callFrom, movableClock, newAttrKey, newMobile, solvedCaptcha } from './accounts-helpers';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

/** Builds a server with NODE_ENV set as given while it registers its routes. */
async function serverWith(nodeEnv: string | undefined, opts: Partial<BuildOptions> = {}): Promise<TestApp> {
  const saved = process.env.NODE_ENV;
  const savedCost = process.env.PORTAL_TEST_SCRYPT_N;
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  // a test run's lowered hashing cost is refused outside NODE_ENV=test (server/config/password-cost.ts)
  if (nodeEnv !== 'test') delete process.env.PORTAL_TEST_SCRYPT_N;
  try {
    const t = await startApp(opts);
    apps.push(t);
    return t;
  } finally {
    process.env.NODE_ENV = saved;
    if (savedCost !== undefined) process.env.PORTAL_TEST_SCRYPT_N = savedCost;
  }
}

describe('GET /pt/test/outbox and /pt/test/captcha with NODE_ENV=test', () => {
  it('answer the messages sent to an address, newest first, and a captcha answer', async () => {
    const clock = movableClock();
    const t = await serverWith('test', { now: clock.now });
    const mobile = newMobile();
    const send = async () => callFrom(t.app, 'code.sendMobile', { mobile, purpose: 'regist', ...(await solvedCaptcha(t.app, 1001)) }, { 'qx-portal': '1001' }, '10.7.0.1');
    await send();
    clock.advance(61_000);
    await send();
    const res = await t.app.inject({ method: 'GET', url: '/pt/test/outbox', query: { to: mobile } });
    expect(res.json()).toMatchObject({ success: true });
    const entry = (at: Date) => ({ to: mobile, channel: 'sms', purpose: 'regist', code: expect.stringMatching(/^\d{6}$/), createdAt: at.toISOString() });
    expect(res.json().data).toEqual([entry(new Date(NOW.getTime() + 61_000)), entry(NOW)]);
    expect((await t.app.inject({ method: 'GET', url: '/pt/test/outbox' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/pt/test/captcha', query: { attrKey: newAttrKey() } })).json()).toMatchObject({ errorCode: 'NOT_FOUND' });
  });

  it('stay out of the OpenAPI document', async () => {
    const t = await serverWith('test');
    const doc = (await t.app.inject({ method: 'GET', url: '/pt/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/pt/test/'))).toEqual([]);
  });
});

describe.each([['production'], [undefined]])('with NODE_ENV=%s', (nodeEnv) => {
  it('there is no outbox or captcha helper', async () => {
    const t = await serverWith(nodeEnv);
    for (const url of ['/pt/test/outbox?to=13900000000', `/pt/test/captcha?attrKey=${newAttrKey()}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    }
  });
});
