// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { at, renderBlock, site } from '@/renderers/h5/test-utils';
import LoginForm from './index';

const login = vi.hoisted(() => vi.fn());
vi.mock('@/src/session/login', () => ({ login }));

beforeEach(() => {
  login.mockReset();
  login.mockResolvedValue({ id: 5, name: '张三', domain: 'portal' });
});
afterEach(() => {
  Toast.clear();
  cleanup();
});

function fill(account: string, password: string) {
  fireEvent.change(screen.getByLabelText('账号'), { target: { value: account } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
}

describe('h5 login-form', () => {
  it('signs in with account and password and goes to a same-origin redirect', async () => {
    const back = at('layout/resumeview');
    const view = renderBlock(LoginForm, { path: `layout/login?redirect=${encodeURIComponent(back)}` });
    expect(screen.getByRole('heading', { name: '账号登录' })).toBeTruthy();
    fill('13800000001', 'Portal@2026');
    await waitFor(() => expect(view.location().pathname).toBe(back));
    expect(login).toHaveBeenCalledWith(expect.objectContaining({ portalId: site.portalId, domain: 'portal' }), '13800000001', 'Portal@2026');
  });

  it.each([['//evil.example'], ['https://evil.example/x'], ['/\\evil.example'], ['javascript:alert(1)']])('refuses redirect %s and goes home', async (redirect) => {
    const view = renderBlock(LoginForm, { path: `layout/login?redirect=${encodeURIComponent(redirect)}` });
    fill('13800000001', 'Portal@2026');
    await waitFor(() => expect(view.location().pathname).toBe(at('layout/home')));
  });

  it('asks for both fields before calling login', async () => {
    renderBlock(LoginForm, { path: 'layout/login' });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it('stays on the page after a refusal and clears the password', async () => {
    login.mockRejectedValue(new Error('账号或密码错误'));
    const view = renderBlock(LoginForm, { path: 'layout/login' });
    fill('13800000001', 'wrong');
    await waitFor(() => expect((screen.getByLabelText('密码') as HTMLInputElement).value).toBe(''));
    expect(view.location().pathname).toBe(at('layout/login'));
  });

  it('takes its title from props and can show the password', () => {
    renderBlock(LoginForm, { path: 'layout/censorlogin', props: { title: { 'zh-CN': '审核人员登录', 'en-US': 'Reviewer sign-in' } } });
    expect(screen.getByRole('heading', { name: '审核人员登录' })).toBeTruthy();
    const password = screen.getByLabelText('密码') as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: '显示密码' }));
    expect(password.type).toBe('text');
  });
});
