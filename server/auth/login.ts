// Signing in (passport.login): the password arrives AES-encrypted with the portal's secretKey (padded to 16 characters, as the spec says).
import type { Db } from '@/server/db/database';
import type { PortalRow } from '@/server/portals/portal-queries';
import { decrypt } from '@/src/core/crypto-key';
import { hashHasCost, passwordCost } from '@/server/config/password-cost';
import { hashPassword, needsRehash, verifyPassword } from './password';

/**
 * Checked against when the account does not exist, so that an unknown account costs the same scrypt. Kept as a
 * constant (its password matters to nobody: no row, no sign-in) so that a process does not spend a hash on it;
 * computed once per process instead when today's cost is another (it has grown since, or a test run lowered it).
 */
const DUMMY_HASH = 'scrypt$131072$8$1$pgEZu0QPVKi5U46/AmXrtw==$HUXFjhCCYHJnm0WfuCUdNWjECDy22QGkmfsU3Xfc2CIEdNVYKYsJSe5EtR0OPNIMWsNIT9TTlpILREp9HmwxSA==';
let dummyHash: Promise<string> | undefined;

export const ACCOUNT_MAX_LENGTH = 100;

/**
 * The id of the account of `portal` and `domain` whose mobile or email is `account` and whose password the
 * decrypted `encryptedPassword` is; undefined otherwise. Every path runs one scrypt and a constant-time
 * compare, so that the answer time does not tell an unknown account from a wrong password.
 */
export async function checkLogin(db: Db, portal: PortalRow, domain: string, account: string, encryptedPassword: string): Promise<number | undefined> {
  const name = account.trim();
  const password = decrypt(encryptedPassword, portal.secretKey);
  const row = name
    ? await db
        .selectFrom('users')
        .select(['id', 'password_hash'])
        .where('portal_id', '=', portal.id)
        .where('domain', '=', domain)
        .where((eb) => eb.or([eb('mobile', '=', name), eb('email', '=', name.toLowerCase())]))
        .orderBy('id')
        .executeTakeFirst()
    : undefined;
  dummyHash ??= hashHasCost(DUMMY_HASH, passwordCost()) ? Promise.resolve(DUMMY_HASH) : hashPassword('no account has this password');
  const matches = await verifyPassword(password, row?.password_hash ?? (await dummyHash));
  if (!row || password === '' || !matches) return undefined;
  if (needsRehash(row.password_hash)) await rehash(db, row.id, row.password_hash, password);
  return row.id;
}

/** The password is known now: store it at today's cost, unless it was changed meanwhile. */
async function rehash(db: Db, userId: number, oldHash: string, password: string): Promise<void> {
  const newHash = await hashPassword(password);
  await db.updateTable('users').set({ password_hash: newHash }).where('id', '=', userId).where('password_hash', '=', oldHash).execute();
}
