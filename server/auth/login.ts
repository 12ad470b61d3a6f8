// Signing in (passport.login): the password arrives AES-encrypted with the portal's secretKey (spec point 9).
import type { Db } from '@/server/db/database';
import type { PortalRow } from '@/server/db/queries/portals';
import { decrypt } from '@/src/core/crypto-key';
import { hashPassword, verifyPassword } from './password';

/** Checked against when the account does not exist, so that an unknown account costs the same scrypt. */
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
  dummyHash ??= hashPassword('no account has this password');
  const matches = await verifyPassword(password, row?.password_hash ?? (await dummyHash));
  return row && password !== '' && matches ? row.id : undefined;
}
