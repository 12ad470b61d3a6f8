// @vitest-environment jsdom
// A failure's text is chosen by its errorCode from the locale catalogues (schemas/locales/*/errors.json);
// the server's Chinese errorMessage stays the text in Chinese and wherever a code has no entry.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '@/src/api/client';
import { configureClient, resetClientConfig } from '@/src/api/client-config';
import { displayError, showFailure } from '@/src/api/display';
import { errorCodeText, setErrorCatalogue } from '@/src/api/error-texts';
import { BizError } from '@/src/api/errors';
import { createTranslator, type Messages } from '@/src/core/translate';

const ROOT = join(import.meta.dirname, '../..');

function catalogue(locale: string): Messages {
  const dir = join(ROOT, 'schemas/locales', locale);
  return Object.assign({}, ...readdirSync(dir).map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as Messages));
}
const catalogues = { 'zh-CN': catalogue('zh-CN'), 'en-US': catalogue('en-US') };
const reading = (locale: string) => ({ locale, t: createTranslator(locale, catalogues) });
/** What the language switch does: the locale in localStorage (the notices' own titles read it), and its catalogues. */
function choose(locale: string) {
  localStorage.setItem('umi_locale', locale);
  setErrorCatalogue(reading(locale));
}

const notifier = { notify: vi.fn(), message: vi.fn() };
const location = { pathname: vi.fn(() => '/'), search: vi.fn(() => ''), reload: vi.fn(), navigate: vi.fn() };

function answer(body: unknown, status = 200) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status })));
}
const fail = (errorCode: string, errorMessage: string, extra: Record<string, unknown> = {}) => ({
  success: false, data: null, errorCode, errorMessage, showType: 2, messages: [errorMessage], ...extra,
});
const rejection = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected the call to fail'); }, (e: unknown) => e as BizError);

beforeEach(() => {
  vi.clearAllMocks();
  configureClient({ getSite: () => ({ portalType: '1', portalId: '1001', domain: 'portal', channel: 'pc', template: 'default', terminal: 'pc' }), notifier, location });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetClientConfig();
  setErrorCatalogue(null);
  localStorage.clear();
});

describe('errorCodeText: which words a failure is shown in', () => {
  it('en-US: the catalogue entry of the code, not the server\'s Chinese', () => {
    expect(errorCodeText({ errorCode: 'LOGIN_FAILED', errorMessage: '账号或密码错误' }, reading('en-US'))).toBe('Incorrect account or password.');
    expect(errorCodeText({ errorCode: 'RESUME_CONFLICT', errorMessage: '简历已在其他页面更新，请刷新后再保存' }, reading('en-US'))).toBe(
      'Your resume was updated on another page. Please reload before saving.',
    );
  });

  it('fills the numbers the failure carries in data', () => {
    expect(errorCodeText({ errorCode: 'LOGIN_LOCKED', errorMessage: '登录失败次数过多，请15分钟后再试', data: { minutes: 15 } }, reading('en-US'))).toBe(
      'Too many failed sign-ins. Please try again in 15 minutes.',
    );
    expect(errorCodeText({ errorCode: 'CODE_THROTTLED', errorMessage: '发送过于频繁，请60秒后再试', data: { seconds: 60 } }, reading('en-US'))).toBe(
      'Too many requests. Please try again in 60 seconds.',
    );
  });

  it('a code without an entry, or no code, leaves the server\'s words (null)', () => {
    expect(errorCodeText({ errorCode: 'SOMETHING_NEW', errorMessage: '新的错误' }, reading('en-US'))).toBeNull();
    expect(errorCodeText({ errorMessage: '没有代码' }, reading('en-US'))).toBeNull();
    expect(errorCodeText({ errorCode: 'LOGIN_FAILED', errorMessage: '账号或密码错误' }, null)).toBeNull();
  });

  it('zh-CN: the server\'s errorMessage (it names the thing); the zh-CN entry only when the server sent no text', () => {
    expect(errorCodeText({ errorCode: 'NOT_FOUND', errorMessage: '职位不存在' }, reading('zh-CN'))).toBeNull();
    expect(errorCodeText({ errorCode: 'NOT_FOUND', errorMessage: '' }, reading('zh-CN'))).toBe('请求的内容不存在');
  });

  it('other locales without a catalogue read the English entry', () => {
    expect(errorCodeText({ errorCode: 'SLOT_FULL', errorMessage: '该时段已满' }, reading('ar'))).toBe('This time slot is full.');
  });
});

describe('through the API client, as a page sees it', () => {
  it('en-US: the rejection and the error message shown are English', async () => {
    choose('en-US');
    answer(fail('ALREADY_APPLIED', '您已投递过该职位'));
    const error = await rejection(request('tidings.banner'));
    expect(error).toBeInstanceOf(BizError);
    expect(error.message).toBe('You have already applied.');
    expect(error.info.errorMessage).toBe('您已投递过该职位');
    expect(notifier.message).toHaveBeenCalledWith('error', 'You have already applied.', 3000);
  });

  it('en-US: an unknown code shows the server\'s Chinese errorMessage (the zh-CN fallback)', async () => {
    choose('en-US');
    answer(fail('SOMETHING_NEW', '新的错误'));
    const error = await rejection(request('tidings.banner'));
    expect(notifier.message).toHaveBeenCalledWith('error', '新的错误', 3000);
    showFailure(error);
    expect(notifier.notify).toHaveBeenCalledWith('Friendly reminder', '新的错误', 'error', 3000);
  });

  it('zh-CN: the server\'s text, as before', async () => {
    choose('zh-CN');
    answer(fail('POSITION_CLOSED', '招聘已结束'));
    await rejection(request('tidings.banner'));
    expect(notifier.message).toHaveBeenCalledWith('error', '招聘已结束', 3000);
  });

  it('the 温馨提示 notification of a handled failure reads the catalogue too', () => {
    choose('en-US');
    const error = new BizError({ errorCode: 'DEADLINE_PASSED', errorMessage: '报名已截止', showType: 2 });
    displayError(error);
    showFailure(error);
    expect(notifier.message).toHaveBeenCalledWith('error', 'Applications are closed.', 3000);
    expect(notifier.notify).toHaveBeenCalledWith('Friendly reminder', 'Applications are closed.', 'error', 3000);
  });
});
