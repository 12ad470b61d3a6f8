// Captchas (captcha.generate): one answer per attrKey, replaced by the next image, valid 5 minutes, deleted
// by the first check whatever its outcome. Expired rows are swept on every write, so with the per-address
// limit the table holds at most CAPTCHA_ADDRESS_LIMITS' max live rows per address.
import type { Db } from '@/server/db/database';
import { captchaText } from './captcha-image';
import type { Limit } from './throttle';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/**
 * Images per client address (throttle bucket captcha-address) within a captcha's lifetime. A person reloading
 * the image a few times, or several people behind one NAT, stay far below it; a script filling the table does not.
 */
export const CAPTCHA_ADDRESS_LIMITS: Limit[] = [{ max: 60, windowMs: CAPTCHA_TTL_MS }];
export const ATTR_KEY_PATTERN = '^[A-Za-z0-9_-]{8,64}$';

/** Stores a new answer for the attrKey (replacing its previous one) and answers it. Expired rows are swept. */
export async function newCaptcha(db: Db, portalId: number, attrKey: string, now: Date): Promise<string> {
  const answer = captchaText();
  const row = { portal_id: portalId, answer, expires_at: new Date(now.getTime() + CAPTCHA_TTL_MS).toISOString() };
  await db.deleteFrom('captchas').where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('captchas')
    .values({ attr_key: attrKey, ...row })
    .onConflict((oc) => oc.column('attr_key').doUpdateSet(row))
    .execute();
  return answer;
}

/** Whether `answer` (any letter case) is the live captcha of the attrKey in this portal; the captcha is used up. */
export async function useCaptcha(db: Db, portalId: number, attrKey: string | undefined, answer: string | undefined, now: Date): Promise<boolean> {
  if (!attrKey || !answer) return false;
  const row = await db.deleteFrom('captchas').where('attr_key', '=', attrKey).returning(['portal_id', 'answer', 'expires_at']).executeTakeFirst();
  if (!row) return false;
  return row.portal_id === portalId && row.expires_at > now.toISOString() && row.answer === answer.trim().toUpperCase();
}

/** The live answer of an attrKey, for the test-only helper route. */
export async function peekCaptcha(db: Db, attrKey: string, now: Date): Promise<string | undefined> {
  const row = await db.selectFrom('captchas').select('answer').where('attr_key', '=', attrKey).where('expires_at', '>', now.toISOString()).executeTakeFirst();
  return row?.answer;
}
