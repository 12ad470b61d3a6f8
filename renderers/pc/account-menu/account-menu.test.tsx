// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addMessages, makeBlockProps, renderAt, testSite, VARIANT_BASE } from '@/tests/kits/pc/test-utils';
import { accountMessages, stubLocationAssign } from '@/tests/kits/common/account-test-kit';
import type { SessionUser } from '@/src/core/envelope';
import { AccountMenu } from '@/renderers/pc/layout-portal/account-menu';
import AccountMenuBlock from './index';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
const { request } = await import('@/src/api/client');
const mockRequest = vi.mocked(request);
addMessages('zh-CN', accountMessages['zh-CN']);
addMessages('en-US', accountMessages['en-US']);

const CANDIDATE: SessionUser = { id: 1, name: '张明', domain: 'portal' };
const REVIEWER: SessionUser = { id: 7, name: '审查员甲', domain: 'censor' };
const CENSOR = { ...testSite, domain: 'censor', siteBase: '/site/1/1001/censor/pc', variantBase: '/site/1/1001/censor/pc/default/pc' };

const assign = stubLocationAssign();
beforeEach(() => {
  mockRequest.mockReset();
  mockRequest.mockImplementation(async (name) => (name === 'passport.header' ? { user: CANDIDATE, unread: 3 } : null));
});

function render(user: SessionUser | null, { locale = 'zh-CN', header = false, site = testSite } = {}) {
  const props = makeBlockProps({ type: 'account-menu', path: 'home', locale, site });
  props.ctx.user = user;
  const ui = header ? <AccountMenu ctx={props.ctx} /> : <AccountMenuBlock {...props} />;
  renderAt(<SWRConfig value={{ provider: () => new Map() }}>{ui}</SWRConfig>, 'home', locale);
  return props.ctx;
}

describe('pc header account menu', () => {
  it('opens from the name and lists the site file entries, the unread count on messages', async () => {
    const ctx = render(CANDIDATE, { header: true });
    const trigger = screen.getByRole('button', { name: '张明的账号菜单' });
    fireEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent?.replace(/（.*）/, '').replace(/\d+$/, ''))).toEqual(['我的简历', '我的申请', '我的收藏', '消息通知', '账号设置', '退出']);
    await waitFor(() => expect(items[3].textContent).toContain('3 条未读消息'));
    fireEvent.click(items[0]);
    expect(ctx.navigate).toHaveBeenCalledWith('user/resume');
  });

  it('logs out from the menu: the token is revoked and the home opens afresh', async () => {
    render(CANDIDATE, { header: true });
    fireEvent.click(screen.getByRole('button', { name: '张明的账号菜单' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: '退出' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${VARIANT_BASE}/home`));
    expect(mockRequest).toHaveBeenCalledWith('passport.logout', { domain: 'portal' }, { skipErrorHandler: true });
  });

  it("gives a reviewer the reviewers' menu and asks for no unread count", async () => {
    render(REVIEWER, { header: true, site: CENSOR });
    fireEvent.click(screen.getByRole('button', { name: '审查员甲的账号菜单' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['审查工作台', '修改密码', '退出']);
    expect(mockRequest).not.toHaveBeenCalledWith('passport.header', expect.anything());
  });
});

describe('pc account-menu block', () => {
  it('lists the entries as links with the unread count, logout last', async () => {
    render(CANDIDATE);
    expect(screen.getByRole('heading', { name: '张明' })).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['user/resume', 'user/applications', 'user/favourites', 'usercenter', 'user/account'].map((p) => `${VARIANT_BASE}/${p}`));
    expect(await screen.findByRole('link', { name: '消息通知（3 条未读消息）' })).toBeTruthy();
    const listItems = screen.getAllByRole('listitem');
    expect(within(listItems[listItems.length - 1]).getByRole('button').textContent?.replace(/\s/g, '')).toBe('退出');
  });

  it('asks a guest to sign in, in English', () => {
    render(null, { locale: 'en-US' });
    const link = screen.getByRole('link', { name: 'Sign in / Register' });
    expect(link.getAttribute('href')).toBe(`${VARIANT_BASE}/login?redirect=${encodeURIComponent(`${VARIANT_BASE}/home`)}`);
  });
});
