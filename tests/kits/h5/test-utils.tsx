import type { ComponentType, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, useParams, useSearchParams, type Location } from 'react-router-dom';
import { beforeAll, vi } from 'vitest';
import type { SiteFile } from '@/src/core/schema-types';
import type { BlockContext, BlockProps, LayoutProps } from '@/src/runtime/block-props';
import type { SiteContext } from '@/src/site/site-context';
import { toHref } from '@/src/runtime/use-block-context';
import { createTranslator } from '@/src/core/translate';
import zhBlocks from '@/schemas/locales/zh-CN/blocks.json';
import zhH5 from '@/schemas/locales/zh-CN/blocks-h5.json';
import enBlocks from '@/schemas/locales/en-US/blocks.json';
import enH5 from '@/schemas/locales/en-US/blocks-h5.json';
import zhResume from '@/schemas/locales/zh-CN/resume.json';
import enResume from '@/schemas/locales/en-US/resume.json';
import zhAccountMenu from '@/schemas/locales/zh-CN/account-menu.json';
import enAccountMenu from '@/schemas/locales/en-US/account-menu.json';
import type { SessionUser } from '@/src/core/envelope';
import { loadToast } from '@/renderers/h5/notifier';
import { withDefaults } from '@/src/core/blocks/with-defaults';
import { testedBlockType } from '@/tests/kits/common/tested-block-type';

// A notice shown as a file's last test ends would load the toast's module after vitest tore the file's
// environment down (an unhandled error that fails the run): it is loaded before the file's tests instead.
beforeAll(async () => {
  await loadToast();
});

export const site: SiteContext = {
  portalType: '1',
  portalId: '1001',
  domain: 'portal',
  channel: 'h5',
  template: 'default',
  terminal: 'h5',
  siteBase: '/site/1/1001/portal/h5',
  variantBase: '/site/1/1001/portal/h5/default/h5',
};

export const siteFile: SiteFile = {
  template: 'default',
  name: { 'zh-CN': '人才招聘平台', 'en-US': 'Careers' },
  terminals: ['pc', 'h5'],
  channelMap: { pc: 'pc', h5: 'h5' },
  theme: { primaryColor: '#1456f0', headerBackground: '#ffffff', headerText: '#1f2329' },
  nav: {
    pc: [],
    h5: [
      { label: { 'zh-CN': '首页', 'en-US': 'Home' }, to: 'layout/home', icon: 'home' },
      { label: { 'zh-CN': '职位', 'en-US': 'Jobs' }, to: 'layout/recruitment/all/searchAll', icon: 'position' },
      { label: { 'zh-CN': '公告', 'en-US': 'Notices' }, to: 'layout/notice' },
      { label: { 'zh-CN': '我的', 'en-US': 'Me' }, to: 'layout/mine', icon: 'user' },
    ],
  },
  accountMenu: {
    h5: [
      { label: 'account.menu.resume', to: 'layout/user/resume' },
      { label: 'account.menu.applications', to: 'layout/user/applications' },
      { label: 'account.menu.favourites', to: 'layout/collect' },
      { label: 'account.menu.messages', to: 'layout/usercenter', kind: 'unread' },
      { label: 'account.menu.settings', to: 'layout/accountSettings' },
      { label: 'layout.logout', to: 'layout/home', kind: 'logout' },
    ],
  },
  reviewerAccountMenu: {
    h5: [
      { label: 'account.menu.workspace', to: 'layout/review' },
      { label: 'account.menu.settings', to: 'layout/accountSettings' },
      { label: 'layout.logout', to: 'layout/home', kind: 'logout' },
    ],
  },
};

const catalogues = { 'zh-CN': { ...zhBlocks, ...zhH5, ...zhResume, ...zhAccountMenu }, 'en-US': { ...enBlocks, ...enH5, ...enResume, ...enAccountMenu } } as Record<string, Record<string, string>>;

/** The translator the blocks get in these tests (blocks, blocks-h5 and resume catalogues). */
export const testTranslator = (locale = 'zh-CN') => createTranslator(locale, catalogues);

export const at = (path: string) => `${site.variantBase}/${path}`;

interface Options<D> {
  /** default: the folder of the test file; the props get that type's defaults, as the runtime gives them */
  type?: string;
  data?: D;
  props?: Record<string, unknown>;
  loading?: boolean;
  error?: unknown;
  /** the path inside the variant base, e.g. "layout/home?tab=campus" */
  path?: string;
  locale?: string;
  siteFile?: SiteFile;
  title?: string;
  children?: ReactNode;
  /** the signed-in user; default a guest (null) */
  user?: SessionUser | null;
  /** the page's site; default `site` (the portal domain) */
  site?: SiteContext;
  /** route params, as the matched route would give them; default the MemoryRouter's (none) */
  params?: Record<string, string | undefined>;
}

/** Stubs what jsdom lacks and antd-mobile or the blocks call. */
export function stubBrowser() {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  if (!('ResizeObserver' in window)) {
    (window as unknown as Record<string, unknown>).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
}

/** Renders a block with a hand-made BlockProps inside a MemoryRouter; `location()` is the router's current location. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a renderer's props are its own type's; the defaults make them so
export function renderBlock<D>(Component: ComponentType<BlockProps<D, any>> | ComponentType<LayoutProps>, options: Options<D> = {}) {
  stubBrowser();
  const seen: { location?: Location; ctx?: BlockContext } = {};
  const reload = vi.fn();
  const locale = options.locale ?? 'zh-CN';
  const type = options.type ?? testedBlockType();
  const t = createTranslator(locale, catalogues);
  const file = options.siteFile ?? siteFile;

  function Harness() {
    const location = useLocation();
    const [query, setSearchParams] = useSearchParams();
    const navigate = useNavigate();
    const params = useParams();
    const pageSite = options.site ?? site;
    const href = (to: string) => toHref(pageSite.variantBase, to);
    const ctx: BlockContext = {
      site: { ...pageSite, template: file.template },
      siteFile: file,
      params: options.params ?? params,
      query,
      locale,
      user: options.user ?? null,
      loginPath: 'layout/login',
      homePath: 'layout/home',
      timeZone: 'Asia/Shanghai',
      t,
      href,
      setQuery: (patch) =>
        setSearchParams((current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        }),
      navigate: (to, opts) => navigate(href(to), opts),
    };
    seen.location = location;
    seen.ctx = ctx;
    const Block = Component as ComponentType<LayoutProps>;
    return (
      <Block
        block={{ type, props: options.props }}
        props={withDefaults(type, options.props)}
        data={options.data}
        loading={options.loading ?? false}
        error={options.error}
        reload={reload}
        ctx={ctx}
        renderBlocks={() => null}
        title={options.title ?? ''}
      >
        {options.children}
      </Block>
    );
  }

  const result = render(
    <MemoryRouter initialEntries={[at(options.path ?? 'layout/home')]}>
      <Harness />
    </MemoryRouter>,
  );
  return { ...result, reload, location: () => seen.location as Location, ctx: () => seen.ctx as BlockContext };
}
