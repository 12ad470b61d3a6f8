// @vitest-environment jsdom
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { at, renderBlock, site } from '@/tests/kits/h5/test-utils';
import { stubLocationAssign, withAccountTexts } from '@/tests/kits/common/account-test-kit';
import type { SessionUser } from '@/src/core/envelope';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import AccountMenuBlock from './index';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
const { request } = await import('@/src/api/client');
const mockRequest = vi.mocked(request);

const CANDIDATE: SessionUser = { id: 1, name: '张明', domain: 'portal' };
const REVIEWER: SessionUser = { id: 7, name: '审查员甲', domain: 'censor' };
const CENSOR = { ...site, domain: 'censor', siteBase: '/site/1/1001/censor/h5', variantBase: '/site/1/1001/censor/h5/default/h5' };

const assign = stubLocationAssign();
beforeEach(() => {
  mockRequest.mockReset();
  mockRequest.mockImplementation(async (name) => (name === 'passport.header' ? { user: CANDIDATE, unread: 2 } : null));
});
afterEach(() => {
  cleanup();
});

function fresh(): ComponentType<BlockProps<unknown, PropsFor<'account-menu'>>> {
  const Texts = withAccountTexts(AccountMenuBlock);
  return (props: BlockProps<unknown, PropsFor<'account-menu'>>) => (
    <SWRConfig value={{ provider: () => new Map() }}>
      <Texts {...props} />
    </SWRConfig>
  );
}

describe('h5 account-menu (the "mine" page)', () => {
  it("lists the site file's entries for a candidate, with the unread count, and 退出 last", async () => {
    renderBlock(fresh(), { path: 'layout/mine', user: CANDIDATE });
    expect(screen.getByText('张明')).toBeTruthy();
    const list = screen.getByRole('navigation', { name: '我的账号' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      ['layout/user/resume', 'layout/user/applications', 'layout/collect', 'layout/usercenter', 'layout/accountSettings'].map(at),
    );
    expect(links[0].textContent).toContain('我的简历');
    expect(await screen.findByRole('link', { name: '消息通知（2 条未读消息）' })).toBeTruthy();
    const buttons = screen.getAllByRole('button');
    expect(buttons[buttons.length - 1].textContent).toBe('退出');
    // nothing after the logout in the page's order
    const all = [...document.querySelectorAll('a, button')];
    expect(all[all.length - 1].textContent).toBe('退出');
  });

  it('logs out: the token is revoked and the home opens afresh', async () => {
    renderBlock(fresh(), { path: 'layout/mine', user: CANDIDATE });
    fireEvent.click(screen.getByRole('button', { name: '退出' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(at('layout/home')));
    expect(mockRequest).toHaveBeenCalledWith('passport.logout', { domain: 'portal' }, { skipErrorHandler: true });
  });

  it('gives a reviewer their own menu: workspace, account settings, logout; no unread call', () => {
    renderBlock(fresh(), { path: 'layout/mine', user: REVIEWER, site: CENSOR });
    const links = within(screen.getByRole('navigation', { name: '我的账号' })).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['审查工作台', '账号设置']);
    expect(links[0].getAttribute('href')).toBe(`${CENSOR.variantBase}/layout/review`);
    expect(screen.getByRole('button', { name: '退出' })).toBeTruthy();
    expect(mockRequest).not.toHaveBeenCalledWith('passport.header', expect.anything());
  });

  it('asks a guest to sign in, returning to the page, in English too', () => {
    renderBlock(fresh(), { path: 'layout/mine', locale: 'en-US' });
    expect(screen.getByText('Sign in to see your resume, applications and favourites')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Sign in / Register' });
    expect(link.getAttribute('href')).toBe(`${at('layout/login')}?redirect=${encodeURIComponent(at('layout/mine'))}`);
  });
});
