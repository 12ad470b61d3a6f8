// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { SiteFile } from '@/src/core/schema-types';
import { renderBlock, siteFile } from '@/tests/kits/h5/test-utils';
import ArmyLayoutPortal from './index';

afterEach(cleanup);

const army: SiteFile = {
  ...siteFile,
  template: 'army',
  name: { 'zh-CN': '军队人才招聘', 'en-US': 'Army Careers' },
  theme: { primaryColor: '#4b5320', headerBackground: '#3d4419', headerText: '#f5f1e0', accentColor: '#c9a227' },
};

describe('army h5 layout-portal', () => {
  it('draws the title with the star emblem under a band coloured from the site theme', () => {
    const { container } = renderBlock(ArmyLayoutPortal, { title: '首页', siteFile: army, children: <p>内容</p> });
    const heading = screen.getByRole('heading', { level: 1, name: '首页' });
    expect(heading.parentElement?.querySelector('svg.army-h5-emblem')).toBeTruthy();
    expect(screen.getByText('内容')).toBeTruthy();
    const root = container.querySelector<HTMLElement>('.army-h5-layout');
    expect(root?.style.getPropertyValue('--portal-header-bg')).toBe('#3d4419');
    expect(root?.style.getPropertyValue('--portal-header-text')).toBe('#f5f1e0');
    expect(root?.style.getPropertyValue('--portal-accent')).toBe('#c9a227');
    expect(root?.style.getPropertyValue('--portal-primary')).toBe('#4b5320');
  });

  it('has the same tab bar, with the current tab active', () => {
    renderBlock(ArmyLayoutPortal, { title: '公告', siteFile: army, path: 'layout/notice' });
    const nav = within(screen.getByRole('navigation', { name: '主导航' }));
    expect(nav.getAllByRole('link').map((a) => a.textContent)).toEqual(['首页', '职位', '公告', '我的']);
    expect(nav.getByRole('link', { name: '公告' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
  });
});
