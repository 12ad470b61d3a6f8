// @vitest-environment jsdom
// The censorlogin pages: the login-forms of both terminals sign a reviewer in to the censor domain and land on
// the review workspace of the same variant under that domain, where a saved user of the censor domain is a reviewer.
import { addMessages, renderBlock as renderPc } from '@/tests/kits/pc/test-utils';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountMessages, withAccountTexts } from '@/tests/kits/common/account-test-kit';
import { renderBlock as renderH5 } from '@/tests/kits/h5/test-utils';
import PcLoginForm from '@/renderers/pc/login-form';
import H5LoginForm from '@/renderers/h5/login-form';
import { loadToast } from '@/renderers/h5/notifier';


vi.mock('@/src/session/login', () => ({ login: vi.fn() }));
vi.mock('@/src/runtime/schema-source', async () => (await import('@/tests/kits/common/account-test-kit')).schemaSourceMock);
addMessages('zh-CN', accountMessages['zh-CN']);
const { login } = await import('@/src/session/login');
// the h5 notifier loads its toast with the first notice: loaded here first, so that no import is left running
// when the test's environment is torn down (vitest reports such an import as an unhandled error)
beforeAll(async () => {
  await loadToast();
});

const mockLogin = vi.mocked(login);

const censorProps = { title: 'page.censorLogin', domain: 'censor', navigate: 'review' };

beforeEach(() => {
  mockLogin.mockReset();
  mockLogin.mockResolvedValue({ id: 9, name: '刘洋', domain: 'censor' });
});

async function signIn(account: string, password: string, submit: string) {
  fireEvent.change(screen.getByLabelText('账号'), { target: { value: account } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: submit })));
}

describe('login-form with domain censor', () => {
  it('pc: signs in to the censor domain and lands on its review workspace', async () => {
    const { ctx } = renderPc(PcLoginForm, { path: 'censorlogin', props: censorProps });
    await signIn('13900000001', 'Portal@2026', '登录');
    // the page's own site (its cached config holds the key the password is encrypted with), and the domain
    expect(mockLogin).toHaveBeenCalledWith(ctx.site, '13900000001', 'Portal@2026', undefined, 'censor');
    await waitFor(() => expect(ctx.navigate).toHaveBeenCalledWith('/site/1/1001/censor/pc/default/pc/review', { replace: true }));
  });

  it('pc: a same-origin ?redirect= still wins', async () => {
    const back = '/site/1/1001/censor/pc/default/pc/review/31';
    const { ctx } = renderPc(PcLoginForm, { path: `censorlogin?redirect=${encodeURIComponent(back)}`, props: censorProps });
    await signIn('13900000001', 'Portal@2026', '登录');
    await waitFor(() => expect(ctx.navigate).toHaveBeenCalledWith(back, { replace: true }));
  });

  it('pc: without a domain the page\'s own is kept', async () => {
    const { ctx } = renderPc(PcLoginForm, { path: 'login' });
    await signIn('13800000001', 'Portal@2026', '登录');
    expect(mockLogin).toHaveBeenCalledWith(ctx.site, '13800000001', 'Portal@2026', undefined);
    await waitFor(() => expect(ctx.navigate).toHaveBeenCalledWith('/site/1/1001/portal/pc/default/pc/home', { replace: true }));
  });

  it('pc: an account that must change its password goes to changepass first, its landing as the redirect', async () => {
    mockLogin.mockResolvedValue({ id: 12, name: '钱坤', domain: 'censor', roles: ['publisher'], mustChangePassword: true });
    const props = { ...censorProps, navigateByRole: [{ role: 'reviewer', to: 'review' }, { role: 'publisher', to: 'publish' }], passwordChange: 'changepass' };
    const { ctx } = renderPc(PcLoginForm, { path: 'censorlogin', props });
    await signIn('13900000077', 'Ab3#first-pass', '登录');
    const landing = encodeURIComponent('/site/1/1001/censor/pc/default/pc/publish');
    await waitFor(() => expect(ctx.navigate).toHaveBeenCalledWith(`/site/1/1001/censor/pc/default/pc/changepass?redirect=${landing}`, { replace: true }));
  });

  it('h5: lands on layout/review of the censor domain', async () => {
    const view = renderH5(withAccountTexts(H5LoginForm), { path: 'layout/censorlogin', props: censorProps });
    fireEvent.change(screen.getByLabelText('账号'), { target: { value: '13900000001' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Portal@2026' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '登录' })));
    expect(mockLogin).toHaveBeenCalledWith(expect.objectContaining({ domain: 'portal' }), '13900000001', 'Portal@2026', undefined, 'censor');
    await waitFor(() => expect(view.location().pathname).toBe('/site/1/1001/censor/h5/default/h5/layout/review'));
  });
});
