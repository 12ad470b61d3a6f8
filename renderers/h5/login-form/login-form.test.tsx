// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { at, renderBlock, site } from '@/tests/kits/h5/test-utils';
import { withAccountTexts } from '@/tests/kits/common/account-test-kit';
import { BizError } from '@/src/api/errors';
import Block from './index';

const LoginForm = withAccountTexts(Block);
const login = vi.hoisted(() => vi.fn());
vi.mock('@/src/session/login', () => ({ login }));
vi.mock('@/src/runtime/schema-source', async () => (await import('@/tests/kits/common/account-test-kit')).schemaSourceMock);

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
    expect(login).toHaveBeenCalledWith(expect.objectContaining({ portalId: site.portalId, domain: 'portal' }), '13800000001', 'Portal@2026', undefined);
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

  it('stays on the page after a refusal and keeps the account and the password', async () => {
    login.mockRejectedValue(new Error('账号或密码错误'));
    const view = renderBlock(LoginForm, { path: 'layout/login' });
    fill('13800000001', 'wrong');
    await waitFor(() => expect(login).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: '登录' }).hasAttribute('disabled')).toBe(false));
    expect((screen.getByLabelText('账号') as HTMLInputElement).value).toBe('13800000001');
    expect((screen.getByLabelText('密码') as HTMLInputElement).value).toBe('wrong');
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

  it('shows the captcha when the server asks for it and sends it with its attrKey; nothing repeats the message', async () => {
    login.mockRejectedValueOnce(new BizError({ errorMessage: '请输入图形验证码', errorCode: 'CAPTCHA_REQUIRED', data: { captchaRequired: true } }));
    renderBlock(LoginForm, { path: 'layout/login' });
    fill('13800000001', 'wrong');
    const captcha = await screen.findByLabelText('图形验证码');
    expect(screen.queryByText('请输入图形验证码')).toBeNull();
    const src = screen.getByRole('img', { name: '图形验证码，点击更换' }).getAttribute('src') ?? '';
    fireEvent.change(captcha, { target: { value: 'Q8ZT' } });
    fill('13800000001', 'Portal@2026');
    await waitFor(() => expect(login).toHaveBeenCalledTimes(2));
    expect(login.mock.calls[1][3]).toEqual({ attrKey: new URL(src, 'http://x').searchParams.get('attrKey'), captcha: 'Q8ZT' });
  });

  it('links to regist and forgetpassword under layout/', async () => {
    const links = [
      { text: 'account.link.register', to: 'regist' },
      { text: 'account.link.forget', to: 'forgetpassword' },
    ];
    renderBlock(LoginForm, { path: 'layout/login', props: { links } });
    expect((await screen.findByRole('link', { name: '没有账号？立即注册' })).getAttribute('href')).toBe(at('layout/regist'));
    expect(screen.getByRole('link', { name: '忘记密码？' }).getAttribute('href')).toBe(at('layout/forgetpassword'));
  });
});
