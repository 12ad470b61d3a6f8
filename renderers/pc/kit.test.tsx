// @vitest-environment jsdom
import '@/tests/kits/pc/test-utils';
import { render, screen } from '@testing-library/react';
import { Pagination } from 'antd';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { createRegistry } from '@/src/core/renderer-rank';
import { pcKitWithTemplates as pcKit } from '@/src/app/pc-kit';
import { PcKitProvider } from './kit-provider';

const theme = { primaryColor: '#0b5cad', headerBackground: '#fff', headerText: '#1f2329' };

describe('pc kit', () => {
  it('loads a component for every entry lazily', async () => {
    for (const entry of pcKit.entries) {
      const mod = await entry.load();
      expect(typeof mod.default, `${entry.type} ${entry.template ?? ''}`).toBe('function');
    }
  });

  it('holds the common, pc and army blocks; the army layout wins for army', async () => {
    const registry = createRegistry(pcKit.entries);
    for (const type of ['message', 'layout-bare', 'section', 'layout-portal', 'position-list', 'qa-list']) {
      expect(registry.resolve(type, { template: 'default', terminal: 'pc' }), type).toBeDefined();
    }
    const army = registry.resolve('layout-portal', { template: 'army', terminal: 'pc' });
    expect(army?.template).toBe('army');
    expect(registry.resolve('layout-portal', { template: 'default', terminal: 'pc' })?.template).toBeUndefined();
    expect(registry.resolve('position-list', { template: 'army', terminal: 'pc' })?.terminal).toBe('pc');
    expect(pcKit.entries.some((e) => e.terminal === 'h5')).toBe(false);
  });

  it('gives antd and dayjs the page locale, direction and theme', () => {
    const { container, unmount } = render(
      <PcKitProvider locale="en-US" direction="rtl" theme={theme}>
        <Pagination total={50} />
      </PcKitProvider>,
    );
    expect(screen.getByTitle('Next Page')).toBeTruthy();
    expect(container.querySelector('.ant-pagination-rtl')).toBeTruthy();
    expect(dayjs.locale()).toBe('en');
    unmount();
    render(
      <PcKitProvider locale="zh-CN" direction="ltr" theme={theme}>
        <Pagination total={50} />
      </PcKitProvider>,
    );
    expect(screen.getByTitle('下一页')).toBeTruthy();
    expect(dayjs.locale()).toBe('zh-cn');
  });

  it("wraps the page in .pc-kit for its base text and direction, not in antd's App", () => {
    const { container } = render(
      <PcKitProvider locale="ar" direction="rtl" theme={theme}>
        <p>page</p>
      </PcKitProvider>,
    );
    const kit = screen.getByText('page').parentElement;
    expect(kit?.className).toBe('pc-kit');
    expect(kit?.getAttribute('dir')).toBe('rtl');
    expect(container.querySelector('.ant-app')).toBeNull();
  });
});
