// @vitest-environment jsdom
import { addMessages, renderBlock } from '@/tests/kits/pc/test-utils';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountMessages, sentPassword } from '@/tests/kits/common/account-test-kit';
import { readToken, readUser } from '@/src/session/token-store';
import ActionForm from './index';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
vi.mock('@/src/runtime/schema-source', async () => (await import('@/tests/kits/common/account-test-kit')).schemaSourceMock);
const { request } = await import('@/src/api/client');
const mockRequest = vi.mocked(request);

addMessages('zh-CN', accountMessages['zh-CN']);
addMessages('en-US', accountMessages['en-US']);

const REGISTER = {
  fields: [
    { kind: 'mobile', name: 'mobile' },
    { kind: 'captcha', name: 'captcha', submit: false },
    { kind: 'code', name: 'code', send: { endpoint: 'code.sendMobile', to: 'mobile', captcha: 'captcha', params: { purpose: 'regist' } } },
    { kind: 'name', name: 'name' },
    { kind: 'new-password', name: 'password' },
    { kind: 'agree', name: 'agree', privacy: 'user.toregist' },
  ],
  submit: { endpoint: 'user.regist', params: { accountType: 'mobile' }, text: 'account.register.submit' },
  success: { signIn: true, message: 'account.register.done', navigate: 'home', redirect: true },
  links: [{ text: 'account.link.login', to: 'login' }],
};

const SIGNED_IN = { token: { key: 'x-portal-token', value: 'tok-1' }, user: { id: 7, name: '李四', mobile: '13912345678', domain: 'portal' } };

beforeEach(() => {
  localStorage.clear();
  mockRequest.mockReset();
  mockRequest.mockImplementation(async (name) => {
    if (name === 'code.sendMobile') return { expiresIn: 600, resendIn: 60 } as never;
    if (name === 'user.regist') return SIGNED_IN as never;
    if (name === 'user.toregist') return { privacy: { title: '隐私政策', bodyHtml: '<p>我们保护您的信息</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>' }, accountTypes: ['mobile'], password: {} } as never;
    throw new Error(`unexpected ${name}`);
  });
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};
const captchaSrc = () => (screen.getByRole('img', { name: '图形验证码，点击更换' }) as HTMLImageElement).getAttribute('src') ?? '';

function fillRegistration(password = 'Harbor#2026') {
  type('手机号码', '13912345678');
  type('图形验证码', 'ab12');
  type('验证码', '123456');
  type('姓名', ' 李四 ');
  type('密码', password);
  type('确认密码', password);
}

describe('pc action-form', () => {
  it('refuses a wrong mobile number with the spec message, and a weak or unconfirmed password', async () => {
    renderBlock(ActionForm, { path: 'regist', props: REGISTER, type: 'action-form' });
    type('手机号码', '12345');
    type('密码', 'abcdefgh');
    type('确认密码', 'abcdefgx');
    await click('注册');
    expect(await screen.findByText('请输入正确的手机号码！')).toBeTruthy();
    expect(await screen.findByText('该密码过于常见，请换一个更难猜的密码')).toBeTruthy();
    expect(screen.getByText('两次输入的密码不一致')).toBeTruthy();
    expect(screen.getByText('请阅读并同意隐私政策')).toBeTruthy();
    expect(mockRequest).not.toHaveBeenCalled();
  });

  it('sends the code with the mobile and the captcha, counts down, and draws a new captcha', async () => {
    renderBlock(ActionForm, { path: 'regist', props: REGISTER, type: 'action-form' });
    const before = captchaSrc();
    expect(before).toMatch(/^\/pt\/captcha\/generate\?attrKey=[A-Za-z0-9_-]{24}&random=\d+&relationId=1001$/);
    await click('获取验证码');
    expect(await screen.findByText('请输入手机号码')).toBeTruthy();
    expect(screen.getByText('请输入图形验证码')).toBeTruthy();
    expect(mockRequest).not.toHaveBeenCalled();

    type('手机号码', '13912345678');
    type('图形验证码', ' ab12 ');
    await click('获取验证码');
    await waitFor(() => expect(mockRequest).toHaveBeenCalledTimes(1));
    const attrKey = new URL(before, 'http://x').searchParams.get('attrKey');
    expect(mockRequest).toHaveBeenCalledWith('code.sendMobile', { purpose: 'regist', mobile: '13912345678', captcha: 'ab12', attrKey });
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeTruthy();
    expect(captchaSrc()).not.toBe(before);
    expect((screen.getByLabelText('图形验证码') as HTMLInputElement).value).toBe('');
  });

  it('registers: the password encrypted, no confirm or captcha sent, signed in, back to a same-origin redirect', async () => {
    const back = '/site/1/1001/portal/pc/default/pc/resumeview';
    const { ctx } = renderBlock(ActionForm, { path: `regist?redirect=${encodeURIComponent(back)}`, props: REGISTER, type: 'action-form' });
    fillRegistration();
    fireEvent.click(screen.getByRole('checkbox'));
    await click('注册');
    await waitFor(() => expect(ctx.navigate).toHaveBeenCalledWith(back, { replace: true }));
    const [name, body] = mockRequest.mock.calls[0];
    expect(name).toBe('user.regist');
    expect(Object.keys(body ?? {}).sort()).toEqual(['accountType', 'agree', 'code', 'mobile', 'name', 'password']);
    expect(body).toMatchObject({ accountType: 'mobile', mobile: '13912345678', code: '123456', name: '李四', agree: true });
    expect(body?.password).not.toBe('Harbor#2026');
    expect(sentPassword(body?.password)).toBe('Harbor#2026');
    expect(readToken('1001')).toEqual(SIGNED_IN.token);
    expect(readUser('1001')?.name).toBe('李四');
    expect(await screen.findByText('注册成功，已为您登录')).toBeTruthy();
  });

  it('goes to the schema path when the redirect is another site', async () => {
    const { ctx } = renderBlock(ActionForm, { path: `regist?redirect=${encodeURIComponent('//evil.example/x')}`, props: REGISTER, type: 'action-form' });
    fillRegistration();
    fireEvent.click(screen.getByRole('checkbox'));
    await click('注册');
    await waitFor(() => expect(ctx.navigate).toHaveBeenCalledWith('/site/1/1001/portal/pc/default/pc/home', { replace: true }));
  });

  it('stays after a refusal, keeps what was typed and draws a new captcha', async () => {
    mockRequest.mockRejectedValueOnce(new Error('验证码错误或已过期'));
    const { ctx } = renderBlock(ActionForm, { path: 'regist', props: REGISTER, type: 'action-form' });
    const before = captchaSrc();
    fillRegistration();
    fireEvent.click(screen.getByRole('checkbox'));
    await click('注册');
    await waitFor(() => expect(mockRequest).toHaveBeenCalled());
    await waitFor(() => expect(captchaSrc()).not.toBe(before));
    expect(ctx.navigate).not.toHaveBeenCalled();
    expect((screen.getByLabelText('手机号码') as HTMLInputElement).value).toBe('13912345678');
    expect(readToken('1001')).toBeNull();
  });

  it('shows the privacy text, sanitised, in a modal', async () => {
    renderBlock(ActionForm, { path: 'regist', props: REGISTER, type: 'action-form' });
    await click('《隐私政策》');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('我们保护您的信息')).toBeTruthy();
    expect(dialog.querySelector('script')).toBeNull();
    expect(within(dialog).getByText('x').getAttribute('href')).toBeNull();
    expect(mockRequest).toHaveBeenCalledWith('user.toregist', { domain: 'portal' });
  });

  it('links to the login page where the variant has it, keeping the redirect', async () => {
    renderBlock(ActionForm, { path: 'regist?redirect=%2Fx', props: REGISTER, type: 'action-form' });
    const link = await screen.findByRole('link', { name: '已有账号？去登录' });
    expect(link.getAttribute('href')).toBe('/site/1/1001/portal/pc/default/pc/login?redirect=%2Fx');
  });

  it('speaks English', async () => {
    renderBlock(ActionForm, { path: 'regist', props: { ...REGISTER, fields: [{ kind: 'email', name: 'email' }], submit: { endpoint: 'user.regist' } }, type: 'action-form', locale: 'en-US' });
    type('Email', 'not-an-email');
    await click('Submit');
    expect(await screen.findByText('Please enter a valid email address!')).toBeTruthy();
  });
});
