// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { SearchBar } from 'antd-mobile';
import { H5KitProvider } from './kit-provider';

afterEach(cleanup);

const theme = { primaryColor: '#4b5320', headerBackground: '#3d4419', headerText: '#ffffff' };

describe('H5KitProvider', () => {
  it('gives antd-mobile the locale and the site colour, and sets the direction', () => {
    const { container } = render(
      <H5KitProvider locale="en-US" direction="rtl" theme={theme}>
        <SearchBar placeholder="x" />
      </H5KitProvider>,
    );
    // antd-mobile names the search box from its locale
    expect(screen.getByRole('searchbox', { name: 'Search Bar' })).toBeTruthy();
    const wrapper = container.querySelector<HTMLElement>('.h5-kit');
    expect(wrapper?.dir).toBe('rtl');
    expect(wrapper?.style.getPropertyValue('--adm-color-primary')).toBe('#4b5320');
    expect(document.documentElement.style.getPropertyValue('--adm-color-primary')).toBe('#4b5320');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('speaks Chinese for zh-CN', () => {
    render(
      <H5KitProvider locale="zh-CN" direction="ltr" theme={theme}>
        <SearchBar placeholder="x" />
      </H5KitProvider>,
    );
    expect(screen.getByRole('searchbox', { name: '搜索框' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
  });
});
