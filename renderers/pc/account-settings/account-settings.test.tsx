// @vitest-environment jsdom
import { addMessages, makeBlockProps, renderAt, renderBlock } from '@/tests/kits/pc/test-utils';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountMessages, sentPassword, stubLocationAssign } from '@/tests/kits/common/account-test-kit';
import { useActionFormHost } from '@/renderers/common/action-form/host';
import type { UserProfile } from '@/src/core/account-api';
import type { Block } from '@/src/core/schema-types';
import { readToken, readUser, writeToken, writeUser } from '@/src/session/token-store';
import AccountSettings from './index';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
vi.mock('@/src/runtime/schema-source', async () => (await import('@/tests/kits/common/account-test-kit')).schemaSourceMock);
const { request } = await import('@/src/api/client');
const mockRequest = vi.mocked(request);
addMessages('zh-CN', accountMessages['zh-CN']);

const PROFILE: UserProfile = { id: 7, name: '李四', mobile: '13912345678', domain: 'portal', createdAt: '2026-03-01T08:00:00.000Z', hasPassword: true };
const ROWS = [
  { key: 'password', to: 'updatePasswd' },
  { key: 'email', to: 'updateEmail' },
  { key: 'phone', to: 'updatePhone' },
];
const FORMS: Block[] = ['password', 'email', 'phone'].map((id) => ({ type: 'action-form', id }));

const assign = stubLocationAssign();
beforeEach(() => {
  localStorage.clear();
  writeToken('1001', { key: 'x-portal-token', value: 'tok' });
  writeUser('1001', { id: 7, name: '李四', domain: 'portal' });
  mockRequest.mockReset();
});

/** A child form that reports a success to its host at a click, as an action-form does after its call. */
function FakeForm({ id, answer }: { id: string; answer: unknown }) {
  const host = useActionFormHost();
  return (
    <button type="button" onClick={() => host?.onSuccess(answer)}>
      {`提交表单 ${id}`}
    </button>
  );
}

const renderSettings = () => renderBlock(AccountSettings, { path: 'user/account', type: 'account-settings', props: { rows: ROWS }, data: PROFILE, blocks: FORMS });

describe('pc account-settings', () => {
  it('shows the profile: name, mobile, an unbound email, the password state and the registration date', async () => {
    renderSettings();
    const list = screen.getByRole('region', { name: '账号设置' });
    expect(within(list).getByText('李四')).toBeTruthy();
    expect(within(list).getByText('13912345678')).toBeTruthy();
    expect(within(list).getByText('未绑定')).toBeTruthy();
    expect(within(list).getByText('已设置')).toBeTruthy();
    expect(within(list).getByText('2026-03-01')).toBeTruthy();
    // pc has no updatePasswd page: the rows open their forms here instead of linking away
    expect(await screen.findByRole('button', { name: '修改登录密码' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '绑定邮箱' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '修改登录密码' })).toBeNull();
  });

  it('opens the row\'s form in a modal; its success reloads the profile and updates the stored user (the browser test sees it close)', async () => {
    const props = makeBlockProps<UserProfile>({ type: 'account-settings', path: 'user/account', props: { rows: ROWS }, data: PROFILE, blocks: FORMS });
    props.renderBlocks = (blocks) => blocks?.map((b) => <FakeForm key={b.id} id={b.id ?? ''} answer={{ ...PROFILE, email: 'li@example.cn' }} />);
    renderAt(<AccountSettings {...props} />, 'user/account');
    fireEvent.click(await screen.findByRole('button', { name: '绑定邮箱' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('绑定邮箱')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '提交表单 email' }));
    });
    expect(props.reload).toHaveBeenCalled();
    expect(readUser('1001')?.email).toBe('li@example.cn');
  });

  it('edits the name in place and keeps the stored user in step', async () => {
    mockRequest.mockResolvedValue({ ...PROFILE, name: '李小四' } as never);
    const { props } = renderSettings();
    fireEvent.click(screen.getByRole('button', { name: '修改姓名' }));
    const input = screen.getByLabelText('姓名');
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.getByRole('alert').textContent).toBe('请输入姓名');
    fireEvent.change(input, { target: { value: ' 李小四 ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '保存' }));
    });
    expect(mockRequest).toHaveBeenCalledWith('userinfo.changeName', { name: '李小四' });
    await waitFor(() => expect(props.reload).toHaveBeenCalled());
    expect(readUser('1001')?.name).toBe('李小四');
  });

  it('unsubscribes only with the password and the confirmation, then forgets the session and loads home', async () => {
    mockRequest.mockResolvedValue(null as never);
    renderSettings();
    fireEvent.click(screen.getByRole('button', { name: '注销账号' }));
    const dialog = await screen.findByRole('dialog');
    const ok = within(dialog).getByRole('button', { name: '确认注销' });
    expect(ok.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('请输入登录密码确认身份'), { target: { value: 'Portal@2026' } });
    expect(ok.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox'));
    await act(async () => {
      fireEvent.click(ok);
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/site/1/1001/portal/pc/default/pc/home'));
    const [name, body] = mockRequest.mock.calls[0];
    expect(name).toBe('userinfo.unsubscribe');
    expect(sentPassword(body?.password)).toBe('Portal@2026');
    expect(readToken('1001')).toBeNull();
    expect(readUser('1001')).toBeNull();
  });

  it('keeps the session when the password is refused', async () => {
    mockRequest.mockRejectedValue(new Error('密码错误'));
    renderSettings();
    fireEvent.click(screen.getByRole('button', { name: '注销账号' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('请输入登录密码确认身份'), { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '确认注销' }));
    });
    await waitFor(() => expect(mockRequest).toHaveBeenCalled());
    expect(assign).not.toHaveBeenCalled();
    expect(readToken('1001')).not.toBeNull();
  });
});
