// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { at, renderBlock } from '@/tests/kits/h5/test-utils';
import { sentPassword, stubLocationAssign, withAccountTexts } from '@/tests/kits/common/account-test-kit';
import type { UserProfile } from '@/src/core/account-api';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { readToken, readUser, writeToken, writeUser } from '@/src/session/token-store';
import Block from './index';

const request = vi.hoisted(() => vi.fn());
vi.mock('@/src/api/client', () => ({ request }));
vi.mock('@/src/runtime/schema-source', async () => (await import('@/tests/kits/common/account-test-kit')).schemaSourceMock);

const AccountSettings = withAccountTexts(Block);
const PROFILE: UserProfile = { id: 7, name: '李四', mobile: '13912345678', email: 'li@example.cn', domain: 'portal', createdAt: '2026-03-01T08:00:00.000Z', hasPassword: true };
const ROWS = [
  { key: 'password', to: 'updatePasswd' },
  { key: 'email', to: 'updateEmail' },
  { key: 'phone', to: 'updatePhone' },
];

const assign = stubLocationAssign();
beforeEach(() => {
  localStorage.clear();
  writeToken('1001', { key: 'x-portal-token', value: 'tok' });
  writeUser('1001', { id: 7, name: '李四', domain: 'portal' });
  request.mockReset();
});
afterEach(() => {
  Toast.clear();
  cleanup();
});

const renderSettings = () => renderBlock(AccountSettings, { path: 'layout/accountSettings', props: { rows: ROWS }, data: PROFILE });

describe('h5 account-settings', () => {
  it('lists the profile, and the change rows lead to the update pages under layout/', async () => {
    const view = renderSettings();
    expect(screen.getByText('李四')).toBeTruthy();
    expect(screen.getByText('li@example.cn')).toBeTruthy();
    expect(screen.getByText('13912345678')).toBeTruthy();
    expect(screen.getByText('2026-03-01')).toBeTruthy();
    const link = await screen.findByRole('link', { name: /登录密码/ });
    expect(link.getAttribute('href')).toBe(at('layout/updatePasswd'));
    expect(screen.getByRole('link', { name: /手机号码/ }).getAttribute('href')).toBe(at('layout/updatePhone'));
    await act(async () => {
      fireEvent.click(link);
    });
    await waitFor(() => expect(view.location().pathname).toBe(at('layout/updatePasswd')));
  });

  it('edits the name in place', async () => {
    request.mockResolvedValue({ ...PROFILE, name: '王五' });
    const view = renderSettings();
    fireEvent.click(screen.getByRole('button', { name: '修改姓名 李四' }));
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '王五' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '保存' }));
    });
    expect(request).toHaveBeenCalledWith('userinfo.changeName', { name: '王五' });
    await waitFor(() => expect(view.reload).toHaveBeenCalled());
    expect(readUser('1001')?.name).toBe('王五');
  });

  it('unsubscribes with the password and a confirmation, then starts home afresh without a session', async () => {
    request.mockResolvedValue(null);
    renderSettings();
    fireEvent.click(screen.getByText('注销账号'));
    const confirm = await screen.findByRole('button', { name: '确认注销' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('请输入登录密码确认身份'), { target: { value: 'Portal@2026' } });
    fireEvent.click(screen.getByText('我已知晓上述后果，确认注销账号'));
    await act(async () => {
      fireEvent.click(confirm);
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith(at('layout/home')));
    expect(request.mock.calls[0][0]).toBe('userinfo.unsubscribe');
    expect(sentPassword(request.mock.calls[0][1].password)).toBe('Portal@2026');
    expect(readToken('1001')).toBeNull();
  });

  it('logs out: the token is revoked on the server and forgotten here', async () => {
    request.mockResolvedValue(null);
    renderSettings();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '退出' }));
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith(at('layout/home')));
    expect(request).toHaveBeenCalledWith('passport.logout', { domain: 'portal' }, { skipErrorHandler: true });
    expect(readToken('1001')).toBeNull();
  });

  it('opens the schema\'s form in a popup where the variant has no page for the row', async () => {
    renderBlock(
      withAccountTexts((props: BlockProps<UserProfile, PropsFor<'account-settings'>>) => <Block {...props} block={{ type: 'account-settings', blocks: [{ type: 'action-form', id: 'email' }] }} renderBlocks={(b) => b?.map((x) => <p key={x.id}>{`form ${x.id}`}</p>)} />),
      { path: 'layout/user/account', props: { rows: [{ key: 'email', to: 'noSuchPage' }] }, data: PROFILE },
    );
    fireEvent.click(await screen.findByRole('button', { name: /邮箱/ }));
    const popup = screen.getByText('form email').closest('.adm-popup-body') as HTMLElement;
    expect(within(popup).getByRole('heading', { name: '邮箱' })).toBeTruthy();
  });
});
