// Account rows: finding one by mobile or email, creating, setting a password, revoking tokens, the profile.
import type { UserProfile } from '@/src/core/account-api';
import type { Db } from '@/server/db/database';
import { hashPassword } from '@/server/auth/password';
import { censorRoles } from '@/server/auth/require-user';

/** Candidates register, recover passwords and sign in by SSO in domain portal; reviewers come later. */
export const CANDIDATE_DOMAIN = 'portal';

export type AddressField = 'mobile' | 'email';

export interface AccountKey {
  portalId: number;
  domain: string;
}

/** The id of the account whose mobile or (lower-case) email is `value`. */
export async function findAccountId(db: Db, key: AccountKey, field: AddressField, value: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('portal_id', '=', key.portalId)
    .where('domain', '=', key.domain)
    .where(field, '=', value)
    .executeTakeFirst();
  return row?.id;
}

export interface NewAccount extends AccountKey {
  name: string;
  mobile?: string | null;
  email?: string | null;
  /** '' for an SSO account without a password */
  passwordHash: string;
  ssoAccount?: string | null;
  createdAt: string;
}

export async function createAccount(db: Db, a: NewAccount): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      portal_id: a.portalId,
      domain: a.domain,
      name: a.name,
      mobile: a.mobile ?? null,
      email: a.email ?? null,
      password_hash: a.passwordHash,
      sso_account: a.ssoAccount ?? null,
      created_at: a.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The account's own new password (a first or reset one no longer needs changing). */
export async function setPassword(db: Db, userId: number, password: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: await hashPassword(password), must_change_password: 0 }).where('id', '=', userId).execute();
}

/** Deletes the account's tokens, but the one whose hash is `keep` (the caller's own). */
export async function revokeTokens(db: Db, userId: number, keep?: string): Promise<void> {
  let query = db.deleteFrom('tokens').where('user_id', '=', userId);
  if (keep) query = query.where('token_hash', '!=', keep);
  await query.execute();
}

export async function passwordHashOf(db: Db, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  return row?.password_hash ?? '';
}

export async function profileOf(db: Db, userId: number): Promise<UserProfile | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'name', 'mobile', 'email', 'domain', 'password_hash', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const profile: UserProfile = {
    id: row.id,
    name: row.name,
    domain: row.domain === 'censor' ? 'censor' : 'portal',
    createdAt: row.created_at,
    hasPassword: row.password_hash !== '',
  };
  if (row.mobile) profile.mobile = row.mobile;
  if (row.email) profile.email = row.email;
  if (profile.domain === 'censor') profile.roles = await censorRoles(db, row.id);
  return profile;
}
