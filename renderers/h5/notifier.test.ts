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

  it('lasts 3000 ms unless told otherwise', () => {
    const show = vi.spyOn(Toast, 'show');
    act(() => h5Notifier.notify('温馨提示', '请先登录', 'error'));
    act(() => h5Notifier.message('info', '请稍候', 5000));
    expect(show.mock.calls[0][0]).toMatchObject({ duration: 3000 });
    expect(show.mock.calls[1][0]).toMatchObject({ duration: 5000 });
  });

  it('keeps its toast on clear(path) of the page it was shown on, and closes it otherwise', () => {
    const clear = vi.spyOn(Toast, 'clear');
    window.history.pushState({}, '', '/site/b/home');
    act(() => h5Notifier.message('success', '登录成功'));
    h5Notifier.clear('/site/b/home');
    expect(clear).not.toHaveBeenCalled();
    h5Notifier.clear('/site/b/notice');
    expect(clear).toHaveBeenCalledTimes(1);
    act(() => h5Notifier.message('error', '账号或密码错误'));
    h5Notifier.clear();
    expect(clear).toHaveBeenCalledTimes(2);
  });

  it('shows a message as a toast, with a success icon for success and none for info', () => {
    const show = vi.spyOn(Toast, 'show');
    act(() => h5Notifier.message('success', '已保存'));
    act(() => h5Notifier.message('info', '请稍候'));
    expect(show.mock.calls[0][0]).toMatchObject({ icon: 'success', content: '已保存' });
    expect(show.mock.calls[1][0]).toMatchObject({ icon: undefined, content: '请稍候' });
  });
});
