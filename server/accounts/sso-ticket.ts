// SSO tickets: a JWS (compact JWT) signed by the portal's identity provider with its PRIVATE key; the portal
// holds only the provider's public key (portals.idp_*, migration 006) and verifies with jose. The secretKey the
// browser receives plays no part. Claims (docs/api-contract.md): iss = the portal's idp_issuer,
// aud = "portal:<id>", sub = the account, jti = a unique id, iat / nbf / exp in seconds since 1970.
import { createHash } from 'node:crypto';
import { importJWK, importSPKI, jwtVerify, type CryptoKey, type JWK } from 'jose';
import type { Db } from '@/server/db/database';
import type { PortalIdp } from '@/server/portals/portal-queries';

/** The algorithms a portal may be configured with; a ticket must use the configured one. */
export const SSO_ALGORITHMS = ['EdDSA', 'RS256'] as const;
/** Clock skew allowed between the provider and the portal, seconds. */
export const CLOCK_TOLERANCE_S = 60;
/** A ticket issued longer ago than this is refused: it is meant to be used at once. */
export const MAX_TICKET_AGE_S = 300;
/** exp - iat may not exceed this. */
export const MAX_TICKET_LIFE_S = 600;
const MAX_ACCOUNT_LENGTH = 100;
const MAX_JTI_LENGTH = 128;

export const ssoAudience = (portalId: number) => `portal:${portalId}`;

export interface TicketClaims {
  /** the account at the identity provider: an SSO name, a mobile or an email */
  account: string;
  issuer: string;
  jti: string;
  /** seconds since 1970 */
  exp: number;
}

const keys = new Map<string, Promise<CryptoKey | undefined>>();

/** The provider's public key; undefined when the configured text is not a public key for the algorithm. */
function publicKeyOf(idp: PortalIdp): Promise<CryptoKey | undefined> {
  const cacheKey = `${idp.algorithm}\n${idp.publicKey}`;
  let key = keys.get(cacheKey);
  if (!key) {
    key = importPublicKey(idp.publicKey, idp.algorithm).catch(() => undefined);
    keys.set(cacheKey, key);
  }
  return key;
}

async function importPublicKey(text: string, algorithm: string): Promise<CryptoKey | undefined> {
  if (!(SSO_ALGORITHMS as readonly string[]).includes(algorithm)) return undefined;
  if (text.trimStart().startsWith('-----BEGIN PUBLIC KEY-----')) return importSPKI(text, algorithm);
  const jwk = JSON.parse(text) as JWK;
  // a private JWK configured by mistake is refused: the portal must never hold the provider's signing key
  if (typeof jwk !== 'object' || jwk === null || 'd' in jwk || 'p' in jwk) return undefined;
  const key = await importJWK(jwk, algorithm);
  return key instanceof Uint8Array ? undefined : key;
}

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.trim().length > 0 && value.length <= max;

/** The claims of a ticket the portal's provider signed for this portal, valid now; undefined otherwise. */
export async function readTicket(ticket: string, portalId: number, idp: PortalIdp, now: Date): Promise<TicketClaims | undefined> {
  const key = await publicKeyOf(idp);
  if (!key) return undefined;
  try {
    const { payload } = await jwtVerify(ticket, key, {
      algorithms: [idp.algorithm],
      issuer: idp.issuer,
      audience: ssoAudience(portalId),
      requiredClaims: ['sub', 'jti', 'exp', 'nbf', 'iat'],
      maxTokenAge: MAX_TICKET_AGE_S,
      clockTolerance: CLOCK_TOLERANCE_S,
      currentDate: now,
    });
    const { sub, jti, exp, iat } = payload;
    if (!isText(sub, MAX_ACCOUNT_LENGTH) || !isText(jti, MAX_JTI_LENGTH) || exp === undefined || iat === undefined) return undefined;
    if (exp - iat > MAX_TICKET_LIFE_S) return undefined;
    return { account: sub, issuer: idp.issuer, jti, exp };
  } catch {
    return undefined;
  }
}

/**
 * Records the ticket as used; false when it was used before (a replay). Keyed by portal, issuer and jti, not by
 * the ticket's text: one signature has several base64url spellings. Kept until exp plus the clock tolerance,
 * as long as the ticket could still be accepted.
 */
export async function useTicketOnce(db: Db, portalId: number, claims: TicketClaims, now: Date): Promise<boolean> {
  await db.deleteFrom('sso_tickets').where('expires_at', '<=', now.toISOString()).execute();
  const key = createHash('sha256').update(`${portalId}\n${claims.issuer}\n${claims.jti}`, 'utf8').digest('hex');
  const result = await db
    .insertInto('sso_tickets')
    .values({ ticket_hash: key, expires_at: new Date((claims.exp + CLOCK_TOLERANCE_S) * 1000).toISOString() })
    .onConflict((oc) => oc.column('ticket_hash').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
