// Test helpers: a hand-made BlockContext and BlockProps, rendered inside a MemoryRouter. Tests only.
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, vi, type Mock } from 'vitest';
import zhBlocks from '@/schemas/locales/zh-CN/blocks.json';
import enBlocks from '@/schemas/locales/en-US/blocks.json';
import zhAccountMenu from '@/schemas/locales/zh-CN/account-menu.json';
import enAccountMenu from '@/schemas/locales/en-US/account-menu.json';
import type { Block, SiteFile, Text } from '@/src/core/schema-types';
import type { SiteContext } from '@/src/site/site-context';
import type { BlockContext, BlockProps } from '@/src/runtime/block-props';
import { fill } from '@/src/core/translate';
import { withDefaults } from '@/src/core/blocks/with-defaults';
import { testedBlockType } from './tested-block-type';

// vitest runs without globals, so Testing Library cannot register its own cleanup
afterEach(() => cleanup());

export const VARIANT_BASE = '/site/1/1001/portal/pc/default/pc';

export const testSite: SiteContext = {
  portalType: '1',
  portalId: '1001',
  domain: 'portal',
  channel: 'pc',
  template: 'default',
  terminal: 'pc',
  siteBase: '/site/1/1001/portal/pc',
  variantBase: VARIANT_BASE,
};

export const testSiteFile: SiteFile = {
  template: 'default',
  name: { 'zh-CN': '人才招聘网', 'en-US': 'Talent Recruitment' },
  terminals: ['pc', 'h5'],
  channelMap: { pc: 'pc', h5: 'h5' },
  theme: { primaryColor: '#0b5cad', headerBackground: '#ffffff', headerText: '#1f2329', radius: 8 },
  nav: {
    pc: [
      { label: { 'zh-CN': '首页', 'en-US': 'Home' }, to: 'home' },
      { label: { 'zh-CN': '社会招聘', 'en-US': 'Jobs' }, to: 'recruitment/social/searchAll' },
      { label: { 'zh-CN': '通知公告', 'en-US': 'Notices' }, to: 'notice' },
    ],
    h5: [],
  },
  accountMenu: {
    pc: [
      { label: 'account.menu.resume', to: 'user/resume' },
      { label: 'account.menu.applications', to: 'user/applications' },
      { label: 'account.menu.favourites', to: 'user/favourites' },
      { label: 'account.menu.messages', to: 'usercenter', kind: 'unread' },
      { label: 'account.menu.settings', to: 'user/account' },
      { label: 'layout.logout', to: 'home', kind: 'logout' },
    ],
  },
  reviewerAccountMenu: {
    pc: [
      { label: 'account.menu.workspace', to: 'review' },
      { label: 'account.menu.password', to: 'changepass' },
      { label: 'layout.logout', to: 'home', kind: 'logout' },
    ],
  },
};

const catalogues: Record<string, Record<string, string>> = { 'zh-CN': { ...zhBlocks, ...zhAccountMenu }, 'en-US': { ...enBlocks, ...enAccountMenu } };

/** Adds a terminal's own message file (blocks-pc.json) to the test catalogues. */
export function addMessages(locale: string, messages: Record<string, string>): void {
  catalogues[locale] = { ...catalogues[locale], ...messages };
}

export function makeT(locale: string): BlockContext['t'] {
  return (text: Text | undefined, vars?: Record<string, string | number>) => {
    if (text === undefined) return '';
    const raw = typeof text === 'string' ? catalogues[locale]?.[text] ?? catalogues['zh-CN'][text] ?? text : text[locale] ?? text['zh-CN'];
    return fill(raw ?? '', vars, locale);
  };
}

export interface TestCtx extends BlockContext {
  setQuery: Mock<BlockContext['setQuery']>;
  navigate: Mock<BlockContext['navigate']>;
}

export interface CtxOptions {
  locale?: string;
  /** path relative to the variant base, with an optional query: "recruitment/all/searchAll?tab=campus" */
  path?: string;
  siteFile?: SiteFile;
  site?: SiteContext;
  params?: Record<string, string | undefined>;
}

export function makeCtx({ locale = 'zh-CN', path = 'home', siteFile = testSiteFile, site = testSite, params = {} }: CtxOptions = {}): TestCtx {
  const search = path.includes('?') ? path.slice(path.indexOf('?')) : '';
  return {
    site,
    siteFile,
    params,
    query: new URLSearchParams(search),
    locale,
    user: null,
    loginPath: 'login',
    homePath: 'home',
    timeZone: 'Asia/Shanghai',
    t: makeT(locale),
    href: (to) => (to.startsWith('/') ? to : `${site.variantBase}/${to}`),
    setQuery: vi.fn(),
    navigate: vi.fn(),
  };
}

export interface BlockOptions<D> extends CtxOptions {
  /** default: the folder of the test file; the block's props get that type's defaults, as the runtime gives them */
  type?: string;
  props?: Record<string, unknown>;
  data?: D;
  loading?: boolean;
  error?: unknown;
  blocks?: Block[];
}

export function makeBlockProps<D>(options: BlockOptions<D> = {}): BlockProps<D, any> & { ctx: TestCtx; reload: Mock<() => void> } {
  const { type = testedBlockType(), props = {}, data, loading = false, error, blocks } = options;
  return {
    block: { type, props, blocks },
    props: withDefaults(type, props),
    data,
    loading,
    error,
    reload: vi.fn(),
    ctx: makeCtx(options),
    renderBlocks: (children) => children?.map((b, i) => <div key={i} data-testid={`child-${b.type}`} />),
  };
}

type Wrap = (ui: ReactNode, locale: string) => ReactNode;
let wrap: Wrap = (ui) => ui;

/** A terminal's test helpers wrap every render in its kit provider. */
export function setTestWrapper(next: Wrap): void {
  wrap = next;
}

/** path: relative to the default test variant, or absolute */
export function renderAt(ui: ReactElement, path = 'home', locale = 'zh-CN') {
  const entry = path.startsWith('/') ? path : `${VARIANT_BASE}/${path}`;
  return render(<MemoryRouter initialEntries={[entry]}>{wrap(ui, locale)}</MemoryRouter>);
}

/** Renders a block component with hand-made props at the ctx's path; returns the props to assert calls on. */
export function renderBlock<D>(Component: ComponentType<BlockProps<any, any>>, options: BlockOptions<D> = {}) {
  const props = makeBlockProps<D>(options);
  const result = renderAt(<Component {...props} />, options.path, options.locale);
  return { ...result, props, ctx: props.ctx };
}
