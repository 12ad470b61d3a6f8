// @vitest-environment jsdom
import { makeBlockProps, renderAt, testSite, testSiteFile } from '@/tests/kits/pc/test-utils';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SiteFile } from '@/src/core/schema-types';
import ArmyLayoutPortal from './index';

const armySite = { ...testSite, portalId: '1002', template: 'army', variantBase: '/site/1/1002/portal/pc/army/pc' };
const armySiteFile: SiteFile = {
  ...testSiteFile,
  template: 'army',
  name: { 'zh-CN': '军队人才招聘网', 'en-US': 'Army Careers' },
  theme: { primaryColor: '#4b5320', headerBackground: '#3d4a2a', headerText: '#fdf8e6', accentColor: '#d4a72c' },
  nav: {
    pc: [
      { label: { 'zh-CN': '首页' }, to: 'home' },
      { label: { 'zh-CN': '活动报名' }, to: 'applyActivity' },
      { label: { 'zh-CN': '通知公告' }, to: 'notice' },
    ],
    h5: [],
  },
};

describe('army pc layout-portal', () => {
  it("gives a signed-in reviewer the reviewers' nav, their name opening the reviewers' menu", async () => {
    const censor = { ...armySite, domain: 'censor', siteBase: '/site/1/1002/censor/pc', variantBase: '/site/1/1002/censor/pc/army/pc' };
    const siteFile = { ...armySiteFile, reviewerNav: { pc: [{ label: { 'zh-CN': '首页' }, to: 'home' }, { label: { 'zh-CN': '审查工作台' }, to: 'review' }] } };
    const props = makeBlockProps({ path: 'review', site: censor, siteFile });
    props.ctx.user = { id: 6, name: '刘洋', domain: 'censor' };
    renderAt(
      <ArmyLayoutPortal {...props} title="资格审查工作台">
        <p>列表</p>
      </ArmyLayoutPortal>,
      'review',
    );
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['首页', '审查工作台']);
    fireEvent.click(await screen.findByRole('button', { name: '刘洋的账号菜单' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['审查工作台', '修改密码', '退出']);
  });

  it('marks 个人中心 on the hub and the pages below it, the home only on itself', () => {
    const nav = [...(armySiteFile.nav.pc ?? []), { label: { 'zh-CN': '个人中心' }, to: 'user' }];
    for (const [path, current] of [['user/favourites', '个人中心'], ['user', '个人中心'], ['home', '首页'], ['notice/7', '通知公告'], ['questionandanswer', null]] as const) {
      const props = makeBlockProps({ path, site: armySite, siteFile: { ...armySiteFile, nav: { pc: nav, h5: [] } } });
      const { unmount } = renderAt(
        <ArmyLayoutPortal {...props} title="页面">
          <p>内容</p>
        </ArmyLayoutPortal>,
        `/site/1/1002/portal/pc/army/pc/${path}`,
      );
      const links = within(screen.getByRole('navigation', { name: '主导航' })).getAllByRole('link');
      expect(links.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent), path).toEqual(current ? [current] : []);
      unmount();
    }
  });

  it('draws the army header with its nav, the active item and the theme variables', () => {
    const props = makeBlockProps({ path: 'applyActivity', site: armySite, siteFile: armySiteFile });
    const { container } = renderAt(
      <ArmyLayoutPortal {...props} title="活动报名">
        <p>活动</p>
      </ArmyLayoutPortal>,
      '/site/1/1002/portal/pc/army/pc/applyActivity',
    );
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: '军队人才招聘网' })).toBeTruthy();
    expect(header.querySelector('svg.army-portal__emblem polygon')).toBeTruthy();
    const nav = within(header).getByRole('navigation', { name: '主导航' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['首页', '活动报名', '通知公告']);
    expect(links[1].getAttribute('aria-current')).toBe('page');
    expect(links[1].getAttribute('href')).toBe('/site/1/1002/portal/pc/army/pc/applyActivity');
    expect(screen.getByRole('heading', { level: 1, name: '活动报名' })).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain('军队人才招聘网');
    const root = container.querySelector('.army-portal') as HTMLElement;
    expect(root.style.getPropertyValue('--portal-header-bg')).toBe('#3d4a2a');
    expect(root.style.getPropertyValue('--portal-accent')).toBe('#d4a72c');
    expect(root.style.getPropertyValue('--portal-primary')).toBe('#4b5320');
  });

  it('is chosen for the army template on pc only', async () => {
    const { armyPcEntries } = await import('../index');
    expect(armyPcEntries.map((e) => [e.type, e.template, e.terminal])).toEqual([['layout-portal', 'army', 'pc']]);
    expect((await armyPcEntries[0].load()).default).toBe(ArmyLayoutPortal);
  });
});
