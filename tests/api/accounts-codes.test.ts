import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CodeSent } from '@/src/core/account-api';
import { startApp, NOW, type TestApp } from './helpers';
import { DEMO, encryptedPassword } from './candidates';
import { callFrom, lastCode, movableClock, newMobile, outbox, quickAccount, solvedCaptcha } from './accounts-helpers';

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
/** each case sends from an address of its own, so that the per-address limit is tried only where meant */
const newIp = () => `10.1.0.${++ips}`;
const at = (portalId: number) => ({ 'qx-portal': String(portalId) });

async function sendMobile(mobile: string, purpose = 'regist', ip = newIp(), headers: Record<string, string> = at(1001)) {
  const portalId = Number(headers['qx-portal']);
  return callFrom<CodeSent>(t.app, 'code.sendMobile', { mobile, purpose, ...(await solvedCaptcha(t.app, portalId)) }, headers, ip);
}
async function sendEmail(email: string, purpose = 'regist', ip = newIp()) {
  return callFrom<CodeSent>(t.app, 'code.sendEmail', { email, purpose, ...(await solvedCaptcha(t.app, 1001)) }, at(1001), ip);
}
const validate = (mobile: string, code: string, purpose = 'regist', portalId = 1001) =>
  callFrom<{ valid: boolean }>(t.app, 'code.validateMobile', { mobile, code, purpose }, at(portalId));
const isValid = async (mobile: string, code: string, purpose = 'regist', portalId = 1001) => (await validate(mobile, code, purpose, portalId)).body.data?.valid;
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('code.sendMobile and code.sendEmail', () => {
  it('send a 6-digit code to the outbox and never answer it', async () => {
    const mobile = newMobile();
    const answer = await sendMobile(mobile);
    expect(answer.body).toEqual({ success: true, data: { expiresIn: 600, resendIn: 60 }, errorCode: '', errorMessage: '', showType: 0, messages: [] });
    const [entry] = await outbox(t.app, mobile);
    expect(entry).toEqual({ to: mobile, channel: 'sms', purpose: 'regist', code: expect.stringMatching(/^\d{6}$/), createdAt: NOW.toISOString() });
    expect(JSON.stringify(answer)).not.toContain(entry.code);
    const row = await t.app.db.selectFrom('codes').selectAll().where('target', '=', mobile).executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(entry.code);
    expect(row.expires_at).toBe(new Date(NOW.getTime() + 600_000).toISOString());
  });

  it('send by email to the lower-case address', async () => {
    const answer = await sendEmail('New.Person@Example.com');
    expect(answer.body.data).toEqual({ expiresIn: 600, resendIn: 60 });
    expect(await outbox(t.app, 'new.person@example.com')).toEqual([expect.objectContaining({ channel: 'email', purpose: 'regist' })]);
  });

  it('refuse registration codes for registered mobiles and emails', async () => {
    expect((await sendMobile(DEMO.zhang.mobile)).body).toMatchObject({ success: false, errorCode: 'ACCOUNT_EXISTS', errorMessage: '该手机号已注册' });
    expect((await sendEmail(DEMO.zhang.email)).body).toMatchObject({ success: false, errorCode: 'ACCOUNT_EXISTS', errorMessage: '该邮箱已注册' });
    expect(await outbox(t.app, DEMO.zhang.mobile)).toEqual([]);
  });

  it('refuse malformed mobiles and emails, unknown purposes and a missing captcha', async () => {
    expect((await sendMobile('12345678901')).body).toMatchObject({ errorCode: 'MOBILE_INVALID', errorMessage: '请输入正确的手机号码' });
    expect((await sendEmail('not-an-email')).body).toMatchObject({ errorCode: 'EMAIL_INVALID', errorMessage: '请输入正确的邮箱号！' });
    const purpose = await sendMobile(newMobile(), 'changeEmail');
    expect(purpose.status).toBe(400);
    expect(purpose.body.errorMessage).toContain('purpose');
    const noCaptcha = await callFrom(t.app, 'code.sendMobile', { mobile: newMobile(), purpose: 'regist' });
    expect(noCaptcha.status).toBe(400);
  });

  it('need a token for changeMobile, changeEmail and savePasswd', async () => {
    for (const purpose of ['changeMobile', 'savePasswd']) {
      const answer = await sendMobile(newMobile(), purpose);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ errorCode: 'UNAUTHORIZED', showType: 0 });
    }
    expect((await sendEmail('someone@example.com', 'changeEmail')).status).toBe(401);
  });

  it('send savePasswd codes only to the own mobile, changeMobile codes only to a free one', async () => {
    const session = await quickAccount(t.app, 1001, { email: 'has-mobile@example.com' });
    const own = await sendMobile(session.user.mobile!, 'savePasswd', newIp(), session.headers);
    expect(own.body.success).toBe(true);
    const other = await sendMobile(newMobile(), 'savePasswd', newIp(), session.headers);
    expect(other.body).toMatchObject({ errorCode: 'CODE_TARGET_INVALID', errorMessage: '验证码只能发送到本账号绑定的手机号或邮箱' });
    // an account with a mobile sets its password with a code to the mobile, not to its email
    const byMail = await callFrom(t.app, 'code.sendEmail', { email: 'has-mobile@example.com', purpose: 'savePasswd', ...(await solvedCaptcha(t.app, 1001)) }, session.headers, newIp());
    expect(byMail.body).toMatchObject({ errorCode: 'CODE_TARGET_INVALID' });
    const taken = await sendMobile(DEMO.wang.mobile, 'changeMobile', newIp(), session.headers);
    expect(taken.body).toMatchObject({ errorCode: 'ACCOUNT_EXISTS' });
  });
});

describe('codes', () => {
  it('are checked by code.validateMobile without being used up', async () => {
    const mobile = newMobile();
    await sendMobile(mobile);
    const code = await lastCode(t.app, mobile);
    expect((await validate(mobile, code)).body).toMatchObject({ success: true, data: { valid: true } });
    expect(await isValid(mobile, code)).toBe(true);
    expect(await isValid(mobile, wrongOf(code))).toBe(false);
  });

  it('serve only their purpose and their portal', async () => {
    const mobile = newMobile();
    await sendMobile(mobile);
    const code = await lastCode(t.app, mobile);
    expect(await isValid(mobile, code, 'forget')).toBe(false);
    expect(await isValid(mobile, code, 'regist', 1002)).toBe(false);
    expect(await isValid(mobile, code, 'regist', 1001)).toBe(true);
  });

  it('are void after 5 wrong tries', async () => {
    const mobile = newMobile();
    await sendMobile(mobile);
    const code = await lastCode(t.app, mobile);
    for (let i = 0; i < 4; i++) expect(await isValid(mobile, wrongOf(code))).toBe(false);
    expect(await isValid(mobile, code)).toBe(true);
    expect(await isValid(mobile, 'abcdef')).toBe(false);
    expect(await isValid(mobile, code)).toBe(false);
  });

  it('expire after 10 minutes', async () => {
    const mobile = newMobile();
    await sendMobile(mobile);
    const code = await lastCode(t.app, mobile);
    clock.advance(10 * 60 * 1000 - 1000);
    expect(await isValid(mobile, code)).toBe(true);
    clock.advance(1000);
    expect(await isValid(mobile, code)).toBe(false);
  });

  it('are replaced by the next code sent for the same purpose', async () => {
    const mobile = newMobile();
    await sendMobile(mobile);
    clock.advance(61_000);
    await sendMobile(mobile);
    const second = await lastCode(t.app, mobile);
    expect(await outbox(t.app, mobile)).toHaveLength(2);
    // one live code for the mobile and purpose: the one sent last
    const rows = await t.app.db.selectFrom('codes').select('created_at').where('target', '=', mobile).execute();
    expect(rows).toEqual([{ created_at: new Date(NOW.getTime() + 61_000).toISOString() }]);
    expect(await isValid(mobile, second)).toBe(true);
  });

  it('serve once', async () => {
    const session = await quickAccount(t.app, 1001);
    const mobile = session.user.mobile!;
    await callFrom(t.app, 'forget.sendSms', { mobile, ...(await solvedCaptcha(t.app, 1001)) }, at(1001), newIp());
    const code = await lastCode(t.app, mobile);
    const password = encryptedPassword(1001, 'Second#2026');
    expect((await callFrom(t.app, 'forget.retrieveByPhone', { mobile, code, password }, at(1001))).body.success).toBe(true);
    expect((await callFrom(t.app, 'forget.retrieveByPhone', { mobile, code, password }, at(1001))).body).toMatchObject({ errorCode: 'CODE_INVALID', errorMessage: '验证码错误或已过期' });
  });
});
