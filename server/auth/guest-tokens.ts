// Guest tokens (accesstoken.get/user for a visitor without a valid token): each is a row, so one address may
// not create them without limit, they end after a day rather than a week, and there is a cap on how many exist.
import type { Db } from '@/server/db/database';
import { reserve, type Limit } from './throttle';
import { issueToken, TOKEN_TTL_MS, type TokenRow } from './tokens';

/** per client address (request.ip): a campus behind one NAT opens the site for the first time at most this fast */
export const GUEST_TOKEN_LIMITS: Limit[] = [{ max: 120, windowMs: 10 * 60 * 1000 }];
export const GUEST_TOKEN_TTL_MS = 24 * 3600 * 1000;
/** at most this many guest tokens exist; the oldest give way (their guests just get a new one) */
export const GUEST_TOKEN_CAP = 20_000;

/** A guest token older than a day: answered as no token, and replaced. */
export function guestTokenExpired(row: TokenRow, now: Date): boolean {
  const createdAt = Date.parse(row.expiresAt) - TOKEN_TTL_MS;
  return row.userId === null && createdAt <= now.getTime() - GUEST_TOKEN_TTL_MS;
}

/** Removes guest tokens past their day, then the oldest beyond the cap less one (room for the next). */
export async function sweepGuestTokens(db: Db, now: Date, cap = GUEST_TOKEN_CAP): Promise<void> {
  await db
    .deleteFrom('tokens')
    .where('user_id', 'is', null)
    .where('created_at', '<=', new Date(now.getTime() - GUEST_TOKEN_TTL_MS).toISOString())
    .execute();
  const { n } = await db
    .selectFrom('tokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', 'is', null)
    .executeTakeFirstOrThrow();
  const excess = Number(n) - (cap - 1);
  if (excess <= 0) return;
  const oldest = db.selectFrom('tokens').select('token_hash').where('user_id', 'is', null).orderBy('created_at').limit(excess);
  await db.deleteFrom('tokens').where('token_hash', 'in', oldest).execute();
}

/**
 * A new guest token of the portal and domain, or null when the address is over GUEST_TOKEN_LIMITS: the page
 * then goes on as a guest without a token (no guest call needs one), and nothing is stored.
 */
export async function issueGuestToken(db: Db, portalId: number, domain: string, address: string, now: Date): Promise<string | null> {
  if ((await reserve(db, [['guest-token', address, GUEST_TOKEN_LIMITS]], now)) > 0) return null;
  await sweepGuestTokens(db, now);
  return issueToken(db, portalId, domain, now);
}
