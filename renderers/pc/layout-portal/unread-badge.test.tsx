// @vitest-environment jsdom
import { addMessages, makeBlockProps, renderAt } from '@/tests/kits/pc/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '@/tests/kits/common/account-test-kit';
import type { SessionUser } from '@/src/core/envelope';
import ArmyLayoutPortal from '@/renderers/army/pc/layout-portal';
import LayoutPortal from './index';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
const { request } = await import('@/src/api/client');
const mockRequest = vi.mocked(request);
addMessages('zh-CN', accountMessages['zh-CN']);
addMessages('en-US', accountMessages['en-US']);

const CANDIDATE: SessionUser = { id: 1, name: '张明', domain: 'portal' };

beforeEach(() => {
  mockRequest.mockReset();
  mockRequest.mockImplementation(async (name) => (name === 'passport.header' ? { user: CANDIDATE, unread: 3 } : null));
});

function renderLayout(user: SessionUser | null, { locale = 'zh-CN', army = false, domain = 'portal' } = {}) {
  const props = makeBlockProps({ type: 'layout-portal', path: 'notice', locale });
  props.ctx.user = user;
  props.ctx.site = { ...props.ctx.site, domain };
  const Layout = army ? ArmyLayoutPortal : LayoutPortal;
  return renderAt(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Layout {...props} title="通知公告">
        <p>页面内容</p>
      </Layout>
    </SWRConfig>,
    'notice',
    locale,
  );
}

describe('pc header unread badge', () => {
  it('shows a signed-in candidate their unread notifications, leading to the application assistant', async () => {
    renderLayout(CANDIDATE);
    const badge = await screen.findByRole('link', { name: '3 条未读消息' });
    expect(badge.getAttribute('href')).toBe('/site/1/1001/portal/pc/default/pc/usercenter');
    expect(badge.textContent).toContain('3');
    expect(mockRequest).toHaveBeenCalledWith('passport.header', {});
    expect(await screen.findByRole('button', { name: '张明的账号菜单' })).toBeTruthy();
  });

  it('names one message in the singular in English, and draws on the army header too', async () => {
    mockRequest.mockResolvedValue({ user: CANDIDATE, unread: 1 });
    renderLayout(CANDIDATE, { locale: 'en-US', army: true });
    expect(await screen.findByRole('link', { name: '1 unread message' })).toBeTruthy();
  });

  it('draws no badge when nothing is unread', async () => {
    mockRequest.mockResolvedValue({ user: CANDIDATE, unread: 0 });
    renderLayout(CANDIDATE);
    await waitFor(() => expect(mockRequest).toHaveBeenCalledWith('passport.header', {}));
    expect(screen.queryByRole('link', { name: /未读消息/ })).toBeNull();
  });

  it('makes no call for a guest, who gets the login link', () => {
    renderLayout(null);
    expect(screen.getByRole('link', { name: '登录' })).toBeTruthy();
    expect(mockRequest).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: /未读消息/ })).toBeNull();
  });

  it('makes no call in the censor domain (reviewers)', async () => {
    renderLayout({ id: 9, name: '审核员', domain: 'censor' }, { domain: 'censor' });
    expect(await screen.findByRole('button', { name: '审核员的账号菜单' })).toBeTruthy();
    expect(mockRequest).not.toHaveBeenCalled();
  });
});
