// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '@/src/api/client';
import { configureClient, resetClientConfig, type ClientSite } from '@/src/api/client-config';

const pc: ClientSite = { portalType: '1', portalId: '1001', domain: 'portal', channel: 'pc', template: 'default', terminal: 'pc' };
const h5: ClientSite = { ...pc, channel: 'wx', template: 'army', terminal: 'h5' };
const H5_BASE = '/site/1/1001/portal/wx/army/h5';
const unauthorized = { success: false, errorCode: 'UNAUTHORIZED', errorMessage: '请先登录', showType: 0 };

const notifier = { notify: vi.fn(), message: vi.fn() };
const location = { pathname: vi.fn(() => '/'), search: vi.fn(() => ''), reload: vi.fn(), navigate: vi.fn() };
const refreshSession = vi.fn(async () => null);

function at(site: ClientSite, pathname: string, search = '', withFakeRefresh = true) {
  location.pathname.mockReturnValue(pathname);
  location.search.mockReturnValue(search);
  configureClient({ getSite: () => site, notifier, location, ...(withFakeRefresh ? { refreshSession } : {}) });
}

function answer(status: number, body: unknown = unauthorized) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status })));
}

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetClientConfig();
});

describe('HTTP 401 on pc', () => {
  it('reloads the page once with relogin=true, keeping the query', async () => {
    at(pc, '/site/1/1001/portal/pc/default/pc/usercenter', '?tab=2');
    answer(401);
    await expect(request('tidings.banner')).rejects.toMatchObject({ name: 'BizError', status: 401 });
    expect(location.reload).toHaveBeenCalledExactlyOnceWith('/site/1/1001/portal/pc/default/pc/usercenter?tab=2&relogin=true');
    expect(location.navigate).not.toHaveBeenCalled();
  });

  it('does not reload again when relogin=true is already set', async () => {
    at(pc, '/site/1/1001/portal/pc/default/pc/usercenter', '?relogin=true');
    answer(401);
    await expect(request('tidings.banner')).rejects.toThrow();
    expect(location.reload).not.toHaveBeenCalled();
  });

  it.each([403, 408])('HTTP %s on pc neither reloads nor navigates', async (status) => {
    at(pc, '/site/1/1001/portal/pc/default/pc/usercenter');
    answer(status);
    await expect(request('tidings.banner')).rejects.toThrow();
    expect(location.reload).not.toHaveBeenCalled();
    expect(location.navigate).not.toHaveBeenCalled();
  });
});

describe('HTTP 401, 403, 408 on h5', () => {
  it.each([401, 403, 408])('%s goes to {variantBase}/layout/login with the current path as redirect', async (status) => {
    at(h5, `${H5_BASE}/layout/usercenter`, '?tab=1');
    answer(status);
    await expect(request('tidings.banner')).rejects.toThrow();
    expect(location.navigate).toHaveBeenCalledTimes(1);
    const url = new URL(location.navigate.mock.calls[0][0] as string, 'http://x');
    expect(url.pathname).toBe(`${H5_BASE}/layout/login`);
    expect(url.searchParams.get('redirect')).toBe(`${H5_BASE}/layout/usercenter?tab=1`);
    expect(location.reload).not.toHaveBeenCalled();
  });

  it.each(['layout/login', 'layout/login/', 'layout/censorlogin'])('stays on %s', async (page) => {
    at(h5, `${H5_BASE}/${page}`);
    answer(401);
    await expect(request('tidings.banner')).rejects.toThrow();
    expect(location.navigate).not.toHaveBeenCalled();
  });

  it("a reviewer's call (review.*) goes to layout/censorlogin instead", async () => {
    at(h5, `${H5_BASE}/layout/review`);
    answer(401);
    await expect(request('review.search')).rejects.toThrow();
    expect(location.navigate).toHaveBeenCalledWith(`${H5_BASE}/layout/censorlogin?redirect=${encodeURIComponent(`${H5_BASE}/layout/review`)}`);
  });

  it('applies even when the caller skips error display', async () => {
    at(h5, `${H5_BASE}/layout/collect`);
    answer(401);
    await expect(request('tidings.banner', {}, { skipErrorHandler: true })).rejects.toThrow();
    expect(location.navigate).toHaveBeenCalledWith(`${H5_BASE}/layout/login?redirect=${encodeURIComponent(`${H5_BASE}/layout/collect`)}`);
  });

  it('does nothing before the terminal is known (gateway)', async () => {
    at({ portalType: '1', portalId: '1001', domain: 'portal', channel: 'wx' }, '/gw/1/1001/portal/wx');
    answer(401);
    await expect(request('tidings.banner')).rejects.toThrow();
    expect(location.navigate).not.toHaveBeenCalled();
    expect(location.reload).not.toHaveBeenCalled();
  });
});

describe('HTTP 412', () => {
  it('fetches the user and token again, then rethrows', async () => {
    at(pc, '/site/1/1001/portal/pc/default/pc/home');
    answer(412, { success: false, errorMessage: '会话已变更', showType: 0 });
    await expect(request('tidings.banner')).rejects.toMatchObject({ status: 412 });
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });

  it('by default calls accesstoken.user and saves the answer', async () => {
    at(pc, '/site/1/1001/portal/pc/default/pc/home', '', false);
    const user = { id: 5, name: '张三', domain: 'portal' };
    const fetchMock = vi.fn(async (url: string) =>
      url.startsWith('/pt/accesstoken/user/')
        ? new Response(JSON.stringify({ success: true, data: { token: { key: 'x-portal-token', value: 't2' }, user } }))
        : new Response(JSON.stringify({ success: false, showType: 0 }), { status: 412 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(request('tidings.banner')).rejects.toThrow();
    await vi.waitFor(() => expect(localStorage.getItem('user:1001')).not.toBeNull());
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(['/pt/portal/rest/tidingsdirectory/getBanner', '/pt/accesstoken/user/portal']);
    expect(JSON.parse(localStorage.getItem('user:1001')!)).toEqual(user);
    expect(JSON.parse(localStorage.getItem('token_key_portal:1001')!).value).toBe('t2');
  });

  it('a 412 on the session call itself does not refetch (no loop)', async () => {
    at(pc, '/site/1/1001/portal/pc/default/pc/home');
    answer(412, { success: false, showType: 0 });
    await expect(request('accesstoken.user', { domain: 'portal' })).rejects.toThrow();
    expect(refreshSession).not.toHaveBeenCalled();
  });
});

describe('HTTP 403 PASSWORD_CHANGE_REQUIRED (a first or reset password)', () => {
  const mustChange = { success: false, errorCode: 'PASSWORD_CHANGE_REQUIRED', errorMessage: '请先修改初始密码', showType: 2 };
  const censorPc: ClientSite = { ...pc, domain: 'censor' };
  const censorH5: ClientSite = { ...h5, domain: 'censor' };

  it('pc: goes to changepass with the current page as redirect, and says why', async () => {
    at(censorPc, '/site/1/1001/censor/pc/default/pc/publish', '?status=draft');
    answer(403, mustChange);
    await expect(request('publish.positions')).rejects.toMatchObject({ name: 'BizError', status: 403 });
    expect(location.navigate).toHaveBeenCalledExactlyOnceWith(
      `/site/1/1001/censor/pc/default/pc/changepass?redirect=${encodeURIComponent('/site/1/1001/censor/pc/default/pc/publish?status=draft')}`,
    );
    // a page's calls refused together say it once
    await expect(request('publish.scope')).rejects.toThrow();
    expect(notifier.message).toHaveBeenCalledExactlyOnceWith('error', '请先修改初始密码', expect.any(Number));
  });

  it('h5: goes to layout/changepass, not to the login', async () => {
    at(censorH5, '/site/1/1001/censor/wx/army/h5/layout/review');
    answer(403, mustChange);
    await expect(request('review.search')).rejects.toThrow();
    expect(location.navigate).toHaveBeenCalledExactlyOnceWith(`/site/1/1001/censor/wx/army/h5/layout/changepass?redirect=${encodeURIComponent('/site/1/1001/censor/wx/army/h5/layout/review')}`);
  });

  it('stays on the change-password page itself', async () => {
    at(censorPc, '/site/1/1001/censor/pc/default/pc/changepass', '?redirect=%2Fx');
    answer(403, mustChange);
    await expect(request('publish.scope')).rejects.toThrow();
    expect(location.navigate).not.toHaveBeenCalled();
  });
});
