import type { SessionUser, TokenRecord } from '@/src/core/envelope';
import { domainStorageKey, tokenStorageKey, userStorageKey } from './storage-keys';
import { readJson, readText, removeKey, writeJson, writeText } from './storage';

/** Which site's session to read: the portalId keys the storage, the domain decides the reviewer rules. */
export interface SessionSite {
  portalId: string;
  domain: string;
}

export const CENSOR_DOMAIN = 'censor';

function isTokenRecord(value: unknown): value is TokenRecord {
  const v = value as TokenRecord | null;
  return !!v && typeof v.key === 'string' && v.key !== '' && typeof v.value === 'string' && v.value !== '';
}

/** The stored token as it is, without the reviewer rule. */
export function readToken(portalId: string): TokenRecord | null {
  const token = readJson<unknown>('local', tokenStorageKey(portalId));
  return isTokenRecord(token) ? token : null;
}

export function writeToken(portalId: string, token: TokenRecord): void {
  writeJson('local', tokenStorageKey(portalId), token);
}

export function clearToken(portalId: string): void {
  removeKey('local', tokenStorageKey(portalId));
}

export function readUser(portalId: string): SessionUser | null {
  const user = readJson<SessionUser>('local', userStorageKey(portalId));
  return user && typeof user === 'object' ? user : null;
}

export function writeUser(portalId: string, user: SessionUser): void {
  writeJson('local', userStorageKey(portalId), user);
}

export function clearUser(portalId: string): void {
  removeKey('local', userStorageKey(portalId));
}

export function readStoredDomain(portalId: string): string | null {
  return readText('local', domainStorageKey(portalId));
}

export function writeStoredDomain(portalId: string, domain: string): void {
  writeText('local', domainStorageKey(portalId), domain);
}

/**
 * The cached token getToken may reuse. In the reviewer domain a token without a saved user is stale
 * (its reviewer logged out, or it is a guest token), so it is removed and a fresh one is fetched (the spec's session rule for the censor domain).
 * Only getToken applies this: a plain call still sends whatever token is stored.
 */
export function takeReusableToken(site: SessionSite): TokenRecord | null {
  const token = readToken(site.portalId);
  if (token && site.domain === CENSOR_DOMAIN && !readUser(site.portalId)) {
    clearToken(site.portalId);
    return null;
  }
  return token;
}

/** A reviewer is a saved user in the censor domain: the spec's definition of the role. */
export function isReviewer(site: SessionSite | null): boolean {
  return !!site && site.domain === CENSOR_DOMAIN && readUser(site.portalId) !== null;
}

export function clearSession(portalId: string): void {
  clearToken(portalId);
  clearUser(portalId);
}
