// @vitest-environment jsdom
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { at, renderBlock } from '@/tests/kits/h5/test-utils';
import { withAccountTexts } from '@/tests/kits/common/account-test-kit';
import type { SessionUser } from '@/src/core/envelope';
import type { LayoutProps } from '@/src/runtime/block-props';
import ArmyLayoutPortal from '@/renderers/army/h5/layout-portal';
import LayoutPortal from './index';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
const { request } = await import('@/src/api/client');
const mockRequest = vi.mocked(request);

const CANDIDATE: SessionUser = { id: 1, name: '张明', domain: 'portal' };
const headerCalls = () => mockRequest.mock.calls.filter(([name]) => name === 'passport.header').length;

/** The layout with the account catalogue and a cache of its own (no answer carried over from another test). */
function fresh(Layout: ComponentType<LayoutProps>): ComponentType<LayoutProps> {
  const Texts = withAccountTexts(Layout);
  return (props: LayoutProps) => (
    <SWRConfig value={{ provider: () => new Map() }}>
      <Texts {...props} />
    </SWRConfig>
  );
}

beforeEach(() => {
  mockRequest.mockReset();
  mockRequest.mockResolvedValue({ user: CANDIDATE, unread: 120 });
});
afterEach(cleanup);

describe('h5 top bar unread badge', () => {
  it('shows a signed-in candidate their unread notifications, leading to layout/usercenter', async () => {
    renderBlock(fresh(LayoutPortal), { title: '首页', path: 'layout/home', user: CANDIDATE });
    const badge = await screen.findByRole('link', { name: '120 条未读消息' });
    expect(badge.getAttribute('href')).toBe(at('layout/usercenter'));
    expect(badge.textContent).toBe('99+');
  });

  it('asks again after a navigation (reading an application marks its notifications read)', async () => {
    renderBlock(fresh(LayoutPortal), { title: '首页', path: 'layout/home', user: CANDIDATE });
    await screen.findByRole('link', { name: '120 条未读消息' });
    expect(headerCalls()).toBe(1);
    mockRequest.mockResolvedValue({ user: CANDIDATE, unread: 2 });
    fireEvent.click(screen.getByRole('link', { name: '公告' }));
    expect(await screen.findByRole('link', { name: '2 条未读消息' })).toBeTruthy();
    expect(headerCalls()).toBe(2);
  });

  it('draws in the army top bar too, in English', async () => {
    mockRequest.mockResolvedValue({ user: CANDIDATE, unread: 2 });
    renderBlock(fresh(ArmyLayoutPortal), { title: 'Home', path: 'layout/home', user: CANDIDATE, locale: 'en-US' });
    expect(await screen.findByRole('link', { name: '2 unread messages' })).toBeTruthy();
  });

  it('draws nothing when nothing is unread', async () => {
    mockRequest.mockResolvedValue({ user: CANDIDATE, unread: 0 });
    renderBlock(fresh(LayoutPortal), { title: '首页', path: 'layout/home', user: CANDIDATE });
    await waitFor(() => expect(headerCalls()).toBe(1));
    expect(screen.queryByRole('link', { name: /未读消息/ })).toBeNull();
  });

  it('makes no call for a guest or a reviewer', () => {
    renderBlock(fresh(LayoutPortal), { title: '首页', path: 'layout/home' });
    cleanup();
    renderBlock(fresh(LayoutPortal), { title: '首页', path: 'layout/home', user: { id: 9, name: '审核员', domain: 'censor' } });
    expect(mockRequest).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: /未读消息/ })).toBeNull();
  });
});
