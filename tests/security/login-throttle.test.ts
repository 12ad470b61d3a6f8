// Password guessing: the login throttle is counted before the password check, atomically, per account
// and per address. Replays: many wrong passwords sent at once (each used to be checked, and the right one
// among them signed in), and one address failing often (a campus NAT, that used to be locked out whole).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SignedIn } from '@/src/core/account-api';
import { NOW, startApp, type TestApp } from '@/tests/api/helpers';
import { encryptedPassword } from '@/tests/api/candidates';
import { callFrom, movableClock, newMobile, quickAccount, solvedCaptcha } from '@/tests/api/accounts-helpers';

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
const newIp = () => `10.11.0.${++ips}`;
const at = { 'qx-portal': '1001' };
const RIGHT = encryptedPassword(1001);
const WRONG = encryptedPassword(1001, 'Wrong#2026');
/** the documented limits (docs/api-contract.md, passport.login) */
const CAPTCHA_AFTER = 3;
const ADDRESS_CAPTCHA_AFTER = 20;
const LOCK_AFTER = 5;

const attempt = (account: string, password: string, ip: string, extra: Record<string, unknown> = {}) =>
  callFrom<SignedIn>(t.app, 'passport.login', { domain: 'portal', account, password, ...extra }, at, ip);
/** What each answer says; LOGIN_FAILED and success are the attempts whose password was checked. */
const codes = (answers: Array<{ body: { success: boolean; errorCode?: string } }>) => answers.map((a) => (a.body.success ? 'SIGNED_IN' : String(a.body.errorCode)));
const checked = (answered: string[]) => answered.filter((c) => c === 'LOGIN_FAILED' || c === 'SIGNED_IN').length;
const tally = (answered: string[]) => Object.fromEntries([...new Set(answered)].map((c) => [c, answered.filter((x) => x === c).length]));

describe('passport.login under concurrent guessing', () => {
  // The right password goes after the concurrent guesses have been answered: among them its place in the queue would
  // be up to the engine (one SQLite connection takes them in order, a PostgreSQL pool does not).
  it(`V2.2.1 eleven concurrent wrong passwords and then the right one: only ${CAPTCHA_AFTER} are checked, and the right one does not sign in`, async () => {
    const { user } = await quickAccount(t.app, 1001);
    const ip = newIp();
    const answered = codes(await Promise.all(Array.from({ length: 11 }, () => attempt(user.mobile!, WRONG, ip))));
    expect(tally(answered)).toEqual({ LOGIN_FAILED: CAPTCHA_AFTER, CAPTCHA_REQUIRED: 11 - CAPTCHA_AFTER });
    expect((await attempt(user.mobile!, RIGHT, ip)).body.errorCode).toBe('CAPTCHA_REQUIRED');
    expect((await attempt(user.mobile!, RIGHT, newIp())).body.errorCode).toBe('CAPTCHA_REQUIRED');
  });

  it(`V2.2.1 eleven concurrent wrong passwords, each with a solved captcha and from its own address: only ${LOCK_AFTER} are checked, then the account is locked`, async () => {
    const { user } = await quickAccount(t.app, 1001);
    const captchas = await Promise.all(Array.from({ length: 11 }, () => solvedCaptcha(t.app, 1001)));
    const sent = captchas.map((captcha) => attempt(user.mobile!, WRONG, newIp(), captcha));
    const answered = codes(await Promise.all(sent));
    expect(tally(answered)).toEqual({ LOGIN_FAILED: LOCK_AFTER, LOGIN_LOCKED: 11 - LOCK_AFTER });
    expect(checked(answered)).toBe(LOCK_AFTER);
    const later = await attempt(user.mobile!, RIGHT, newIp(), await solvedCaptcha(t.app, 1001));
    expect(later.body).toMatchObject({ success: false, errorCode: 'LOGIN_LOCKED', errorMessage: '登录失败次数过多，请15分钟后再试' });
  });

  it('V2.2.1 an account locked by its own failures stays locked for the right password from another address', async () => {
    const { user } = await quickAccount(t.app, 1001);
    for (let i = 0; i < LOCK_AFTER; i++) {
      const answer = await attempt(user.mobile!, WRONG, newIp(), i >= CAPTCHA_AFTER ? await solvedCaptcha(t.app, 1001) : {});
      expect(answer.body.errorCode).toBe('LOGIN_FAILED');
    }
    clock.advance(14 * 60 * 1000);
    const locked = await attempt(user.mobile!, RIGHT, newIp(), await solvedCaptcha(t.app, 1001));
    expect(locked.body).toMatchObject({ success: false, errorCode: 'LOGIN_LOCKED', errorMessage: '登录失败次数过多，请1分钟后再试' });
    clock.advance(60 * 1000);
    expect((await attempt(user.mobile!, RIGHT, newIp(), await solvedCaptcha(t.app, 1001))).body.success).toBe(true);
  });

  it('V2.2.1 concurrent wrong old passwords on userinfo.changePasswd: only 5 are checked, then LOGIN_LOCKED', async () => {
    const session = await quickAccount(t.app, 1001);
    const body = { oldPassword: WRONG, password: encryptedPassword(1001, 'Changed#2026x') };
    const answers = await Promise.all(Array.from({ length: 11 }, () => callFrom(t.app, 'userinfo.changePasswd', body, session.headers, newIp())));
    expect(tally(codes(answers))).toEqual({ PASSWORD_WRONG: 5, LOGIN_LOCKED: 6 });
  });
});

describe('passport.login from one busy address (a campus behind NAT)', () => {
  it('V2.2.1 after 25 failures of different accounts from one address, another account signs in with its password and a solved captcha', async () => {
    const ip = newIp();
    for (let i = 0; i < 25; i++) {
      const answer = await attempt(newMobile(), WRONG, ip, i >= ADDRESS_CAPTCHA_AFTER ? await solvedCaptcha(t.app, 1001) : {});
      expect(answer.body.errorCode, `failure ${i + 1}`).toBe('LOGIN_FAILED');
    }
    const { user } = await quickAccount(t.app, 1001);
    expect((await attempt(user.mobile!, RIGHT, ip)).body).toMatchObject({ errorCode: 'CAPTCHA_REQUIRED', data: { captchaRequired: true } });
    expect((await attempt(user.mobile!, RIGHT, ip, await solvedCaptcha(t.app, 1001))).body.success).toBe(true);
  }, 60_000);

  it('V2.2.1 sign-ins that succeed do not count against the address: the next person is asked for no captcha', async () => {
    const ip = newIp();
    for (let i = 0; i < ADDRESS_CAPTCHA_AFTER + 2; i++) {
      const { user } = await quickAccount(t.app, 1001);
      expect((await attempt(user.mobile!, RIGHT, ip)).body.success, `sign-in ${i + 1}`).toBe(true);
    }
  }, 60_000);

  it('V2.2.1 ten people behind one address signing in at the same moment all get in without a captcha', async () => {
    const ip = newIp();
    const sessions = await Promise.all(Array.from({ length: 10 }, () => quickAccount(t.app, 1001)));
    const answered = codes(await Promise.all(sessions.map(({ user }) => attempt(user.mobile!, RIGHT, ip))));
    expect(tally(answered)).toEqual({ SIGNED_IN: 10 });
  }, 60_000);

  it(`V2.2.1 concurrent wrong passwords for many accounts from one address: only ${ADDRESS_CAPTCHA_AFTER} are checked without a captcha`, async () => {
    const ip = newIp();
    const answered = codes(await Promise.all(Array.from({ length: 25 }, () => attempt(newMobile(), WRONG, ip))));
    expect(tally(answered)).toEqual({ LOGIN_FAILED: ADDRESS_CAPTCHA_AFTER, CAPTCHA_REQUIRED: 25 - ADDRESS_CAPTCHA_AFTER });
  }, 60_000);
});

describe('other throttles counted before their work', () => {
  it('V2.2.1 seventy concurrent captcha images from one address: exactly 60 are drawn and stored', async () => {
    const ip = newIp();
    const images = await Promise.all(
      Array.from({ length: 70 }, (_, i) => t.app.inject({ method: 'GET', url: '/pt/captcha/generate', query: { attrKey: `concurrent-key-${i}`, random: '1' }, headers: at, remoteAddress: ip })),
    );
    expect(images.filter((res) => res.headers['content-type'] === 'image/png')).toHaveLength(60);
    const stored = await t.app.db.selectFrom('captchas').select('attr_key').where('attr_key', 'like', 'concurrent-key-%').execute();
    expect(stored).toHaveLength(60);
  });
});
