// SSO tickets, made by the identity provider: base64url(JSON { portalId, account, exp }) + "." +
// base64url(HMAC-SHA256 of that first part, keyed with the portal's secretKey). exp: seconds since 1970.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '@/server/db/database';

export interface TicketClaims {
  portalId: number;
  account: string;
  /** seconds since 1970 (UTC) */
  exp: number;
}

/** A ticket reaching further than this into the future is refused: tickets are meant to be used at once. */
export const MAX_TICKET_LIFE_MS = 3600 * 1000;

const sign = (payload: string, secretKey: string) => createHmac('sha256', secretKey).update(payload, 'utf8').digest('base64url');

/** What the identity provider does; the tests and a demo provider use it. */
export function signTicket(claims: TicketClaims, secretKey: string): string {
  const payload = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${payload}.${sign(payload, secretKey)}`;
}

function isClaims(value: unknown): value is TicketClaims {
  const c = value as TicketClaims;
  return (
    typeof c === 'object' && c !== null &&
    Number.isInteger(c.portalId) &&
    typeof c.account === 'string' && c.account.trim().length > 0 && c.account.length <= 100 &&
    typeof c.exp === 'number' && Number.isFinite(c.exp)
  );
}

/** The claims of a ticket signed with `secretKey` that has not expired; undefined otherwise. */
export function readTicket(ticket: string, secretKey: string, now: Date): TicketClaims | undefined {
  const [payload, signature, ...rest] = ticket.split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(sign(payload, secretKey));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isClaims(claims)) return undefined;
  const exp = claims.exp * 1000;
  return exp > now.getTime() && exp <= now.getTime() + MAX_TICKET_LIFE_MS ? claims : undefined;
}

/** Records the ticket as used; false when it was used before (a replay). */
export async function useTicketOnce(db: Db, ticket: string, claims: TicketClaims, now: Date): Promise<boolean> {
  await db.deleteFrom('sso_tickets').where('expires_at', '<=', now.toISOString()).execute();
  const result = await db
    .insertInto('sso_tickets')
    .values({ ticket_hash: createHash('sha256').update(ticket, 'utf8').digest('hex'), expires_at: new Date(claims.exp * 1000).toISOString() })
    .onConflict((oc) => oc.column('ticket_hash').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
