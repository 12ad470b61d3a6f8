// @vitest-environment jsdom
import { makeBlockProps, renderAt } from '@/tests/kits/pc/test-utils';
import { testSite, testSiteFile } from '@/tests/kits/common/test-utils';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LOCALE_KEY } from '@/src/core/locale';
import LayoutPortal from './index';
import { LanguageSwitch } from './language-switch';

function renderLayout(path: string, locale = 'zh-CN') {
  const props = makeBlockProps({ type: 'layout-portal', path, locale });
  return { ...renderAt(<LayoutPortal {...props} title="通知公告"><p>页面内容</p></LayoutPortal>, path), props };
}

describe('pc layout-portal', () => {
  it('names the signed-in user as the button that opens the account menu, and no login link', async () => {
    const props = makeBlockProps({ type: 'layout-portal', path: 'notice' });
    props.ctx.user = { id: 1, name: '张明', domain: 'portal' };
    renderAt(<LayoutPortal {...props} title="通知公告"><p>页面内容</p></LayoutPortal>, 'notice');
    const trigger = await screen.findByRole('button', { name: '张明的账号菜单' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: '登录' })).toBeNull();
  });

  it("shows a signed-in reviewer the reviewers' nav, and their name opens their own menu", async () => {
    const site = { ...testSite, domain: 'censor', siteBase: '/site/1/1001/censor/pc', variantBase: '/site/1/1001/censor/pc/default/pc' };
    const siteFile = { ...testSiteFile, reviewerNav: { pc: [{ label: { 'zh-CN': '首页' }, to: 'home' }, { label: { 'zh-CN': '审查工作台' }, to: 'review' }] } };
    const props = makeBlockProps({ type: 'layout-portal', path: 'review', site, siteFile });
    props.ctx.user = { id: 7, name: '审查员甲', domain: 'censor' };
    renderAt(<LayoutPortal {...props} title="审查工作台"><p>列表</p></LayoutPortal>, 'review');
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['首页', '审查工作台']);
    fireEvent.click(await screen.findByRole('button', { name: '审查员甲的账号菜单' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['审查工作台', '修改密码', '退出']);
  });

  it('an entry that returns carries the page it is chosen on as ?redirect= (修改密码 comes back to the workspace)', async () => {
    const site = { ...testSite, domain: 'censor', siteBase: '/site/1/1001/censor/pc', variantBase: '/site/1/1001/censor/pc/default/pc' };
    const menu = { pc: [{ label: 'account.menu.workspace', to: 'review' }, { label: 'account.menu.password', to: 'changepass', returns: true }] };
    const props = makeBlockProps({ type: 'layout-portal', path: 'review?status=passed', site, siteFile: { ...testSiteFile, reviewerAccountMenu: menu } });
    props.ctx.user = { id: 7, name: '审查员甲', domain: 'censor' };
    renderAt(<LayoutPortal {...props} title="审查工作台"><p>列表</p></LayoutPortal>, '/site/1/1001/censor/pc/default/pc/review?status=passed');
    fireEvent.click(await screen.findByRole('button', { name: '审查员甲的账号菜单' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByText('修改密码'));
    expect(props.ctx.navigate).toHaveBeenCalledWith(`changepass?redirect=${encodeURIComponent('/site/1/1001/censor/pc/default/pc/review?status=passed')}`);
    fireEvent.click(await screen.findByRole('button', { name: '审查员甲的账号菜单' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByText('审查工作台'));
    expect(props.ctx.navigate).toHaveBeenLastCalledWith('review');
  });

  it('a candidate on the same site still sees the site nav', () => {
    const siteFile = { ...testSiteFile, reviewerNav: { pc: [{ label: { 'zh-CN': '审查工作台' }, to: 'review' }] } };
    const props = makeBlockProps({ type: 'layout-portal', path: 'notice', siteFile });
    props.ctx.user = { id: 1, name: '张明', domain: 'portal' };
    renderAt(<LayoutPortal {...props} title="通知公告"><p>页面内容</p></LayoutPortal>, 'notice');
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['首页', '社会招聘', '通知公告']);
  });

  it.each([
    ['user', '个人中心'],
    ['user/favourites', '个人中心'],
    ['recruitment/social/searchAll', '社会招聘'],
    ['recruitment/social/searchAll/2', '社会招聘'],
    ['home', '首页'],
    ['notice/3', null],
    ['userfeedback', null],
  ])('marks the nav item the path %s is on or below (the longest wins; the home only on itself)', (path, current) => {
    const nav = [
      { label: { 'zh-CN': '首页' }, to: 'home' },
      { label: { 'zh-CN': '社会招聘' }, to: 'recruitment/social/searchAll' },
      { label: { 'zh-CN': '招聘' }, to: 'recruitment' },
      { label: { 'zh-CN': '个人中心' }, to: 'user' },
    ];
    const props = makeBlockProps({ type: 'layout-portal', path, siteFile: { ...testSiteFile, nav: { pc: nav, h5: [] } } });
    renderAt(<LayoutPortal {...props} title="页面"><p>页面内容</p></LayoutPortal>, path);
    const links = within(screen.getByRole('navigation', { name: '主导航' })).getAllByRole('link');
    expect(links.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent)).toEqual(current ? [current] : []);
  });

  it.each([
    ['home', '首页'],
    ['notice/3', null],
  ])('a home item that links the site root is current on the home %s only', (path, current) => {
    const nav = [{ label: { 'zh-CN': '首页' }, to: '' }, { label: { 'zh-CN': '个人中心' }, to: 'user' }];
    const props = makeBlockProps({ type: 'layout-portal', path, siteFile: { ...testSiteFile, nav: { pc: nav, h5: [] } } });
    renderAt(<LayoutPortal {...props} title="页面"><p>页面内容</p></LayoutPortal>, path);
    const links = within(screen.getByRole('navigation', { name: '主导航' })).getAllByRole('link');
    expect(links.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent)).toEqual(current ? [current] : []);
  });

  it('draws landmarks, the site name, the nav with the active item, login and the footer', () => {
    renderLayout('notice');
    expect(screen.getByRole('banner').textContent).toContain('人才招聘网');
    const nav = screen.getByRole('navigation', { name: '主导航' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['首页', '社会招聘', '通知公告']);
    expect(links[2].getAttribute('aria-current')).toBe('page');
    expect(links[0].hasAttribute('aria-current')).toBe(false);
    // the login link returns the visitor to where they were
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe(
      `/site/1/1001/portal/pc/default/pc/login?redirect=${encodeURIComponent('/site/1/1001/portal/pc/default/pc/notice')}`,
    );
    expect(screen.getByRole('main').textContent).toContain('页面内容');
    expect(screen.getByRole('heading', { level: 1, name: '通知公告' })).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain('© 2026 人才招聘网');
  });

  it('starts with a skip link to main and sets the theme variables', () => {
    const { container } = renderLayout('home');
    const skip = screen.getByRole('link', { name: '跳到主要内容' });
    expect(container.querySelector('.pc-portal a')).toBe(skip);
    fireEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('main'));
    const root = container.querySelector('.pc-portal') as HTMLElement;
    expect(root.style.getPropertyValue('--portal-primary')).toBe('#0b5cad');
    expect(root.style.getPropertyValue('--portal-header-bg')).toBe('#ffffff');
  });

  it('navigates in the app on a nav click', () => {
    const { props } = renderLayout('home');
    fireEvent.click(screen.getByRole('link', { name: '社会招聘' }));
    expect(props.ctx.navigate).toHaveBeenCalledWith('recruitment/social/searchAll');
  });

  it('draws the page alone with headStyle=false', () => {
    renderLayout('recruitmentview/1/social/x?headStyle=false');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('main').textContent).toContain('页面内容');
  });

  it('draws English texts in en-US', () => {
    renderLayout('notice', 'en-US');
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('language switch', () => {
  it('stores the chosen locale and reloads; the current one does nothing', () => {
    const reload = vi.fn();
    const props = makeBlockProps({});
    renderAt(<LanguageSwitch ctx={props.ctx} reload={reload} />);
    expect(screen.getByRole('group', { name: '语言' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '中文' }));
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(localStorage.getItem(LOCALE_KEY)).toBe('en-US');
    expect(reload).toHaveBeenCalledOnce();
  });
});
