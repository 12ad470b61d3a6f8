// @vitest-environment jsdom
import '@/renderers/pc/test-utils';
import { act, render } from '@testing-library/react';
import { message, notification } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PcKitProvider } from './kit-provider';
import { pcNotifier } from './notifier';

const theme = { primaryColor: '#0b5cad', headerBackground: '#fff', headerText: '#1f2329' };

afterEach(() => vi.restoreAllMocks());

describe('pc notifier', () => {
  it('uses antd static notification and message outside the provider', () => {
    const notify = vi.spyOn(notification, 'error').mockImplementation(() => {});
    const info = vi.spyOn(message, 'warning').mockImplementation(() => (() => {}) as never);
    pcNotifier.notify('温馨提示', '系统出错了，请于管理员联系！', 'error');
    pcNotifier.message('warning', '请先登录');
    expect(notify).toHaveBeenCalledWith({ message: '温馨提示', description: '系统出错了，请于管理员联系！', duration: 8 });
    expect(info).toHaveBeenCalledWith('请先登录', 4);
  });

  it('draws a notification box with title and description inside the provider', async () => {
    render(
      <PcKitProvider locale="zh-CN" direction="ltr" theme={theme}>
        <p>page</p>
      </PcKitProvider>,
    );
    await act(async () => pcNotifier.notify('网络异常', '您的网络发生异常，无法连接服务器', 'warning'));
    await vi.waitFor(() => expect(document.querySelector('.ant-notification-notice-message')?.textContent).toBe('网络异常'));
    expect(document.querySelector('.ant-notification-notice-description')?.textContent).toBe('您的网络发生异常，无法连接服务器');
  });
});
