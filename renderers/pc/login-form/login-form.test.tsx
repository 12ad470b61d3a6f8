// @vitest-environment jsdom
import { addMessages, renderBlock, testSite } from '@/tests/kits/pc/test-utils';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '@/tests/kits/common/account-test-kit';
import { BizError } from '@/src/api/errors';
import LoginForm from './index';

vi.mock('@/src/session/login', () => ({ login: vi.fn() }));
vi.mock('@/src/runtime/schema-source', async () => (await import('@/tests/kits/common/account-test-kit')).schemaSourceMock);
addMessages('zh-CN', accountMessages['zh-CN']);
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
    expect(mockLogin).toHaveBeenCalledWith(ctx.site, ' 13800000001 ', 'Portal@2026', undefined);
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

  it('keeps the account and the password after a failed login and does not navigate', async () => {
    mockLogin.mockRejectedValue(new Error('账号或密码错误'));
    const { ctx } = renderBlock(LoginForm, { path: 'login' });
    await signIn('13800000001', 'wrong');
    await waitFor(() => expect(mockLogin).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: '登录' }).hasAttribute('disabled')).toBe(false));
    expect(ctx.navigate).not.toHaveBeenCalled();
    expect((screen.getByLabelText('账号') as HTMLInputElement).value).toBe('13800000001');
    expect((screen.getByLabelText('密码') as HTMLInputElement).value).toBe('wrong');
    // the password is focused, to correct the typo
    expect(document.activeElement).toBe(screen.getByLabelText('密码'));
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

  it('shows the captcha once the server asks for it, and sends it with its attrKey', async () => {
    mockLogin.mockRejectedValueOnce(new BizError({ errorMessage: '请输入图形验证码', errorCode: 'CAPTCHA_REQUIRED', data: { captchaRequired: true } }));
    const { ctx } = renderBlock(LoginForm, { path: 'login' });
    expect(screen.queryByLabelText('图形验证码')).toBeNull();
    await signIn('13800000001', 'wrong');
    const captcha = await screen.findByLabelText('图形验证码');
    // the client showed the server's message; the form does not repeat it
    expect(screen.queryByText('请输入图形验证码')).toBeNull();
    const src = screen.getByRole('img', { name: '图形验证码，点击更换' }).getAttribute('src') ?? '';
    const attrKey = new URL(src, 'http://x').searchParams.get('attrKey');
    fireEvent.change(captcha, { target: { value: 'K3PD' } });
    await signIn('13800000001', 'Portal@2026');
    await waitFor(() => expect(mockLogin).toHaveBeenLastCalledWith(ctx.site, '13800000001', 'Portal@2026', { attrKey, captcha: 'K3PD' }));
  });

  it('draws a new captcha after each failure once it is shown; a lockout is only the client\'s message', async () => {
    mockLogin.mockRejectedValue(new BizError({ errorMessage: '请输入图形验证码', errorCode: 'CAPTCHA_REQUIRED', data: { captchaRequired: true } }));
    renderBlock(LoginForm, { path: 'login' });
    await signIn('13800000001', 'wrong');
    const img = () => screen.getByRole('img', { name: '图形验证码，点击更换' }).getAttribute('src');
    const first = await waitFor(img);
    mockLogin.mockRejectedValue(new BizError({ errorMessage: '登录失败次数过多，请15分钟后再试', errorCode: 'LOGIN_LOCKED' }));
    fireEvent.change(screen.getByLabelText('图形验证码'), { target: { value: 'AAAA' } });
    await signIn('13800000001', 'wrong');
    await waitFor(() => expect(img()).not.toBe(first));
    expect((screen.getByLabelText('图形验证码') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText(/登录失败次数过多/)).toBeNull();
  });

  it('links to registration and the forgotten password where the variant has them (army pc), not on default pc', async () => {
    const links = [
      { text: 'account.link.register', to: 'regist' },
      { text: 'account.link.forget', to: 'forgetpassword' },
    ];
    const army = { ...testSite, template: 'army', variantBase: '/site/1/1002/portal/pc/army/pc', portalId: '1002' };
    renderBlock(LoginForm, { path: 'login?redirect=%2Fback', props: { links }, site: army });
    expect((await screen.findByRole('link', { name: '没有账号？立即注册' })).getAttribute('href')).toBe('/site/1/1002/portal/pc/army/pc/regist?redirect=%2Fback');
    expect(screen.getByRole('link', { name: '忘记密码？' }).getAttribute('href')).toBe('/site/1/1002/portal/pc/army/pc/forgetpassword?redirect=%2Fback');
  });

  it('draws no link to a page default pc does not have', async () => {
    renderBlock(LoginForm, { path: 'login', props: { links: [{ text: 'account.link.register', to: 'accountSettings' }] } });
    await act(async () => {});
    expect(screen.queryByRole('link', { name: '没有账号？立即注册' })).toBeNull();
  });
});
