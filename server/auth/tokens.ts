import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@/server/db/database';
import { TOKEN_HEADER } from '@/server/http/token-header';

export const DOMAIN_HEADER = 'x-portal-domain';
/** how long a token lives, a guest's or a signed-in user's; logout and password changes revoke earlier */
export const TOKEN_TTL_MS = 7 * 24 * 3600 * 1000;

export function hashToken(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

export interface TokenRow {
  hash: string;
  portalId: number;
  domain: string;
  userId: number | null;
  expiresAt: string;
}

/** A token that exists and has not expired; undefined otherwise. */
export async function findToken(db: Db, value: string | undefined, now: Date): Promise<TokenRow | undefined> {
  if (!value || value.length > 200) return undefined;
  const row = await db
    .selectFrom('tokens')
    .select(['token_hash', 'portal_id', 'domain', 'user_id', 'expires_at'])
    .where('token_hash', '=', hashToken(value))
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row && { hash: row.token_hash, portalId: row.portal_id, domain: row.domain, userId: row.user_id, expiresAt: row.expires_at };
}

/** Stores a new token (its hash only), a guest's or `userId`'s, and answers its value. Expired rows are swept on the way. */
export async function issueToken(db: Db, portalId: number, domain: string, now: Date, userId: number | null = null): Promise<string> {
  const value = randomBytes(32).toString('base64url');
  await db.deleteFrom('tokens').where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('tokens')
    .values({
      token_hash: hashToken(value),
      portal_id: portalId,
      domain,
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + TOKEN_TTL_MS).toISOString(),
    })
    .execute();
  return value;
}

export function tokenFromHeaders(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers[TOKEN_HEADER];
  return Array.isArray(value) ? value[0] : value;
}
