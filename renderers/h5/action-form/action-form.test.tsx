// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { at, renderBlock } from '@/tests/kits/h5/test-utils';
import { sentPassword, withAccountTexts } from '@/tests/kits/common/account-test-kit';
import { readToken } from '@/src/session/token-store';
import Block from './index';

const request = vi.hoisted(() => vi.fn());
vi.mock('@/src/api/client', () => ({ request }));
vi.mock('@/src/runtime/schema-source', async () => (await import('@/tests/kits/common/account-test-kit')).schemaSourceMock);

const ActionForm = withAccountTexts(Block);

const FORGET = {
  fields: [
    { kind: 'mobile', name: 'mobile' },
    { kind: 'captcha', name: 'captcha', submit: false },
    { kind: 'code', name: 'code', send: { endpoint: 'forget.sendSms', to: 'mobile', captcha: 'captcha' } },
    { kind: 'new-password', name: 'password', label: 'account.change.newPassword' },
  ],
  submit: { endpoint: 'forget.retrieveByPhone', text: 'account.forget.submit' },
  success: { message: 'account.forget.done', navigate: 'login' },
  links: [{ text: 'account.link.login', to: 'login' }],
};

beforeEach(() => {
  localStorage.clear();
  request.mockReset();
  request.mockImplementation(async (name: string) => {
    if (name === 'forget.sendSms') return { expiresIn: 600, resendIn: 60 };
    if (name === 'forget.retrieveByPhone') return null;
    throw new Error(`unexpected ${name}`);
  });
});
afterEach(() => {
  Toast.clear();
  cleanup();
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const tap = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('h5 action-form', () => {
  it('asks for a right mobile number and the captcha before sending the code (spec message)', async () => {
    renderBlock(ActionForm, { path: 'layout/forgetpassword', props: FORGET });
    type('手机号码', '1381234');
    await tap('获取验证码');
    expect(await screen.findByText('请输入正确的手机号码！')).toBeTruthy();
    expect(await screen.findByText('请输入图形验证码')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });

  it('resets the password by SMS: code sent with the captcha, the new password encrypted, then the login page', async () => {
    const view = renderBlock(ActionForm, { path: 'layout/forgetpassword', props: FORGET });
    const img = () => screen.getByRole('img', { name: '图形验证码，点击更换' }).getAttribute('src');
    const first = img();
    type('手机号码', '13912345678');
    type('图形验证码', 'WX7K');
    await tap('获取验证码');
    await waitFor(() => expect(request).toHaveBeenCalledWith('forget.sendSms', { mobile: '13912345678', captcha: 'WX7K', attrKey: expect.stringMatching(/^[\w-]{24}$/) }));
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeTruthy();
    expect(img()).not.toBe(first);

    type('验证码', '654321');
    type('新密码', 'Newpass#2026');
    type('确认密码', 'Newpass#2026');
    await tap('重置密码');
    await waitFor(() => expect(view.location().pathname).toBe(at('layout/login')));
    const [, body] = request.mock.calls.find(([name]) => name === 'forget.retrieveByPhone')!;
    expect(Object.keys(body).sort()).toEqual(['code', 'mobile', 'password']);
    expect(sentPassword(body.password)).toBe('Newpass#2026');
    expect(readToken('1001')).toBeNull();
  });

  it('refuses an unconfirmed password and a code that is not 6 digits', async () => {
    renderBlock(ActionForm, { path: 'layout/forgetpassword', props: FORGET });
    type('手机号码', '13912345678');
    type('验证码', '12ab');
    type('新密码', 'Newpass#2026');
    type('确认密码', 'Newpass#2027');
    await tap('重置密码');
    expect(await screen.findByText('请输入6位数字验证码')).toBeTruthy();
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });

  it('agree: refuses an unticked box and shows the privacy text in a popup', async () => {
    request.mockImplementation(async () => ({ title: '隐私政策', bodyHtml: '<p onclick="x()">仅用于招聘</p>' }));
    renderBlock(ActionForm, { path: 'layout/regist', props: { fields: [{ kind: 'agree', name: 'agree', privacy: 'tidings.privacy' }], submit: { endpoint: 'user.regist' } } });
    await tap('提交');
    expect(await screen.findByText('请阅读并同意隐私政策')).toBeTruthy();
    await tap('《隐私政策》');
    const text = await screen.findByText('仅用于招聘');
    expect(text.getAttribute('onclick')).toBeNull();
    expect(request).toHaveBeenCalledWith('tidings.privacy', {});
    expect(within(document.body).getByRole('heading', { name: '隐私政策' })).toBeTruthy();
  });

  it('links stay under layout/ and carry the redirect', async () => {
    renderBlock(ActionForm, { path: 'layout/forgetpassword?redirect=%2Fback', props: FORGET });
    const link = await screen.findByRole('link', { name: '已有账号？去登录' });
    expect(link.getAttribute('href')).toBe(`${at('layout/login')}?redirect=%2Fback`);
  });
});
