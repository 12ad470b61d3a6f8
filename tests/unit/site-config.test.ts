// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient, resetClientConfig } from '@/src/api/client-config';
import { loadSiteConfig, MENU_CONFIG_KEY, readSiteSettings, SYS_CONFIG_KEY } from '@/src/site/site-config';
import type { SiteBase } from '@/src/site/site-context';

const base: SiteBase = { portalType: '1', portalId: '1002', domain: 'portal', channel: 'wx' };
const siteConfig = {
  template: 'army',
  channelMap: { pc: 'pc', h5: 'h5', wx: 'h5' },
  portalType: '1',
  portalId: '1002',
  domain: 'portal',
  channel: 'wx',
  siteName: '军队人才网',
};
const notifier = { notify: vi.fn(), message: vi.fn() };
type Call = { url: string; headers: Record<string, string>; body: string };
let calls: Call[];

function serve(response: () => Response) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, headers: init.headers as Record<string, string>, body: String(init.body) });
      return response();
    }),
  );
}
const answer = (config: unknown) => () => new Response(JSON.stringify({ success: true, data: { siteConfig: config } }));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.clearAllMocks();
  configureClient({ getSite: () => null, notifier, location: { pathname: () => '/', search: () => '', reload: vi.fn(), navigate: vi.fn() } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetClientConfig();
});

describe('loadSiteConfig', () => {
  it('POSTs siteconfig.load with relationId, portalType, userDomain and terminalType', async () => {
    serve(answer(siteConfig));
    await loadSiteConfig(base);
    expect(calls[0].url).toBe('/pt/portal/siteconfig/load');
    expect(JSON.parse(calls[0].body)).toEqual({ relationId: '1002', portalType: '1', userDomain: 'portal', terminalType: 'wx' });
    expect(calls[0].headers['qx-portal']).toBe('1002');
  });

  it('resolves the terminal through channelMap[channel]', async () => {
    serve(answer(siteConfig));
    expect(await loadSiteConfig(base)).toMatchObject({ template: 'army', terminal: 'h5', siteName: '军队人才网' });
  });

  it("defaults the terminal to 'h5' and the template to 'default'", async () => {
    serve(answer({ ...siteConfig, template: '', channelMap: { pc: 'pc' } }));
    expect(await loadSiteConfig({ ...base, channel: 'kiosk' })).toMatchObject({ template: 'default', terminal: 'h5', channel: 'kiosk' });
  });

  it('caches in sys_config and keeps the stored settings site:{site} and domain:{site}', async () => {
    serve(answer({ ...siteConfig, channelMap: { wx: 'pc' } }));
    await loadSiteConfig(base);
    expect(JSON.parse(sessionStorage.getItem(SYS_CONFIG_KEY)!)).toMatchObject({ portalId: '1002', template: 'army', terminal: 'pc' });
    expect(JSON.parse(localStorage.getItem('site:1002')!)).toEqual({ template: 'army', channel: 'pc' });
    expect(readSiteSettings('1002')).toEqual({ template: 'army', channel: 'pc' });
    expect(localStorage.getItem('domain:1002')).toBe('portal');
  });

  it('logs 获取配置失败 and rethrows when the load fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(() => new Response(JSON.stringify({ success: false, errorCode: 'PORTAL_NOT_FOUND', errorMessage: '站点不存在', showType: 9 })));
    await expect(loadSiteConfig(base)).rejects.toMatchObject({ name: 'BizError' });
    expect(log).toHaveBeenCalledWith('获取配置失败', expect.anything());
    expect(sessionStorage.getItem(SYS_CONFIG_KEY)).toBeNull();
  });

  it('logs 没有获取到页面配置 when the answer has no siteConfig', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(() => new Response(JSON.stringify({ success: true, data: {} })));
    await expect(loadSiteConfig(base)).rejects.toThrow('没有获取到页面配置');
    expect(log).toHaveBeenCalledWith('没有获取到页面配置');
  });
});

describe('sys_config cache reuse', () => {
  it('reuses the cache when portalId, portalType, domain and channel match', async () => {
    serve(answer(siteConfig));
    await loadSiteConfig(base);
    const second = await loadSiteConfig({ ...base });
    expect(calls).toHaveLength(1);
    expect(second.template).toBe('army');
  });

  it.each([
    ['portalId', { portalId: '1001' }],
    ['portalType', { portalType: '2' }],
    ['domain', { domain: 'censor' }],
    ['channel', { channel: 'pc' }],
  ])('a different %s busts it', async (_field, change) => {
    serve(answer(siteConfig));
    await loadSiteConfig(base);
    await loadSiteConfig({ ...base, ...change });
    expect(calls).toHaveLength(2);
  });

  it.each(['template', 'terminal'])('an entry without %s is not reused', async (field) => {
    serve(answer(siteConfig));
    await loadSiteConfig(base);
    const cached = JSON.parse(sessionStorage.getItem(SYS_CONFIG_KEY)!);
    delete cached[field];
    sessionStorage.setItem(SYS_CONFIG_KEY, JSON.stringify(cached));
    await loadSiteConfig(base);
    expect(calls).toHaveLength(2);
  });

  it('force reloads; a bust also drops menu_config', async () => {
    serve(answer(siteConfig));
    await loadSiteConfig(base);
    sessionStorage.setItem(MENU_CONFIG_KEY, '[]');
    await loadSiteConfig(base, { force: true });
    expect(calls).toHaveLength(2);
    expect(sessionStorage.getItem(MENU_CONFIG_KEY)).toBeNull();
  });
});
