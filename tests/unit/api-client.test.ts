// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EndpointName } from '@/src/core/endpoints';
import { request } from '@/src/api/client';
import { configureClient, resetClientConfig, type ClientSite } from '@/src/api/client-config';

// The catalogue has no authenticated call yet: add two so the request-context rule can be exercised.
vi.mock('@/src/core/endpoints', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/src/core/endpoints')>();
  return {
    ...original,
    endpoints: {
      ...original.endpoints,
      'test.authGet': { method: 'GET', path: '/usercenter/rest/resume/view', auth: true },
      'test.authPost': { method: 'POST', path: '/usercenter/rest/resume/save', auth: true },
    },
  };
});

const AUTH_GET = 'test.authGet' as EndpointName;
const AUTH_POST = 'test.authPost' as EndpointName;

const defaultSite: ClientSite = { portalType: '1', portalId: '1001', domain: 'portal', channel: 'pc', template: 'default', terminal: 'pc' };
const notifier = { notify: vi.fn(), message: vi.fn() };

type Call = { url: string; method: string; headers: Record<string, string>; body?: string };
let calls: Call[];

function answer(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
  calls = [];
  const fetchMock = vi.fn(async (url: string, init2: RequestInit) => {
    calls.push({ url, method: String(init2.method), headers: init2.headers as Record<string, string>, body: init2.body as string | undefined });
    return new Response(JSON.stringify(body), { status: init.status ?? 200, headers: init.headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function useSite(site: ClientSite | null) {
  configureClient({
    getSite: () => site,
    notifier,
    location: { pathname: () => '/', search: () => '', reload: vi.fn(), navigate: vi.fn() },
  });
}

beforeEach(() => {
  localStorage.clear();
  notifier.notify.mockReset();
  notifier.message.mockReset();
  useSite(defaultSite);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetClientConfig();
});

describe('request: what is sent', () => {
  it('prefixes /pt, puts GET params in the query string and sends the fixed headers', async () => {
    answer({ success: true, data: { list: [] } });
    const data = await request('careers.enterpriseList', { page: 2, keyword: '研究所', empty: undefined });
    expect(data).toEqual({ list: [] });
    expect(calls[0].url).toBe('/pt/portal/rest/careers/enterpriseList?page=2&keyword=%E7%A0%94%E7%A9%B6%E6%89%80');
    expect(calls[0].method).toBe('GET');
    expect(calls[0].body).toBeUndefined();
    expect(calls[0].headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest', qxpid: 'default-site', 'qx-portal': '1001' });
  });

  it('sends POST params as a JSON body', async () => {
    answer({ success: true, data: null });
    await request('careers.search', { keyword: 'java', page: 1 });
    expect(calls[0]).toMatchObject({ url: '/pt/portal/rest/careers/search', method: 'POST' });
    expect(calls[0].headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(calls[0].body!)).toEqual({ keyword: 'java', page: 1 });
  });

  it('fills {name} path params and leaves them out of the query', async () => {
    answer({ success: true, data: {} });
    await request('careers.view', { recruitmentId: 42, from: 'list' });
    expect(calls[0].url).toBe('/pt/portal/rest/careers/view/42?from=list');
  });

  it.each([
    ['army', 'army-site'],
    ['default', 'default-site'],
    ['blue', 'default-site'],
  ])('template %s sends qxpid %s', async (template, expected) => {
    useSite({ ...defaultSite, template });
    answer({ success: true, data: [] });
    await request('tidings.banner');
    expect(calls[0].headers.qxpid).toBe(expected);
  });

  it('sends the token in the header its record names, and the domain header when the token has a domain', async () => {
    localStorage.setItem('token_key_portal:1001', JSON.stringify({ key: 'x-portal-token', value: 'tok-1', domain: 'censor' }));
    answer({ success: true, data: [] });
    await request('tidings.banner');
    expect(calls[0].headers['x-portal-token']).toBe('tok-1');
    expect(calls[0].headers['x-portal-domain']).toBe('censor');
  });

  it('sends no domain header for a token without a domain, and uses a custom header name', async () => {
    localStorage.setItem('token_key_portal:1001', JSON.stringify({ key: 'x-other-token', value: 'tok-2' }));
    answer({ success: true, data: [] });
    await request('tidings.banner');
    expect(calls[0].headers['x-other-token']).toBe('tok-2');
    expect(calls[0].headers).not.toHaveProperty('x-portal-domain');
    expect(calls[0].headers).not.toHaveProperty('x-portal-token');
  });

  it('reads the token of the current site only', async () => {
    localStorage.setItem('token_key_portal:1002', JSON.stringify({ key: 'x-portal-token', value: 'other-site' }));
    answer({ success: true, data: [] });
    await request('tidings.banner');
    expect(calls[0].headers).not.toHaveProperty('x-portal-token');
  });

  it('appends portalType, relationId, userDomain and terminalType to the query of auth calls only', async () => {
    useSite({ ...defaultSite, domain: 'censor', channel: 'wx' });
    answer({ success: true, data: {} });
    await request(AUTH_GET, { id: 7 });
    await request('tidings.banner');
    expect(calls[0].url).toBe('/pt/usercenter/rest/resume/view?id=7&portalType=1&relationId=1001&userDomain=censor&terminalType=wx');
    expect(calls[1].url).toBe('/pt/portal/rest/tidingsdirectory/getBanner');
  });

  it('puts the context params of an auth POST in the query string, not the body', async () => {
    answer({ success: true, data: {} });
    await request(AUTH_POST, { name: 'x' });
    expect(calls[0].url).toBe('/pt/usercenter/rest/resume/save?portalType=1&relationId=1001&userDomain=portal&terminalType=pc');
    expect(JSON.parse(calls[0].body!)).toEqual({ name: 'x' });
  });

  it('sends no site headers when there is no site', async () => {
    useSite(null);
    answer({ success: true, data: [] });
    await request('tidings.banner');
    expect(calls[0].headers).not.toHaveProperty('qx-portal');
    expect(calls[0].headers.qxpid).toBe('default-site');
  });
});

describe('request: timeout', () => {
  function hang() {
    const fetchMock = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    vi.stubGlobal('fetch', fetchMock);
  }

  it('aborts after 60000 ms and shows the network notice', async () => {
    vi.useFakeTimers();
    hang();
    const pending = request('tidings.banner');
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(59999);
    expect(notifier.notify).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ name: 'NetworkError', timedOut: true });
    expect(notifier.notify).toHaveBeenCalledWith('网络异常', '您的网络发生异常，无法连接服务器', 'error', 3000);
  });

  it('takes the timeout from the options', async () => {
    vi.useFakeTimers();
    hang();
    const outcome = request('tidings.banner', {}, { timeout: 500 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(500);
    expect(await outcome).toMatchObject({ name: 'NetworkError', timedOut: true });
  });

  it('a call the caller cancels is rethrown without a notice', async () => {
    hang();
    const controller = new AbortController();
    const outcome = request('tidings.banner', {}, { signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    expect(await outcome).toMatchObject({ name: 'AbortError' });
    expect(notifier.notify).not.toHaveBeenCalled();
    expect(notifier.message).not.toHaveBeenCalled();
  });
});

describe('request: token from the response header', () => {
  it('replaces the stored value and keeps key and domain', async () => {
    localStorage.setItem('token_key_portal:1001', JSON.stringify({ key: 'x-portal-token', value: 'old', domain: 'portal' }));
    answer({ success: true, data: [] }, { headers: { 'x-portal-token': 'new' } });
    await request('tidings.banner');
    expect(JSON.parse(localStorage.getItem('token_key_portal:1001')!)).toEqual({ key: 'x-portal-token', value: 'new', domain: 'portal' });
  });

  it('stores a record under x-portal-token when none existed', async () => {
    answer({ success: true, data: [] }, { headers: { 'x-portal-token': 'fresh' } });
    await request('tidings.banner');
    expect(JSON.parse(localStorage.getItem('token_key_portal:1001')!)).toEqual({ key: 'x-portal-token', value: 'fresh' });
  });

  it('renews the token even on a failed call', async () => {
    answer({ success: false, errorMessage: 'x', showType: 0 }, { headers: { 'x-portal-token': 'renewed' } });
    await expect(request('tidings.banner')).rejects.toThrow();
    expect(JSON.parse(localStorage.getItem('token_key_portal:1001')!).value).toBe('renewed');
  });
});

describe('multipart uploads', () => {
  it('sends a FormData body as it is, with the params in the query string and no JSON content type', async () => {
    const { buildRequest } = await import('@/src/api/build-request');
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    const built = buildRequest('careers.search', { purpose: 'photo' }, null, null, form);
    expect(built.body).toBe(form);
    expect(built.headers['Content-Type']).toBeUndefined();
    expect(built.url).toBe('/pt/portal/rest/careers/search?purpose=photo');
  });
});
