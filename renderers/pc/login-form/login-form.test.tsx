// @vitest-environment jsdom
import { renderBlock } from '@/renderers/pc/test-utils';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import LoginForm from './index';

vi.mock('@/src/session/login', () => ({ login: vi.fn() }));
const { login } = await import('@/src/session/login');
const mockLogin = vi.mocked(login);

const HOME = '/site/1/1001/portal/pc/default/pc/home';

beforeEach(() => {
  mockLogin.mockReset();
  mockLogin.mockResolvedValue({ id: 42, name: '张三', domain: 'portal' });
});

async function signIn(account: string, password: string) {
  fireEvent.change(screen.getByLabelText('账号'), { target: { value: account } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
  });
}

describe('pc login-form', () => {
  it('draws the title, account and password', () => {
    renderBlock(LoginForm, { path: 'login' });
    expect(screen.getByRole('heading', { name: '账号登录' })).toBeTruthy();
    expect(screen.getByLabelText('账号').getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('密码').getAttribute('type')).toBe('password');
  });

  it('takes its title from props', () => {
    renderBlock(LoginForm, { path: 'login', props: { title: { 'zh-CN': '考生登录', 'en-US': 'Candidates' } } });
    expect(screen.getByRole('heading', { name: '考生登录' })).toBeTruthy();
  });

  it('signs in and returns to a same-origin redirect', async () => {
    const redirect = '/site/1/1001/portal/pc/default/pc/resumeview?tab=1';
    const { ctx } = renderBlock(LoginForm, { path: `login?redirect=${encodeURIComponent(redirect)}` });
    await signIn(' 13800000001 ', 'Portal@2026');
    await waitFor(() => expect(ctx.navigate).toHaveBeenCalledWith(redirect, { replace: true }));
    expect(mockLogin).toHaveBeenCalledWith(ctx.site, ' 13800000001 ', 'Portal@2026');
  });

  it.each(['//evil.example', 'https://evil.example/x', '/\\evil.example', 'javascript:alert(1)'])('refuses the redirect %s and goes home', async (redirect) => {
    const { ctx } = renderBlock(LoginForm, { path: `login?redirect=${encodeURIComponent(redirect)}` });
    await signIn('13800000001', 'Portal@2026');
    await waitFor(() => expect(ctx.navigate).toHaveBeenCalledWith(HOME, { replace: true }));
  });

  it('goes home without a redirect', async () => {
    const { ctx } = renderBlock(LoginForm, { path: 'login' });
    await signIn('13800000001', 'Portal@2026');
    await waitFor(() => expect(ctx.navigate).toHaveBeenCalledWith(HOME, { replace: true }));
  });

  it('keeps the account after a failed login and does not navigate', async () => {
    mockLogin.mockRejectedValue(new Error('账号或密码错误'));
    const { ctx } = renderBlock(LoginForm, { path: 'login' });
    await signIn('13800000001', 'wrong');
    await waitFor(() => expect(mockLogin).toHaveBeenCalled());
    expect(ctx.navigate).not.toHaveBeenCalled();
    expect((screen.getByLabelText('账号') as HTMLInputElement).value).toBe('13800000001');
    await waitFor(() => expect((screen.getByLabelText('密码') as HTMLInputElement).value).toBe(''));
  });

  it('asks for both fields before calling login', async () => {
    renderBlock(LoginForm, { path: 'login' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '登录' }));
    });
    expect(await screen.findByText('请输入手机号或邮箱')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    expect(mockLogin).not.toHaveBeenCalled();
  });
});
