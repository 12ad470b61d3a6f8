// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { h5Notifier, loadToast } from './notifier';

afterEach(async () => {
  vi.restoreAllMocks();
  const Toast = await loadToast();
  act(() => Toast.clear());
});

const settled = () => act(async () => void (await loadToast()));

describe('h5 notifier', () => {
  it('shows a notification as a toast with title and description on two lines, fail icon for errors', async () => {
    const show = vi.spyOn(await loadToast(), 'show');
    act(() => h5Notifier.notify('温馨提示', '系统出错了，请于管理员联系！', 'error'));
    await settled();
    expect(show.mock.calls[0][0]).toMatchObject({ icon: 'fail' });
    const toast = await vi.waitFor(() => {
      const el = document.querySelector('.h5-toast');
      if (!el) throw new Error('no toast yet');
      return el;
    });
    expect(toast.querySelector('strong')?.textContent).toBe('温馨提示');
    expect(toast.textContent).toContain('系统出错了，请于管理员联系！');
  });

  it('lasts 3000 ms unless told otherwise', async () => {
    const show = vi.spyOn(await loadToast(), 'show');
    act(() => h5Notifier.notify('温馨提示', '请先登录', 'error'));
    await settled();
    act(() => h5Notifier.message('info', '请稍候', 5000));
    await settled();
    expect(show.mock.calls[0][0]).toMatchObject({ duration: 3000 });
    expect(show.mock.calls[1][0]).toMatchObject({ duration: 5000 });
  });

  it('shows only the last of notices asked for at once (one toast at a time)', async () => {
    const show = vi.spyOn(await loadToast(), 'show');
    act(() => {
      h5Notifier.message('info', '第一条');
      h5Notifier.message('error', '第二条');
    });
    await settled();
    expect(show).toHaveBeenCalledTimes(1);
    expect(show.mock.calls[0][0]).toMatchObject({ content: '第二条' });
  });

  it('keeps its toast on clear(path) of the page it was shown on, and closes it otherwise', async () => {
    const clear = vi.spyOn(await loadToast(), 'clear');
    window.history.pushState({}, '', '/site/b/home');
    act(() => h5Notifier.message('success', '登录成功'));
    h5Notifier.clear('/site/b/home');
    await settled();
    expect(clear).not.toHaveBeenCalled();
    h5Notifier.clear('/site/b/notice');
    await settled();
    expect(clear).toHaveBeenCalledTimes(1);
    act(() => h5Notifier.message('error', '账号或密码错误'));
    h5Notifier.clear();
    await settled();
    expect(clear).toHaveBeenCalledTimes(2);
  });

  it('does not show a toast whose page was left while its code loaded', async () => {
    const show = vi.spyOn(await loadToast(), 'show');
    act(() => h5Notifier.message('error', '旧页面的提示'));
    h5Notifier.clear();
    await settled();
    expect(show).not.toHaveBeenCalled();
  });

  it('shows a message as a toast, with a success icon for success and none for info', async () => {
    const show = vi.spyOn(await loadToast(), 'show');
    act(() => h5Notifier.message('success', '已保存'));
    await settled();
    act(() => h5Notifier.message('info', '请稍候'));
    await settled();
    expect(show.mock.calls[0][0]).toMatchObject({ icon: 'success', content: '已保存' });
    expect(show.mock.calls[1][0]).toMatchObject({ icon: undefined, content: '请稍候' });
  });
});
