// One email rule: the server accepts and refuses the same addresses as the browser (one isValidEmail).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeSent, SignedIn } from '@/src/core/account-api';
import { EMAIL_MAX_LENGTH } from '@/src/core/validation/email';
import { startApp, type TestApp } from './helpers';
import { encryptedPassword } from './candidates';
import { callFrom, lastCode, outbox, solvedCaptcha } from './accounts-helpers';
import { ACCEPTED_EMAILS, REFUSED_EMAILS } from '../unit/email-cases';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

let ips = 0;
const at = { 'qx-portal': '1001' };
/** each address from an address of its own, so that no per-address limit answers instead of the rule */
async function sendEmail(email: string) {
  return callFrom<CodeSent>(t.app, 'code.sendEmail', { email, purpose: 'regist', ...(await solvedCaptcha(t.app, 1001)) }, at, `10.9.0.${++ips}`);
}

describe('code.sendEmail under the shared email rule', () => {
  it.each(ACCEPTED_EMAILS)('accepts %s: %s', async (_, email) => {
    const answer = await sendEmail(email);
    expect(answer.body).toMatchObject({ success: true, data: { expiresIn: 600, resendIn: 60 } });
    expect(await outbox(t.app, email.toLowerCase())).toEqual([expect.objectContaining({ channel: 'email', purpose: 'regist' })]);
  });

  it.each(REFUSED_EMAILS)('refuses %s: %s', async (_, email) => {
    const answer = await sendEmail(email);
    expect(answer.body.success).toBe(false);
    // past 254 characters the route schema refuses the body before the rule runs (400)
    if (email.length > EMAIL_MAX_LENGTH) expect(answer.status).toBe(400);
    else expect(answer.body).toMatchObject({ errorCode: 'EMAIL_INVALID', errorMessage: '请输入正确的邮箱号！' });
    expect(await outbox(t.app, email.toLowerCase())).toEqual([]);
  });
});

describe('user.regist by email', () => {
  it("registers user+jobs@ and o'brien@ addresses and signs them in", async () => {
    for (const email of ['user+jobs@example.com', "O'Brien@example.ie"]) {
      await sendEmail(email);
      const code = await lastCode(t.app, email.toLowerCase());
      const body = { accountType: 'email', email, code, password: encryptedPassword(1001, 'Newcomer#2026'), name: '邮箱用户', agree: true };
      const answer = await callFrom<SignedIn>(t.app, 'user.regist', body, at, `10.9.1.${++ips}`);
      expect(answer.body.data?.user).toMatchObject({ email: email.toLowerCase() });
      const login = await callFrom<SignedIn>(t.app, 'passport.login', { domain: 'portal', account: email, password: encryptedPassword(1001, 'Newcomer#2026') }, at);
      expect(login.body.data?.user.id).toBe(answer.body.data?.user.id);
    }
  });
});
