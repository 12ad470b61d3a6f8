// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '@/src/api/client';
import { configureClient, resetClientConfig } from '@/src/api/client-config';
import { clearNotices, displayError, reportFailure, showFailure, showNotice } from '@/src/api/display';
import { BizError } from '@/src/api/errors';

const notifier = { notify: vi.fn(), message: vi.fn() };
const location = { pathname: vi.fn(() => '/'), search: vi.fn(() => ''), reload: vi.fn(), navigate: vi.fn() };

function answer(body: unknown, status = 200) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })));
}

/** The error the call rejects with; the test fails if it resolves. */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  configureClient({
    getSite: () => ({ portalType: '1', portalId: '1001', domain: 'portal', channel: 'pc', template: 'default', terminal: 'pc' }),
    notifier,
    location,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetClientConfig();
});

describe('success:false is a BizError displayed by showType, then rethrown', () => {
  const biz = { success: false, errorCode: 'E42', errorMessage: '职位已关闭', messages: ['a', 'b'] };

  it('carries info { errorMessage, errorCode, showType, messages }', async () => {
    answer({ ...biz, showType: 0 });
    const error = await failure(request('tidings.banner'));
    expect(error).toBeInstanceOf(BizError);
    expect((error as BizError).info).toEqual({ errorMessage: '职位已关闭', errorCode: 'E42', showType: 0, messages: ['a', 'b'] });
    expect((error as BizError).message).toBe('职位已关闭');
  });

  it('keeps what the failure carries in data, such as the field errors of a refused save', async () => {
    answer({ ...biz, showType: 0, data: { errors: [{ fieldId: 'IDCard' }] } });
    const error = await failure(request('tidings.banner'));
    expect((error as BizError).info.data).toEqual({ errors: [{ fieldId: 'IDCard' }] });
  });

  it('showType 0 shows nothing', async () => {
    answer({ ...biz, showType: 0 });
    await failure(request('tidings.banner'));
    expect(notifier.notify).not.toHaveBeenCalled();
    expect(notifier.message).not.toHaveBeenCalled();
    expect(location.navigate).not.toHaveBeenCalled();
  });

  it('showType 1 shows a warning message', async () => {
    answer({ ...biz, showType: 1 });
    await failure(request('tidings.banner'));
    expect(notifier.message).toHaveBeenCalledWith('warning', '职位已关闭', 3000);
  });

  it('showType 2 shows an error message', async () => {
    answer({ ...biz, showType: 2 });
    await failure(request('tidings.banner'));
    expect(notifier.message).toHaveBeenCalledWith('error', '职位已关闭', 3000);
  });

  it('showType 4 shows a notification titled with errorCode, described by errorMessage', async () => {
    answer({ ...biz, showType: 4 });
    await failure(request('tidings.banner'));
    expect(notifier.notify).toHaveBeenCalledWith('E42', '职位已关闭', 'info', 3000);
  });

  it('showType 9 goes to /exception with errorCode and errorMessage', async () => {
    answer({ success: false, errorCode: 'PORTAL_NOT_FOUND', errorMessage: '站点不存在', showType: 9 });
    await failure(request('tidings.banner'));
    expect(location.navigate).toHaveBeenCalledTimes(1);
    const url = new URL(location.navigate.mock.calls[0][0] as string, 'http://x');
    expect(url.pathname).toBe('/exception');
    expect(Object.fromEntries(url.searchParams)).toEqual({ errorCode: 'PORTAL_NOT_FOUND', errorMessage: '站点不存在' });
    expect(notifier.message).not.toHaveBeenCalled();
  });

  it.each([[7], [undefined]])('showType %s (unknown or missing) shows an error message', async (showType) => {
    answer({ ...biz, showType });
    await failure(request('tidings.banner'));
    expect(notifier.message).toHaveBeenCalledWith('error', '职位已关闭', 3000);
  });

  it('without errorMessage the text is the messages joined by newlines', async () => {
    answer({ success: false, messages: ['姓名必填', '电话必填'], showType: 2 });
    await failure(request('tidings.banner'));
    expect(notifier.message).toHaveBeenCalledWith('error', '姓名必填\n电话必填', 3000);
  });

  it('without errorMessage and messages the text is the default', async () => {
    answer({ success: false, showType: 2 });
    await failure(request('tidings.banner'));
    expect(notifier.message).toHaveBeenCalledWith('error', '系统出错了，请于管理员联系！', 3000);
  });

  it('an HTTP error status with an envelope is still displayed by its showType', async () => {
    answer({ success: false, errorCode: 'SERVER_ERROR', errorMessage: '服务器错误', showType: 2 }, 500);
    const error = await failure(request('tidings.banner'));
    expect((error as BizError).status).toBe(500);
    expect(notifier.message).toHaveBeenCalledWith('error', '服务器错误', 3000);
  });
});

describe('skipErrorHandler', () => {
  it('rethrows the error untouched and shows nothing', async () => {
    answer({ success: false, errorMessage: '手机号已注册', showType: 2 });
    const error = await failure(request('tidings.banner', {}, { skipErrorHandler: true }));
    expect(error).toBeInstanceOf(BizError);
    expect((error as BizError).info.errorMessage).toBe('手机号已注册');
    expect(notifier.message).not.toHaveBeenCalled();
    expect(notifier.notify).not.toHaveBeenCalled();
  });

  it('also keeps the network notice back', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await failure(request('tidings.banner', {}, { skipErrorHandler: true }));
    expect(notifier.notify).not.toHaveBeenCalled();
  });
});

describe('errors without structured info', () => {
  it('no response at all: 网络异常 notification', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await failure(request('tidings.banner'));
    expect(error).toMatchObject({ name: 'NetworkError', timedOut: false });
    expect(notifier.notify).toHaveBeenCalledWith('网络异常', '您的网络发生异常，无法连接服务器', 'error', 3000);
  });

  it('in en-US the network notification is English', async () => {
    localStorage.setItem('umi_locale', 'en-US');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await failure(request('tidings.banner'));
    expect(notifier.notify).toHaveBeenCalledWith('Network error', 'Your network is abnormal and the server cannot be connected.', 'error', 3000);
  });

  it('a non-envelope HTTP error shows its own message', async () => {
    answer('<html>Bad Gateway</html>', 502);
    const error = await failure(request('tidings.banner'));
    expect(error).toMatchObject({ name: 'HttpError', status: 502 });
    expect(notifier.message).toHaveBeenCalledWith('error', '请求失败（HTTP 502）', 3000);
  });

  it('a client-side error shows its own message', async () => {
    answer({ success: true, data: {} });
    await failure(request('careers.view', {}));
    expect(notifier.message).toHaveBeenCalledWith('error', 'missing path parameter recruitmentId', 3000);
  });

  it('an error with no message shows the fallback', () => {
    displayError(new Error(''));
    displayError('not an error');
    expect(notifier.message.mock.calls).toEqual([
      ['error', 'Request error, please retry.', 3000],
      ['error', 'Request error, please retry.', 3000],
    ]);
  });
});

describe('failure notification and plain notice', () => {
  it('is titled 温馨提示 with errorMessage, else messages by line, else the default', () => {
    showFailure(new BizError({ errorMessage: '请先登录' }));
    showFailure(new BizError({ errorMessage: '', messages: ['一', '二'] }));
    showFailure(new Error('x'));
    expect(notifier.notify.mock.calls).toEqual([
      ['温馨提示', '请先登录', 'error', 3000],
      ['温馨提示', '一\n二', 'error', 3000],
      ['温馨提示', '系统出错了，请于管理员联系！', 'error', 3000],
    ]);
  });

  it('a refusal a page handles itself is 温馨提示, unless silent or for the error page; other failures as the catalogue says', () => {
    reportFailure(new BizError({ errorMessage: '', messages: ['职位信息已调整', '请刷新后再投递'], showType: 2 }));
    reportFailure(new BizError({ errorMessage: '不显示', showType: 0 }));
    expect(notifier.notify.mock.calls).toEqual([['温馨提示', '职位信息已调整\n请刷新后再投递', 'error', 3000]]);
    reportFailure(new Error(''));
    expect(notifier.message).toHaveBeenCalledWith('error', 'Request error, please retry.', 3000);
  });

  it('clearNotices closes every open notice', () => {
    const clear = vi.fn();
    configureClient({ notifier: { ...notifier, clear } });
    clearNotices();
    expect(clear).toHaveBeenCalledWith();
  });

  it('a notice is titled 提示 by default', () => {
    showNotice('保存成功', undefined, 'success');
    expect(notifier.notify).toHaveBeenCalledWith('提示', '保存成功', 'success', 3000);
  });
});
