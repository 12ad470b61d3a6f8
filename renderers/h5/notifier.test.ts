// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { h5Notifier } from './notifier';

afterEach(() => {
  vi.restoreAllMocks();
  act(() => Toast.clear());
});

describe('h5 notifier', () => {
  it('shows a notification as a toast with title and description on two lines, fail icon for errors', async () => {
    const show = vi.spyOn(Toast, 'show');
    act(() => h5Notifier.notify('温馨提示', '系统出错了，请于管理员联系！', 'error'));
    expect(show.mock.calls[0][0]).toMatchObject({ icon: 'fail' });
    const toast = await vi.waitFor(() => {
      const el = document.querySelector('.h5-toast');
      if (!el) throw new Error('no toast yet');
      return el;
    });
    expect(toast.querySelector('strong')?.textContent).toBe('温馨提示');
    expect(toast.textContent).toContain('系统出错了，请于管理员联系！');
  });

  it('shows a message as a toast, with a success icon for success and none for info', () => {
    const show = vi.spyOn(Toast, 'show');
    act(() => h5Notifier.message('success', '已保存'));
    act(() => h5Notifier.message('info', '请稍候'));
    expect(show.mock.calls[0][0]).toMatchObject({ icon: 'success', content: '已保存' });
    expect(show.mock.calls[1][0]).toMatchObject({ icon: undefined, content: '请稍候' });
  });
});
