// Login attempts (docs/api-contract.md, passport.login), counted per account and per address separately and
// BEFORE the password is checked, in the transaction that checks the limits (throttle.ts underLock), so that
// no more than these ever reach scrypt, however many requests arrive at once:
// - after 3 attempts of an account, or 20 from an address, within 15 minutes a captcha is asked for (an
//   address counts attempts in flight too, so a campus behind one NAT signing in at once needs its 20);
// - an account is locked after 5 of its own attempts within 15 minutes, even for the right password;
// - an address is never locked: a campus behind one NAT only has to solve captchas (each single use and
//   limited per address by captcha.generate, which bounds its password checks).
// A success clears the account's count and takes back its own address event, so only failures remain.
import type { Db } from '@/server/db/database';
import { useCaptcha } from './captcha-store';
import { clearEvents, countEvents, recordEvent, underLock, waitMs, withdrawEvent } from './throttle';

export const CAPTCHA_AFTER_FAILURES = 3;
export const ADDRESS_CAPTCHA_AFTER_FAILURES = 20;
export const ACCOUNT_LOCK_AFTER_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const ACCOUNT_LIMIT = { max: ACCOUNT_LOCK_AFTER_FAILURES, windowMs: LOGIN_WINDOW_MS };

const ACCOUNT = 'login-account';
const ADDRESS = 'login-address';

/** Who a login attempt is counted against: the account as typed (per portal and domain) and the address. */
export interface LoginSubject {
  account: string;
  address: string;
}

export function loginSubject(portalId: number, domain: string, account: string, address: string): LoginSubject {
  return { account: `${portalId}:${domain}:${account.trim().toLowerCase()}`, address };
}

/** The captcha sent with an attempt, checked (and used up) only when one is asked for. */
export interface SentCaptcha {
  portalId: number;
  attrKey?: string;
  answer?: string;
}

/** Why an attempt may not check the password, or the attempt counted (to forgive it after a success). */
export type LoginAdmission =
  | { refused: 'locked'; minutes: number }
  | { refused: 'captchaRequired' }
  | { refused: 'captchaInvalid' }
  | { refused?: undefined; counted: { addressEventId: number } };

async function captchaNeeded(db: Db, who: LoginSubject, now: Date): Promise<boolean> {
  if ((await countEvents(db, ACCOUNT, who.account, LOGIN_WINDOW_MS, now)) >= CAPTCHA_AFTER_FAILURES) return true;
  return (await countEvents(db, ADDRESS, who.address, LOGIN_WINDOW_MS, now)) >= ADDRESS_CAPTCHA_AFTER_FAILURES;
}

/**
 * Checks the account's lock and the captcha, and counts the attempt, in one transaction. Nothing is thrown
 * inside it: a wrong captcha must stay used up, so the transaction commits whatever the answer.
 */
export async function admitLogin(db: Db, who: LoginSubject, captcha: SentCaptcha, now: Date): Promise<LoginAdmission> {
  const subjects = [[ACCOUNT, who.account], [ADDRESS, who.address]] as const;
  return underLock(db, subjects, now, async (trx): Promise<LoginAdmission> => {
    const wait = await waitMs(trx, ACCOUNT, who.account, [ACCOUNT_LIMIT], now);
    if (wait > 0) return { refused: 'locked', minutes: Math.ceil(wait / 60000) };
    if (await captchaNeeded(trx, who, now)) {
      if (!captcha.attrKey || !captcha.answer) return { refused: 'captchaRequired' };
      if (!(await useCaptcha(trx, captcha.portalId, captcha.attrKey, captcha.answer, now))) return { refused: 'captchaInvalid' };
    }
    await recordEvent(trx, ACCOUNT, who.account, now);
    return { counted: { addressEventId: await recordEvent(trx, ADDRESS, who.address, now) } };
  });
}

/** After the right password: the account's attempts are forgiven, and this attempt's address event. */
export async function forgiveLogin(db: Db, who: LoginSubject, counted: { addressEventId: number }): Promise<void> {
  await clearEvents(db, ACCOUNT, who.account);
  await withdrawEvent(db, counted.addressEventId);
}
