import type { SessionUser, TokenRecord } from '@/src/core/envelope';
import { request } from '@/src/api/client';
import { currentSite } from '@/src/api/client-config';
import { forgetDrafts } from './account-drafts';
import { pageLeaving } from './page-leaving';
import {
  CENSOR_DOMAIN,
  clearSession,
  clearUser,
  isReviewer as isReviewerOf,
  readToken,
  readUser,
  takeReusableToken,
  writeStoredDomain,
  writeToken,
  writeUser,
  type SessionSite,
} from './token-store';

export interface SessionState {
  token: TokenRecord | null;
  user: SessionUser | null;
}

const pending = new Map<string, Promise<TokenRecord | null>>();

/**
 * The token of the site: the cached one, or a fresh one from accesstoken.get when none is cached or
 * force is set. Concurrent calls share one fetch.
 */
export function getToken(force = false, site: SessionSite | null = currentSite()): Promise<TokenRecord | null> {
  if (!site) return Promise.resolve(null);
  const cached = takeReusableToken(site);
  if (cached && !force) return Promise.resolve(cached);
  const inFlight = pending.get(site.portalId);
  if (inFlight) return inFlight;
  const fetching = request<{ token?: TokenRecord }>('accesstoken.get', { domain: site.domain })
    .then((data) => {
      const token = data?.token;
      if (!token) return null;
      writeToken(site.portalId, token);
      return token;
    })
    .finally(() => pending.delete(site.portalId));
  pending.set(site.portalId, fetching);
  return fetching;
}

/** Saves what a login or accesstoken.user answered: the token, and the user or its absence. */
export function saveSession(site: SessionSite, { token, user }: SessionState): void {
  if (token) writeToken(site.portalId, token);
  if (user) {
    writeUser(site.portalId, user);
    forgetDrafts(site.portalId, user.id);
  } else clearUser(site.portalId);
  writeStoredDomain(site.portalId, site.domain);
}

/**
 * The start-up call (and the HTTP 412 refetch): the current user and token from accesstoken.user.
 * A failure has been shown by the client already; it resolves to null, and in the reviewer domain
 * it clears both the token and the user.
 */
export async function fetchUserAndToken(site: SessionSite | null = currentSite()): Promise<SessionState | null> {
  if (!site) return null;
  try {
    const data = await request<{ token?: TokenRecord; user?: SessionUser | null }>('accesstoken.user', { domain: site.domain });
    const state: SessionState = { token: data?.token ?? null, user: data?.user ?? null };
    saveSession(site, state);
    return state;
  } catch {
    // a call cut off by leaving the page is no answer: the next page fetches again
    if (site.domain === CENSOR_DOMAIN && !pageLeaving()) clearSession(site.portalId);
    return null;
  }
}

/**
 * Start-up (the spec's session rules): first the token, fetched with accesstoken.get when none is cached (in the censor domain
 * a token without a saved user is removed first) and forced when the cached one was issued for another domain
 * (a reviewer's token on a candidate's page, or the other way round); then the current user and token.
 */
export async function startSession(site: SessionSite): Promise<SessionState | null> {
  const cached = readToken(site.portalId);
  const otherDomain = !!cached?.domain && cached.domain !== site.domain;
  // a failure has been shown; the user fetch below still answers a guest
  await getToken(otherDomain, site).catch(() => null);
  return fetchUserAndToken(site);
}

export function getUser(site: SessionSite | null = currentSite()): SessionUser | null {
  return site ? readUser(site.portalId) : null;
}

/** Only a saved user in the censor domain is a reviewer. */
export function isReviewer(site: SessionSite | null = currentSite()): boolean {
  return isReviewerOf(site);
}

/** Forgets the site's token, user and resume drafts (after logout): nothing personal stays in this browser. */
export function logout(site: SessionSite | null = currentSite()): void {
  if (!site) return;
  clearSession(site.portalId);
  forgetDrafts(site.portalId);
}
