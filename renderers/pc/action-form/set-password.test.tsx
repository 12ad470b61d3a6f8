// @vitest-environment jsdom
import { addMessages, makeBlockProps, renderAt } from '@/tests/kits/pc/test-utils';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountMessages, sentPassword } from '@/tests/kits/common/account-test-kit';
import type { UserProfile } from '@/src/core/account-api';
import type { Block } from '@/src/core/schema-types';
import type { BlockProps } from '@/src/runtime/block-props';
import { writeToken, writeUser } from '@/src/session/token-store';
import userAccount from '@/schemas/pages/user-account.json';
import AccountSettings from '@/renderers/pc/account-settings';
import ActionForm from './index';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
vi.mock('@/src/runtime/schema-source', async () => (await import('@/tests/kits/common/account-test-kit')).schemaSourceMock);
const { request } = await import('@/src/api/client');
const mockRequest = vi.mocked(request);
addMessages('zh-CN', accountMessages['zh-CN']);

// the real account tab of the personal centre: account-settings with its forms
const ACCOUNT = (userAccount.blocks[0].blocks as unknown as Block[]).find((b) => b.type === 'account-settings') as Block;
const PROFILE: UserProfile = { id: 7, name: '李四', mobile: '13912345678', domain: 'portal', createdAt: '2026-03-01T08:00:00.000Z', hasPassword: true };

beforeEach(() => {
  localStorage.clear();
  writeToken('1001', { key: 'x-portal-token', value: 'tok' });
  writeUser('1001', { id: 7, name: '李四', domain: 'portal' });
  mockRequest.mockReset();
  mockRequest.mockImplementation(async (name) => {
    if (name === 'code.sendMobile') return { expiresIn: 600, resendIn: 60 };
    if (name === 'userinfo.savePasswd') return null;
    throw new Error(`unexpected ${name}`);
  });
});

function renderAccountTab(profile: UserProfile) {
  const props = makeBlockProps<UserProfile>({ type: 'account-settings', path: 'user/account', props: ACCOUNT.props, data: profile, blocks: ACCOUNT.blocks });
  // each child block is an action-form with the same profile as its userinfo.info, drawing its own children
  const formProps = (b: Block): BlockProps => ({ ...(props as unknown as BlockProps), block: b, props: b.props ?? {}, renderBlocks });
  function renderBlocks(blocks: Block[] | undefined) {
    return blocks?.map((b) => <ActionForm key={b.id} {...formProps(b)} />);
  }
  props.renderBlocks = renderBlocks;
  renderAt(<AccountSettings {...props} />, 'user/account');
  return props;
}

describe('pc account tab: setting a password with an SMS code', () => {
  it('offers the SMS way in the password modal and sets the password with a code sent to the own mobile', async () => {
    const props = renderAccountTab(PROFILE);
    fireEvent.click(await screen.findByRole('button', { name: '修改登录密码' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('原密码')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '忘记原密码？用短信验证码设置' }));
    expect(within(dialog).queryByLabelText('原密码')).toBeNull();
    expect(within(dialog).getByText('验证码将发送至 139****5678')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('图形验证码'), { target: { value: 'WX7K' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    await waitFor(() =>
      expect(mockRequest).toHaveBeenCalledWith('code.sendMobile', { purpose: 'savePasswd', mobile: '13912345678', captcha: 'WX7K', attrKey: expect.any(String) }),
    );
    fireEvent.change(within(dialog).getByLabelText('验证码'), { target: { value: '123456' } });
    fireEvent.change(within(dialog).getByLabelText('新密码'), { target: { value: 'Newpass#2026' } });
    fireEvent.change(within(dialog).getByLabelText('确认密码'), { target: { value: 'Newpass#2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '设置密码' }));
    await waitFor(() => expect(props.reload).toHaveBeenCalled());
    const body = mockRequest.mock.calls.find(([name]) => name === 'userinfo.savePasswd')?.[1] as { code: string; password: string };
    expect(body.code).toBe('123456');
    expect(sentPassword(body.password)).toBe('Newpass#2026');
  });

  it('an account without a password gets "设置登录密码" and the set-password form alone', async () => {
    renderAccountTab({ ...PROFILE, hasPassword: false });
    expect(screen.getByText('未设置')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '设置登录密码' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('原密码')).toBeNull();
    expect(within(dialog).getByRole('button', { name: '设置密码' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '用原密码修改' })).toBeNull();
  });
});
