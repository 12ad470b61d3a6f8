import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeSent, SignedIn } from '@/src/core/account-api';
import { startApp, type TestApp } from './helpers';
import { encryptedPassword } from './candidates';
import { callFrom, lastCode, newMobile, outbox, quickAccount, solvedCaptcha } from './accounts-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

let ips = 0;
const newIp = () => `10.4.0.${++ips}`;
const at = { 'qx-portal': '1001' };
const NEW_PASSWORD = 'Recovered#2026';

async function sendSms(mobile: string, ip = newIp()) {
  return callFrom<CodeSent>(t.app, 'forget.sendSms', { mobile, ...(await solvedCaptcha(t.app, 1001)) }, at, ip);
}
async function sendMail(email: string, ip = newIp()) {
  return callFrom<CodeSent>(t.app, 'forget.sendMail', { email, ...(await solvedCaptcha(t.app, 1001)) }, at, ip);
}
const signIn = (account: string, password: string) => callFrom<SignedIn>(t.app, 'passport.login', { domain: 'portal', account, password: encryptedPassword(1001, password) }, at, newIp());

describe('forget.sendSms and forget.sendMail', () => {
  it('answer the same for a known and an unknown account; only a known one gets a code', async () => {
    const { user } = await quickAccount(t.app, 1001, { email: 'known@example.com' });
    const unknownMobile = newMobile();
    const known = await sendSms(user.mobile!);
    const unknown = await sendSms(unknownMobile);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.data).toEqual({ expiresIn: 600, resendIn: 60 });
    expect(await outbox(t.app, user.mobile!)).toEqual([expect.objectContaining({ channel: 'sms', purpose: 'forget' })]);
    expect(await outbox(t.app, unknownMobile)).toEqual([]);

    expect((await sendMail('Known@Example.com')).body).toEqual((await sendMail('nobody@example.com')).body);
    expect(await outbox(t.app, 'known@example.com')).toEqual([expect.objectContaining({ channel: 'email', purpose: 'forget' })]);
    expect(await outbox(t.app, 'nobody@example.com')).toEqual([]);
  });

  it('are throttled for unknown accounts too, so the throttle tells nothing either', async () => {
    const unknown = newMobile();
    expect((await sendSms(unknown)).body.success).toBe(true);
    expect((await sendSms(unknown)).body).toMatchObject({ errorCode: 'CODE_THROTTLED' });
  });

  it('need the captcha', async () => {
    const answer = await callFrom(t.app, 'forget.sendSms', { mobile: newMobile(), attrKey: 'forget-no-such-key', captcha: 'ABCD' }, at, newIp());
    expect(answer.body).toMatchObject({ errorCode: 'CAPTCHA_INVALID' });
    expect((await callFrom(t.app, 'forget.sendMail', { email: 'a@example.com' }, at)).status).toBe(400);
  });
});

describe('forget.retrieveByPhone and forget.retrieveByMail', () => {
  it('set the new password and revoke every token of the account', async () => {
    const first = await quickAccount(t.app, 1001);
    const mobile = first.user.mobile!;
    const second = (await signIn(mobile, 'Portal@2026')).body.data!;
    await sendSms(mobile);
    const answer = await callFrom(t.app, 'forget.retrieveByPhone', { mobile, code: await lastCode(t.app, mobile), password: encryptedPassword(1001, NEW_PASSWORD) }, at);
    expect(answer.body).toEqual({ success: true, data: null, errorCode: '', errorMessage: '', showType: 0, messages: [] });
    expect((await callFrom(t.app, 'userinfo.info', {}, first.headers)).status).toBe(401);
    expect((await callFrom(t.app, 'userinfo.info', {}, { ...at, 'x-portal-token': second.token.value })).status).toBe(401);
    expect((await signIn(mobile, 'Portal@2026')).body.errorCode).toBe('LOGIN_FAILED');
    expect((await signIn(mobile, NEW_PASSWORD)).body.success).toBe(true);
  });

  it('work by mail too', async () => {
    const { user } = await quickAccount(t.app, 1001, { email: 'by-mail@example.com' });
    await sendMail('by-mail@example.com');
    const code = await lastCode(t.app, 'by-mail@example.com');
    const answer = await callFrom(t.app, 'forget.retrieveByMail', { email: 'BY-MAIL@example.com', code, password: encryptedPassword(1001, NEW_PASSWORD) }, at);
    expect(answer.body.success).toBe(true);
    expect((await signIn(user.mobile!, NEW_PASSWORD)).body.success).toBe(true);
  });

  it('refuse a wrong code, a weak password (keeping the code) and an unknown account', async () => {
    const { user } = await quickAccount(t.app, 1001);
    const mobile = user.mobile!;
    await sendSms(mobile);
    const code = await lastCode(t.app, mobile);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const retrieve = (body: Record<string, unknown>) => callFrom(t.app, 'forget.retrieveByPhone', body, at);
    expect((await retrieve({ mobile, code: wrong, password: encryptedPassword(1001, NEW_PASSWORD) })).body).toMatchObject({ errorCode: 'CODE_INVALID' });
    expect((await retrieve({ mobile, code, password: encryptedPassword(1001, 'weak') })).body).toMatchObject({ errorCode: 'PASSWORD_WEAK' });
    expect((await retrieve({ mobile, code, password: encryptedPassword(1001, NEW_PASSWORD) })).body.success).toBe(true);
    expect((await retrieve({ mobile: newMobile(), code, password: encryptedPassword(1001, NEW_PASSWORD) })).body).toMatchObject({ errorCode: 'CODE_INVALID' });
    expect((await retrieve({ mobile, password: encryptedPassword(1001, NEW_PASSWORD) })).status).toBe(400);
  });
});
