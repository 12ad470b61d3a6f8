// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient, resetClientConfig, type ClientSite } from '@/src/api/client-config';
import { fetchUserAndToken, getToken, getUser, isReviewer, logout } from '@/src/session/session';
import { domainStorageKey, siteStorageKey, tokenStorageKey, userStorageKey } from '@/src/session/storage-keys';
import { readToken, writeToken, writeUser } from '@/src/session/token-store';

const portal: ClientSite = { portalType: '1', portalId: '1001', domain: 'portal', channel: 'pc', template: 'default', terminal: 'pc' };
const censor: ClientSite = { ...portal, domain: 'censor' };
const user = { id: 9, name: '李审核', domain: 'censor' as const };
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');

let site: ClientSite = portal;
const notifier = { notify: vi.fn(), message: vi.fn() };

function serve(routes: Record<string, () => Response>) {
  const fetchMock = vi.fn(async (url: string) => {
    const route = routes[url];
    if (!route) throw new Error(`unexpected ${url}`);
    return route();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const ok = (data: unknown) => () => new Response(JSON.stringify({ success: true, data }));

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  site = portal;
  configureClient({ getSite: () => site, notifier, location: { pathname: () => '/', search: () => '', reload: vi.fn(), navigate: vi.fn() } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetClientConfig();
});

describe('per-site storage keys', () => {
  it('are exactly token_key_portal:{site}, user:{site}, site:{site}, domain:{site}', () => {
    expect([tokenStorageKey('1001'), userStorageKey('1001'), siteStorageKey('1001'), domainStorageKey('1001')]).toEqual([
      'token_key_portal:1001',
      'user:1001',
      'site:1001',
      'domain:1001',
    ]);
  });

  it('keep two sites apart', () => {
    writeToken('1001', { key: 'x-portal-token', value: 'a' });
    writeToken('1002', { key: 'x-portal-token', value: 'b' });
    expect(readToken('1001')?.value).toBe('a');
    expect(readToken('1002')?.value).toBe('b');
    expect(Object.keys(localStorage).sort()).toEqual(['token_key_portal:1001', 'token_key_portal:1002']);
  });
});

describe('getToken', () => {
  it('fetches accesstoken.get when none is cached and stores the token', async () => {
    const fetchMock = serve({ '/pt/accesstoken/portal': ok({ token: { key: 'x-portal-token', value: 'guest' } }) });
    expect(await getToken()).toEqual({ key: 'x-portal-token', value: 'guest' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(stored('token_key_portal:1001')).toEqual({ key: 'x-portal-token', value: 'guest' });
  });

  it('returns the cached token without a call', async () => {
    writeToken('1001', { key: 'x-portal-token', value: 'cached' });
    const fetchMock = serve({});
    expect((await getToken())?.value).toBe('cached');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches again when forced', async () => {
    writeToken('1001', { key: 'x-portal-token', value: 'cached' });
    serve({ '/pt/accesstoken/portal': ok({ token: { key: 'x-portal-token', value: 'renewed' } }) });
    expect((await getToken(true))?.value).toBe('renewed');
    expect(stored('token_key_portal:1001').value).toBe('renewed');
  });

  it('shares one call between concurrent callers', async () => {
    const fetchMock = serve({ '/pt/accesstoken/portal': ok({ token: { key: 'x-portal-token', value: 'one' } }) });
    const [a, b] = await Promise.all([getToken(), getToken()]);
    expect(a).toEqual(b);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('fetchUserAndToken (start-up)', () => {
  it('calls accesstoken.user and saves token, user and domain', async () => {
    const fetchMock = serve({
      '/pt/accesstoken/user/portal': ok({ token: { key: 'x-portal-token', value: 't', domain: 'portal' }, user: { ...user, domain: 'portal' } }),
    });
    const state = await fetchUserAndToken();
    expect(fetchMock.mock.calls[0][0]).toBe('/pt/accesstoken/user/portal');
    expect(state?.user?.name).toBe('李审核');
    expect(stored('token_key_portal:1001')).toEqual({ key: 'x-portal-token', value: 't', domain: 'portal' });
    expect(stored('user:1001')).toEqual({ ...user, domain: 'portal' });
    expect(localStorage.getItem('domain:1001')).toBe('portal');
    expect(getUser()?.id).toBe(9);
  });

  it('a null user clears the saved one', async () => {
    writeUser('1001', { ...user, domain: 'portal' });
    serve({ '/pt/accesstoken/user/portal': ok({ token: { key: 'x-portal-token', value: 't' }, user: null }) });
    await fetchUserAndToken();
    expect(localStorage.getItem('user:1001')).toBeNull();
  });

  it('a failure outside the censor domain keeps the session', async () => {
    writeToken('1001', { key: 'x-portal-token', value: 'keep' });
    writeUser('1001', { ...user, domain: 'portal' });
    serve({ '/pt/accesstoken/user/portal': () => new Response(JSON.stringify({ success: false, showType: 0 }), { status: 500 }) });
    expect(await fetchUserAndToken()).toBeNull();
    expect(readToken('1001')?.value).toBe('keep');
    expect(getUser()).not.toBeNull();
  });
});

describe('reviewer rules', () => {
  it('a reviewer is a saved user in the censor domain, nothing else', () => {
    site = censor;
    expect(isReviewer()).toBe(false);
    writeUser('1001', user);
    expect(isReviewer()).toBe(true);
    site = portal;
    expect(isReviewer()).toBe(false);
    expect(isReviewer(null)).toBe(false);
  });

  it('in censor, a token without a saved user is removed and a fresh one fetched', async () => {
    site = censor;
    writeToken('1001', { key: 'x-portal-token', value: 'orphan', domain: 'censor' });
    const fetchMock = serve({ '/pt/accesstoken/censor': ok({ token: { key: 'x-portal-token', value: 'fresh', domain: 'censor' } }) });
    expect((await getToken())?.value).toBe('fresh');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('in censor, a token with a saved user is kept', async () => {
    site = censor;
    writeToken('1001', { key: 'x-portal-token', value: 'reviewer', domain: 'censor' });
    writeUser('1001', user);
    const fetchMock = serve({});
    expect((await getToken())?.value).toBe('reviewer');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('in portal, a token without a saved user is kept (guest)', async () => {
    writeToken('1001', { key: 'x-portal-token', value: 'guest' });
    serve({});
    expect((await getToken())?.value).toBe('guest');
  });

  it('in censor, a failed token and user fetch clears both', async () => {
    site = censor;
    writeToken('1001', { key: 'x-portal-token', value: 'reviewer', domain: 'censor' });
    writeUser('1001', user);
    serve({ '/pt/accesstoken/user/censor': () => Promise.reject(new TypeError('Failed to fetch')) as never });
    expect(await fetchUserAndToken()).toBeNull();
    expect(localStorage.getItem('token_key_portal:1001')).toBeNull();
    expect(localStorage.getItem('user:1001')).toBeNull();
    expect(isReviewer()).toBe(false);
  });

  it('in censor, a fetch cut off by leaving the page keeps the reviewer signed in', async () => {
    site = censor;
    writeToken('1001', { key: 'x-portal-token', value: 'reviewer', domain: 'censor' });
    writeUser('1001', user);
    serve({ '/pt/accesstoken/user/censor': () => Promise.reject(new TypeError('Failed to fetch')) as never });
    window.dispatchEvent(new Event('beforeunload'));
    expect(await fetchUserAndToken()).toBeNull();
    window.dispatchEvent(new Event('pageshow'));
    expect(readToken('1001')?.value).toBe('reviewer');
    expect(isReviewer()).toBe(true);
  });

  it('logout forgets token and user', () => {
    writeToken('1001', { key: 'x-portal-token', value: 't' });
    writeUser('1001', user);
    logout();
    expect(localStorage.length).toBe(0);
  });
});
