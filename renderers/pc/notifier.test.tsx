// @vitest-environment jsdom
import '@/tests/kits/pc/test-utils';
import { act, render, screen, within } from '@testing-library/react';
import { Button, message, notification } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PcKitProvider } from './kit-provider';
import { pcNotifier, showConfirm, showNotification } from './notifier';

const theme = { primaryColor: '#0b5cad', headerBackground: '#fff', headerText: '#1f2329' };

afterEach(() => vi.restoreAllMocks());

/** antd's css-in-js hash class of an element: it names the theme the element was styled with. */
const themeClass = (el: Element | null | undefined) => [...(el?.classList ?? [])].find((c) => c.startsWith('css-'));

/** The provider with an antd button in the page, and the hash class of the site's theme read off it. */
function renderPage(locale = 'zh-CN', direction: 'ltr' | 'rtl' = 'ltr') {
  render(
    <PcKitProvider locale={locale} direction={direction} theme={theme}>
      <Button>page</Button>
    </PcKitProvider>,
  );
  const hash = themeClass(screen.getByRole('button', { name: 'page' }));
  expect(hash).toBeTruthy();
  return hash;
}

/** The provider around a page without antd parts. */
const renderPlainPage = () =>
  render(
    <PcKitProvider locale="zh-CN" direction="ltr" theme={theme}>
      <p>page</p>
    </PcKitProvider>,
  );

// jsdom never ends antd's leave motion: a closing notice is one that has started to leave (or is gone)
const leaving = (text: string) => !!screen.queryByText(text)?.closest('[class*="-leave"]') || !screen.queryByText(text);

describe('pc notifier', () => {
  it('uses antd static notification and message outside the provider, 3 s by default or as long as asked', async () => {
    const notify = vi.spyOn(notification, 'error').mockImplementation(() => {});
    const open = vi.spyOn(message, 'open').mockImplementation(() => (() => {}) as never);
    pcNotifier.notify('温馨提示', '系统出错了，请于管理员联系！', 'error');
    pcNotifier.message('warning', '请先登录');
    pcNotifier.message('info', '请稍候', 6000);
    // their code loads with the first notice
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ message: '温馨提示', description: '系统出错了，请于管理员联系！', duration: 3 }));
    expect(open).toHaveBeenNthCalledWith(1, expect.objectContaining({ type: 'warning', content: '请先登录', duration: 3 }));
    expect(open).toHaveBeenNthCalledWith(2, expect.objectContaining({ type: 'info', content: '请稍候', duration: 6 }));
  });

  it('closes the notices of other pages on clear(path), and all on clear()', async () => {
    renderPlainPage();
    window.history.pushState({}, '', '/site/a/login');
    await act(async () => pcNotifier.message('error', '账号或密码错误'));
    window.history.pushState({}, '', '/site/a/home');
    await act(async () => pcNotifier.message('success', '登录成功'));
    expect(await screen.findByText('账号或密码错误')).toBeTruthy();
    await act(async () => pcNotifier.clear('/site/a/home'));
    await vi.waitFor(() => expect(leaving('账号或密码错误')).toBe(true));
    expect(leaving('登录成功')).toBe(false);
    await act(async () => pcNotifier.clear());
    await vi.waitFor(() => expect(leaving('登录成功')).toBe(true));
  });

  it('drops a notice whose page was left before its code had loaded', async () => {
    renderPlainPage();
    window.history.pushState({}, '', '/site/a/apply');
    act(() => pcNotifier.message('error', '旧页面的提示'));
    window.history.pushState({}, '', '/site/a/home');
    act(() => pcNotifier.clear('/site/a/home'));
    await act(async () => pcNotifier.message('success', '新页面的提示'));
    expect(await screen.findByText('新页面的提示')).toBeTruthy();
    // shown and closing, or never shown
    expect(leaving('旧页面的提示')).toBe(true);
  });

  it('draws a notification box with title and description inside the provider', async () => {
    renderPlainPage();
    await act(async () => pcNotifier.notify('网络异常', '您的网络发生异常，无法连接服务器', 'warning'));
    await vi.waitFor(() => expect(document.querySelector('.ant-notification-notice-message')?.textContent).toBe('网络异常'));
    expect(document.querySelector('.ant-notification-notice-description')?.textContent).toBe('您的网络发生异常，无法连接服务器');
  });

  it("shows messages and notifications with the site theme's classes, without antd's App wrapper", async () => {
    const static_ = vi.spyOn(message, 'success');
    const staticNotify = vi.spyOn(notification, 'info');
    const hash = renderPage();
    // the default theme hashes differently: the assertions below tell the site's theme from antd's own
    const { unmount } = render(<Button>plain</Button>);
    expect(themeClass(screen.getByRole('button', { name: 'plain' }))).not.toBe(hash);
    unmount();

    await act(async () => {
      pcNotifier.message('success', '收藏成功');
      showNotification(
        'info',
        '请完善简历',
        <ul className="probe-list">
          <li>手机号码</li>
        </ul>,
      );
    });
    const text = await screen.findByText('收藏成功');
    expect(text.closest('.ant-message')).toBeTruthy();
    expect(themeClass(text.closest('.ant-message'))).toBe(hash);
    expect(text.closest('.ant-message-notice-success')).toBeTruthy();
    const title = await screen.findByText('请完善简历');
    const box = title.closest('.ant-notification');
    expect(themeClass(box)).toBe(hash);
    expect(within(title.closest('.ant-notification-notice') as HTMLElement).getByText('手机号码').closest('.probe-list')).toBeTruthy();

    expect(static_).not.toHaveBeenCalled();
    expect(staticNotify).not.toHaveBeenCalled();
    expect(document.querySelector('.ant-app')).toBeNull();
  });

  it('opens confirms in the page locale, direction and theme, once their code has loaded', async () => {
    const hash = renderPage('en-US', 'rtl');
    const onOk = vi.fn();
    act(() => showConfirm({ title: 'Withdraw the application?', content: 'It cannot be undone.', onOk }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the application?' });
    expect(within(dialog).getByText('It cannot be undone.')).toBeTruthy();
    // antd's own texts come from the provider's locale
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect(dialog.classList.contains('ant-modal-confirm-rtl')).toBe(true);
    expect(themeClass(dialog)).toBe(hash);
    await act(async () => ok.click());
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.ant-app')).toBeNull();
  });

  it('keeps two-character button texts whole in confirms (the provider button config)', async () => {
    renderPage();
    act(() => showConfirm({ title: '切换简历模板？', okText: '切换', cancelText: '取消' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: '切换' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeTruthy();
  });
});
