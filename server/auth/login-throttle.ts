// Failed logins (docs/api-contract.md, passport.login): after 3 failures of an account or an address a captcha
// is asked for; 5 failures of an account or 20 of an address within 15 minutes lock further tries, even with
// the right password, until the window frees up. A success clears the account's count, not the address's.
import type { Db } from '@/server/db/database';
import { clearEvents, countEvents, recordEvent, waitMs } from '@/server/accounts/throttle';

export const CAPTCHA_AFTER_FAILURES = 3;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const ACCOUNT_LIMIT = { max: 5, windowMs: LOGIN_WINDOW_MS };
const ADDRESS_LIMIT = { max: 20, windowMs: LOGIN_WINDOW_MS };

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

/** Whole minutes until the account and the address may try again; 0 when not locked. */
export async function lockedMinutes(db: Db, who: LoginSubject, now: Date): Promise<number> {
  const wait = Math.max(await waitMs(db, ACCOUNT, who.account, [ACCOUNT_LIMIT], now), await waitMs(db, ADDRESS, who.address, [ADDRESS_LIMIT], now));
  return wait > 0 ? Math.ceil(wait / 60000) : 0;
}

export async function captchaNeeded(db: Db, who: LoginSubject, now: Date): Promise<boolean> {
  const account = await countEvents(db, ACCOUNT, who.account, LOGIN_WINDOW_MS, now);
  if (account >= CAPTCHA_AFTER_FAILURES) return true;
  return (await countEvents(db, ADDRESS, who.address, LOGIN_WINDOW_MS, now)) >= CAPTCHA_AFTER_FAILURES;
}

export async function recordLoginFailure(db: Db, who: LoginSubject, now: Date): Promise<void> {
  await recordEvent(db, ACCOUNT, who.account, now);
  await recordEvent(db, ADDRESS, who.address, now);
}

export async function clearAccountFailures(db: Db, who: LoginSubject): Promise<void> {
  await clearEvents(db, ACCOUNT, who.account);
}
