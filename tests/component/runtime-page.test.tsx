// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ReactNode } from 'react';
import type { BlockProps, LayoutProps } from '@/src/runtime/block-props';
import { RuntimeContext, type RuntimeValue } from '@/src/runtime/runtime-context';
import { buildRoutes } from '@/src/runtime/build-routes';
import { createTranslator } from '@/src/core/translate';
import { makeSiteContext } from '@/src/site/site-context';
import { useRoutes } from 'react-router-dom';
import type { RouteFile } from '@/src/core/schema-types';

// Blocks of this test only: what the runtime hands them is what is asserted.
const Layout = ({ title, children }: LayoutProps) => (
  <div>
    <h1>{title}</h1>
    <main>{children}</main>
  </div>
);
const Bare = ({ children }: LayoutProps) => <div data-testid="bare">{children}</div>;
const Echo = ({ props, ctx }: BlockProps) => <p>{`${ctx.t(props.text as string)} #${ctx.params.id ?? ''}`}</p>;
const Broken = (): ReactNode => {
  throw new Error('boom');
};
const Message = ({ props, ctx }: BlockProps) => <p>{ctx.t(props.title as string)}</p>;
const components: Record<string, unknown> = { 'layout-portal': Layout, 'layout-bare': Bare, echo: Echo, broken: Broken, message: Message };
const entries = Object.fromEntries(Object.entries(components).map(([type, c]) => [type, { type, load: async () => ({ default: c }) }]));

const site = makeSiteContext({ portalType: '1', portalId: '1001', domain: 'portal', channel: 'pc' }, 'default', 'pc');
const runtime = (dev: boolean): RuntimeValue => ({
  resolver: { resolve: (type) => entries[type] as never },
  target: { template: 'default', terminal: 'pc' },
  site,
  siteFile: { template: 'default', name: '测试站', terminals: ['pc'], channelMap: {}, theme: { primaryColor: '#000', headerBackground: '#fff', headerText: '#000' }, nav: { pc: [], h5: [] } },
  locale: 'zh-CN',
  t: createTranslator('zh-CN', { 'zh-CN': { 'page.t': '详情页', 'x.hello': '你好', 'runtime.blockFailed': '此内容加载失败', 'runtime.blockUnavailable': '此内容暂时无法显示', 'page.nf': '页面不存在', 'runtime.pageMissing.title': '页面配置缺失', 'runtime.signIn.title': '请先登录' } }),
  loginPath: 'login',
  homePath: 'home',
  timeZone: 'Asia/Shanghai',
  dev,
});

const pages: Record<string, unknown> = {
  detail: { id: 'detail', title: 'page.t', blocks: [{ type: 'echo', props: { text: 'x.hello' } }, { type: 'broken' }, { type: 'nope' }] },
  nf: { id: 'nf', title: 'page.nf', blocks: [] },
  mine: { id: 'mine', title: 'page.t', blocks: [{ type: 'echo', props: { text: 'x.hello' }, data: { endpoint: 'resume.view' } }] },
};
const routeFile: RouteFile = {
  template: 'default',
  terminal: 'pc',
  notFound: 'nf',
  login: 'login',
  home: 'home',
  routes: [
    { path: 'detail/:id', page: 'detail' },
    { path: 'old/:id', redirect: 'detail/:id', keepQuery: true },
    { path: 'mine', page: 'mine' },
    { path: ':token', page: 'detail', params: { token: '^[a-z]+\\d+$' } },
  ],
};

function Variant() {
  return useRoutes(buildRoutes(routeFile, site.variantBase));
}

function renderAt(path: string, dev = false) {
  return render(
    <RuntimeContext.Provider value={runtime(dev)}>
      <MemoryRouter initialEntries={[`${site.variantBase}/${path}`]}>
        <Routes>
          <Route path={`${site.variantBase}/*`} element={<Variant />} />
        </Routes>
      </MemoryRouter>
    </RuntimeContext.Provider>,
  );
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal('fetch', async (url: string) => {
    const id = /pages\/(.+)\.json$/.exec(url)?.[1] ?? '';
    const page = pages[id];
    return new Response(JSON.stringify(page ?? {}), { status: page ? 200 : 404 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a page drawn from its schema', () => {
  it('frames its blocks in the layout, with its title and route params', async () => {
    renderAt('detail/7');
    expect(await screen.findByRole('heading', { name: '详情页' })).toBeTruthy();
    expect(await screen.findByText('你好 #7')).toBeTruthy();
    expect(document.title).toBe('详情页 - 测试站');
  });

  it('keeps the page when one block throws, and names an unknown block only in development', async () => {
    renderAt('detail/7');
    expect(await screen.findByText('此内容加载失败')).toBeTruthy();
    expect(screen.getByText('此内容暂时无法显示')).toBeTruthy();
    expect(screen.getByText('你好 #7')).toBeTruthy();
    cleanup();
    renderAt('detail/7', true);
    expect(await screen.findByText('unknown block "nope"')).toBeTruthy();
  });

  it('draws the bare layout for a detail opened with headStyle=false', async () => {
    renderAt('detail/7?headStyle=false');
    expect(await screen.findByTestId('bare')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '详情页' })).toBeNull();
  });

  it('redirects with the params filled and the query kept', async () => {
    renderAt('old/9?keyword=x');
    expect(await screen.findByText('你好 #9')).toBeTruthy();
  });

  it('shows the 404 page for an unknown path and for a param that fails its pattern', async () => {
    renderAt('no/such/page');
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy();
    cleanup();
    renderAt('nothing-here');
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy();
    cleanup();
    renderAt('notice3306');
    expect(await screen.findByRole('heading', { name: '详情页' })).toBeTruthy();
  });

  it('says so in the console and on the page when a page schema is missing', async () => {
    routeFile.routes.push({ path: 'missing', page: 'missing-page' });
    renderAt('missing');
    expect(await screen.findByText('页面配置缺失')).toBeTruthy();
    expect(console.error).toHaveBeenCalledWith('没有获取到页面配置', 'missing-page', expect.anything());
  });

  it('asks a guest to sign in instead of calling what needs a user', async () => {
    const calls: string[] = [];
    const pageFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      return pageFetch(url);
    });
    renderAt('mine');
    expect(await screen.findByText('请先登录')).toBeTruthy();
    expect(screen.queryByText(/你好/)).toBeNull();
    expect(calls.some((url) => url.includes('/usercenter/'))).toBe(false);
  });
});
