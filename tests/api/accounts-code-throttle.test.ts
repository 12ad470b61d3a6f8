import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CodeSent } from '@/src/core/account-api';
import { startApp, NOW, type TestApp } from './helpers';
import { DEMO } from './candidates';
import { callFrom, movableClock, newMobile, outbox, solvedCaptcha } from './accounts-helpers';

const clock = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await startApp({ now: clock.now });
});
afterAll(() => t.close());
beforeEach(() => {
  clock.set(NOW);
});

let ips = 0;
const newIp = () => `10.8.0.${++ips}`;
const at = (portalId: number) => ({ 'qx-portal': String(portalId) });

async function sendMobile(mobile: string, purpose = 'regist', ip = newIp()) {
  return callFrom<CodeSent>(t.app, 'code.sendMobile', { mobile, purpose, ...(await solvedCaptcha(t.app, 1001)) }, at(1001), ip);
}
async function sendEmail(email: string, purpose = 'regist', ip = newIp()) {
  return callFrom<CodeSent>(t.app, 'code.sendEmail', { email, purpose, ...(await solvedCaptcha(t.app, 1001)) }, at(1001), ip);
}

describe('throttles of code sending', () => {
  it('allow one code per mobile per 60 seconds and 5 per hour', async () => {
    const mobile = newMobile();
    expect((await sendMobile(mobile)).body.success).toBe(true);
    expect((await sendMobile(mobile)).body).toMatchObject({ success: false, errorCode: 'CODE_THROTTLED', errorMessage: '发送过于频繁，请60秒后再试' });
    clock.advance(30_000);
    expect((await sendMobile(mobile)).body.errorMessage).toBe('发送过于频繁，请30秒后再试');
    for (let i = 0; i < 4; i++) {
      clock.advance(30_000);
      expect((await sendMobile(mobile)).body.success).toBe(true);
      clock.advance(30_000);
    }
    clock.advance(30_000);
    // five sent at 0, 90, 150, 210 and 270 s: the next one when the first leaves the hour
    expect((await sendMobile(mobile)).body.errorMessage).toBe(`发送过于频繁，请${3600 - 300}秒后再试`);
    expect(await outbox(t.app, mobile)).toHaveLength(5);
  });

  it('allow one code per email per 60 seconds', async () => {
    expect((await sendEmail('throttled@example.com')).body.success).toBe(true);
    expect((await sendEmail('THROTTLED@example.com')).body).toMatchObject({ errorCode: 'CODE_THROTTLED' });
  });

  it('allow 20 codes per address per hour', async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i++) expect((await sendMobile(newMobile(), 'regist', ip)).body.success).toBe(true);
    const mobile = newMobile();
    expect((await sendMobile(mobile, 'regist', ip)).body).toMatchObject({ errorCode: 'CODE_THROTTLED', errorMessage: '发送过于频繁，请3600秒后再试' });
    expect(await outbox(t.app, mobile)).toEqual([]);
    expect((await sendMobile(mobile, 'regist', newIp())).body.success).toBe(true);
  });
});

describe('user.validateRegistMobile', () => {
  it('tells whether a mobile may still register', async () => {
    expect((await callFrom(t.app, 'user.validateRegistMobile', { mobile: DEMO.zhang.mobile }, at(1001))).body.data).toEqual({ available: false });
    expect((await callFrom(t.app, 'user.validateRegistMobile', { mobile: DEMO.zhang.mobile }, at(1002))).body.data).toEqual({ available: true });
    expect((await callFrom(t.app, 'user.validateRegistMobile', { mobile: 'abc' }, at(1001))).body).toMatchObject({ errorCode: 'MOBILE_INVALID' });
  });

  it('is throttled per address: 20 per hour', async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i++) expect((await callFrom(t.app, 'user.validateRegistMobile', { mobile: newMobile() }, at(1001), ip)).body.success).toBe(true);
    expect((await callFrom(t.app, 'user.validateRegistMobile', { mobile: newMobile() }, at(1001), ip)).body).toMatchObject({ errorCode: 'CODE_THROTTLED' });
  });
});
