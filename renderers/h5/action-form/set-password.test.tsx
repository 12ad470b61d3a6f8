// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { renderBlock } from '@/tests/kits/h5/test-utils';
import { sentPassword, withAccountTexts } from '@/tests/kits/common/account-test-kit';
import type { UserProfile } from '@/src/core/account-api';
import type { Block as BlockSchema } from '@/src/core/schema-types';
import type { BlockProps } from '@/src/runtime/block-props';
import updatePassword from '@/schemas/pages/update-password.json';
import Block from './index';

const request = vi.hoisted(() => vi.fn());
vi.mock('@/src/api/client', () => ({ request }));
vi.mock('@/src/runtime/schema-source', async () => (await import('@/tests/kits/common/account-test-kit')).schemaSourceMock);

// the real page schema: the change-password form with the set-password form as its alternative
const CHANGE = updatePassword.blocks[0] as unknown as BlockSchema;
const ActionForm = withAccountTexts(Block);

/** The change form as the page draws it: its child blocks drawn as action-forms with the same profile. */
function PageForm(props: BlockProps) {
  const renderBlocks = (blocks: BlockSchema[] | undefined) => blocks?.map((b) => <ActionForm key={b.id} {...props} block={b} props={b.props ?? {}} />);
  return <ActionForm {...props} block={CHANGE} renderBlocks={renderBlocks} />;
}

const PROFILE: UserProfile = { id: 7, name: '李四', mobile: '13912345678', domain: 'portal', createdAt: '2026-03-01T08:00:00.000Z', hasPassword: true };
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  request.mockReset();
  request.mockImplementation(async (name: string) => {
    if (name === 'code.sendMobile' || name === 'code.sendEmail') return { expiresIn: 600, resendIn: 60 };
    if (name === 'userinfo.savePasswd') return null;
    throw new Error(`unexpected ${name}`);
  });
});
afterEach(() => {
  Toast.clear();
  cleanup();
});

describe('h5 update-password: setting a password with an SMS code', () => {
  it('offers the SMS way under the change form; the code goes to the own mobile and the new password is set', async () => {
    const { location } = renderBlock(PageForm, { props: CHANGE.props, data: PROFILE, path: 'layout/updatePasswd', user: { id: 7, name: '李四', domain: 'portal' } });
    expect(screen.getByLabelText('原密码')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '忘记原密码？用短信验证码设置' }));
    expect(screen.queryByLabelText('原密码')).toBeNull();
    expect(screen.getByText('验证码将发送至 139****5678')).toBeTruthy();

    type('图形验证码', 'WX7K');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('code.sendMobile', { purpose: 'savePasswd', mobile: '13912345678', captcha: 'WX7K', attrKey: expect.any(String) }),
    );
    type('验证码', '123456');
    type('新密码', 'Newpass#2026');
    type('确认密码', 'Newpass#2026');
    fireEvent.click(screen.getByRole('button', { name: '设置密码' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('userinfo.savePasswd', { code: '123456', password: expect.any(String) }));
    const body = request.mock.calls.find(([name]) => name === 'userinfo.savePasswd')?.[1] as { password: string };
    expect(sentPassword(body.password)).toBe('Newpass#2026');
    await waitFor(() => expect(location().pathname).toMatch(/\/layout\/accountSettings$/));
  });

  it('leads back to the change form', () => {
    renderBlock(PageForm, { props: CHANGE.props, data: PROFILE, path: 'layout/updatePasswd' });
    fireEvent.click(screen.getByRole('button', { name: '忘记原密码？用短信验证码设置' }));
    fireEvent.click(screen.getByRole('button', { name: '用原密码修改' }));
    expect(screen.getByLabelText('原密码')).toBeTruthy();
  });

  it('shows only the set-password form to an account without a password (SSO)', () => {
    renderBlock(PageForm, { props: CHANGE.props, data: { ...PROFILE, hasPassword: false }, path: 'layout/updatePasswd' });
    expect(screen.queryByLabelText('原密码')).toBeNull();
    expect(screen.getByRole('button', { name: '设置密码' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '用原密码修改' })).toBeNull();
  });

  it('sends to the own email when the account has no mobile', async () => {
    renderBlock(PageForm, { props: CHANGE.props, data: { ...PROFILE, mobile: undefined, email: 'li@example.cn', hasPassword: false }, path: 'layout/updatePasswd' });
    expect(screen.getByText('验证码将发送至 l***@example.cn')).toBeTruthy();
    type('图形验证码', 'WX7K');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('code.sendEmail', { purpose: 'savePasswd', email: 'li@example.cn', captcha: 'WX7K', attrKey: expect.any(String) }),
    );
  });
});
