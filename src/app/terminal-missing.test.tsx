// @vitest-environment jsdom
// A site URL of a terminal the template lacks: the page says so and leads to the home of the terminal it has.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import zhRuntime from '@/schemas/locales/zh-CN/runtime.json';
import zhBlocks from '@/schemas/locales/zh-CN/blocks.json';
import enRuntime from '@/schemas/locales/en-US/runtime.json';
import enBlocks from '@/schemas/locales/en-US/blocks.json';
import type { RouteFile, SiteFile } from '@/src/core/schema-types';
import { LOCALE_KEY } from '@/src/core/locale';
import { setServerSchemaSource } from '@/src/runtime/schema-source';
import { AppRoutes } from './app-routes';

// a template of the desktop only
const pcOnly: SiteFile = {
  template: 'solo',
  name: { 'zh-CN': '单机站', 'en-US': 'Solo' },
  terminals: ['pc'],
  channelMap: { pc: 'pc' },
  theme: { primaryColor: '#1a64d6', headerBackground: '#ffffff', headerText: '#1f2328' },
  nav: { pc: [{ label: 'nav.home', to: 'index' }], h5: [] },
};
const pcRoutes: RouteFile = { template: 'solo', terminal: 'pc', notFound: 'not-found', login: 'login', home: 'index', routes: [{ path: 'index', page: 'home-default' }] };

let schemas: Record<string, unknown> = {};

beforeEach(() => {
  schemas = {
    'sites/solo.json': pcOnly,
    'routes/solo.pc.json': pcRoutes,
    'locales/index.json': { locales: ['zh-CN', 'en-US'] },
    'locales/zh-CN.json': { ...zhBlocks, ...zhRuntime },
    'locales/en-US.json': { ...enBlocks, ...enRuntime },
  };
  setServerSchemaSource((path) => schemas[path]);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const open = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );

describe('a terminal the template lacks', () => {
  it('says the site has no mobile version and leads to its desktop home', async () => {
    open('/site/1/1001/portal/h5/solo/h5/index');
    expect(await screen.findByRole('heading', { level: 1, name: '本站没有手机版' })).toBeTruthy();
    expect(screen.getByText('请在电脑上打开本站，或进入电脑版首页。')).toBeTruthy();
    const link = screen.getByRole('link', { name: '进入电脑版首页' });
    expect(link.getAttribute('href')).toBe('/site/1/1001/portal/h5/solo/pc/index');
  });

  it('says so in English too', async () => {
    localStorage.setItem(LOCALE_KEY, 'en-US');
    open('/site/1/1001/portal/wx/solo/h5/index');
    expect(await screen.findByRole('heading', { level: 1, name: 'This site has no mobile version' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the desktop home page' }).getAttribute('href')).toBe('/site/1/1001/portal/wx/solo/pc/index');
  });

  it('says the same when the site file lists the terminal but its route file is missing', async () => {
    schemas['sites/solo.json'] = { ...pcOnly, terminals: ['pc', 'h5'] };
    open('/site/1/1001/portal/h5/solo/h5/index');
    expect(await screen.findByRole('heading', { level: 1, name: '本站没有手机版' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '进入电脑版首页' }).getAttribute('href')).toBe('/site/1/1001/portal/h5/solo/pc/index');
  });
});
