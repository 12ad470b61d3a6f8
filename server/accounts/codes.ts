// One-time codes sent by SMS or mail: 6 digits, stored hashed, bound to portal + target + purpose, valid
// 10 minutes, used once; 5 wrong tries void a code. A new code for the same target and purpose replaces the old.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { CodePurpose } from '@/src/core/account-api';
import type { Db } from '@/server/db/database';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_WRONG_TRIES = 5;

export type Channel = 'sms' | 'email';

export interface CodeKey {
  portalId: number;
  /** the mobile, or the email in lower case */
  target: string;
  purpose: CodePurpose;
}

const digest = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`, 'utf8').digest('hex');

function matches(stored: string, code: string): boolean {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const a = Buffer.from(hash, 'hex');
  const b = Buffer.from(digest(salt, code), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Stores a new code (its hash) and answers it, to be sent; the key's earlier codes and expired rows go. */
export async function issueCode(db: Db, key: CodeKey, channel: Channel, now: Date): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  await db.deleteFrom('codes').where('expires_at', '<=', now.toISOString()).execute();
  await db.deleteFrom('codes').where('portal_id', '=', key.portalId).where('target', '=', key.target).where('purpose', '=', key.purpose).execute();
  await db
    .insertInto('codes')
    .values({
      portal_id: key.portalId,
      channel,
      target: key.target,
      purpose: key.purpose,
      code_hash: `${salt}$${digest(salt, code)}`,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
    })
    .execute();
  return code;
}

/**
 * Whether `code` is the live code of the key. Every try is counted before the code is compared, in one
 * statement (UPDATE ... WHERE wrong_tries < 5 RETURNING, atomic on SQLite and PostgreSQL), so that no more
 * than 5 tries are ever compared however many arrive at once; the fifth wrong one voids the code. A right code
 * is used up when `consume` (only one of two concurrent uses wins), else its try is given back.
 */
export async function checkCode(db: Db, key: CodeKey, code: string, now: Date, consume: boolean): Promise<boolean> {
  const live = db
    .selectFrom('codes')
    .select('id')
    .where('portal_id', '=', key.portalId)
    .where('target', '=', key.target)
    .where('purpose', '=', key.purpose)
    .where('expires_at', '>', now.toISOString())
    .orderBy('id', 'desc')
    .limit(1);
  const row = await db
    .updateTable('codes')
    .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
    .where('id', '=', live)
    .where('wrong_tries', '<', MAX_WRONG_TRIES)
    .returning(['id', 'code_hash'])
    .executeTakeFirst();
  if (!row || !/^\d{6}$/.test(code) || !matches(row.code_hash, code)) return false;
  if (!consume) {
    await db.updateTable('codes').set((eb) => ({ wrong_tries: eb('wrong_tries', '-', 1) })).where('id', '=', row.id).execute();
    return true;
  }
  const deleted = await db.deleteFrom('codes').where('id', '=', row.id).executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}
