// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { at, renderBlock, site, siteFile } from '@/tests/kits/h5/test-utils';
import { LOCALE_KEY } from '@/src/core/locale';
import LayoutPortal from './index';
import { pageReload } from './lang-switch';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const tabs = () => within(screen.getByRole('navigation', { name: '主导航' })).getAllByRole('link');

describe('h5 layout-portal', () => {
  it('draws the title, the page and one tab per h5 nav item with the current one active', () => {
    renderBlock(LayoutPortal, { title: '首页', path: 'layout/home', children: <p>页面内容</p> });
    expect(screen.getByRole('heading', { level: 1, name: '首页' })).toBeTruthy();
    expect(screen.getByText('页面内容')).toBeTruthy();
    expect(tabs().map((a) => a.textContent)).toEqual(['首页', '职位', '公告', '我的']);
    expect(tabs().map((a) => a.getAttribute('href'))).toEqual([
      at('layout/home'),
      at('layout/recruitment/all/searchAll'),
      at('layout/notice'),
      at('layout/mine'),
    ]);
    const home = screen.getByRole('link', { name: '首页' });
    expect(home.getAttribute('aria-current')).toBe('page');
    expect(home.closest('.adm-tab-bar-item')?.className).toContain('adm-tab-bar-item-active');
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
  });

  it("gives a signed-in reviewer the reviewers' tabs, a candidate the site's", () => {
    const censor = { ...site, domain: 'censor', siteBase: '/site/1/1001/censor/h5', variantBase: '/site/1/1001/censor/h5/default/h5' };
    const withReviewers = {
      ...siteFile,
      reviewerNav: { h5: [{ label: { 'zh-CN': '首页' }, to: 'layout/home' }, { label: { 'zh-CN': '审查' }, to: 'layout/review' }] },
    };
    renderBlock(LayoutPortal, { title: '审查', path: 'layout/review', site: censor, siteFile: withReviewers, user: { id: 7, name: '审查员甲', domain: 'censor' } });
    expect(tabs().map((a) => a.textContent)).toEqual(['首页', '审查']);
    expect(screen.getByRole('link', { name: '审查' }).getAttribute('href')).toBe('/site/1/1001/censor/h5/default/h5/layout/review');
    cleanup();
    renderBlock(LayoutPortal, { title: '首页', path: 'layout/home', siteFile: withReviewers, user: { id: 1, name: '张明', domain: 'portal' } });
    expect(tabs().map((a) => a.textContent)).toEqual(['首页', '职位', '公告', '我的']);
  });

  it('marks the section tab active on a page below it and offers a back button there', () => {
    renderBlock(LayoutPortal, { title: '公告详情', path: 'layout/notice/7' });
    expect(screen.getByRole('link', { name: '公告' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
  });

  it('a tab tap navigates inside the app', () => {
    const view = renderBlock(LayoutPortal, { title: '首页', path: 'layout/home' });
    fireEvent.click(screen.getByRole('link', { name: '职位' }));
    expect(view.location().pathname).toBe(at('layout/recruitment/all/searchAll'));
    expect(screen.getByRole('link', { name: '职位' }).getAttribute('aria-current')).toBe('page');
  });

  it('back on a page opened directly goes to the first tab', () => {
    const view = renderBlock(LayoutPortal, { title: '职位详情', path: 'layout/recruitmentview/3/social' });
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(view.location().pathname).toBe(at('layout/home'));
  });

  it('the language switch stores the other locale and reloads', () => {
    const reload = vi.spyOn(pageReload, 'run').mockImplementation(() => {});
    renderBlock(LayoutPortal, { title: '首页' });
    fireEvent.click(screen.getByRole('button', { name: '切换语言：English' }));
    expect(localStorage.getItem(LOCALE_KEY)).toBe('en-US');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('sets the theme variables on its root', () => {
    const { container } = renderBlock(LayoutPortal, { title: '首页' });
    const root = container.querySelector<HTMLElement>('.h5-layout');
    expect(root?.style.getPropertyValue('--portal-primary')).toBe('#1456f0');
    expect(root?.style.getPropertyValue('--portal-header-bg')).toBe('#ffffff');
  });
});
