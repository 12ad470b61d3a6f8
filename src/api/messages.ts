import { getLocale } from '@/src/i18n/locale';
import { textLocale } from '@/src/core/text-locale';

/** Request timeout of every call: the spec's 60000 ms. */
export const REQUEST_TIMEOUT_MS = 60000;
/** The spec's "separate default of 3000 ms": how long a notice or toast stays; nothing depends on it. */
export const DEFAULT_NOTICE_DURATION_MS = 3000;

// zh-CN strings are the spec's, verbatim; 'Request error, please retry.' is English in the spec itself.
const TEXTS = {
  'zh-CN': {
    defaultTitle: '提示',
    failureTitle: '温馨提示',
    failureDefault: '系统出错了，请于管理员联系！',
    networkTitle: '网络异常',
    networkText: '您的网络发生异常，无法连接服务器',
    requestError: 'Request error, please retry.',
    httpStatus: '请求失败（HTTP {status}）',
    badResponse: '服务器返回的数据无法识别',
  },
  'en-US': {
    defaultTitle: 'Notice',
    failureTitle: 'Friendly reminder',
    failureDefault: 'A system error occurred. Please contact the administrator.',
    networkTitle: 'Network error',
    networkText: 'Your network is abnormal and the server cannot be connected.',
    requestError: 'Request error, please retry.',
    httpStatus: 'Request failed (HTTP {status})',
    badResponse: 'The server answered with data that cannot be read.',
  },
} as const;

export type ApiTextKey = keyof (typeof TEXTS)['zh-CN'];

/** Chinese locales read zh-CN, every other one English (src/core/text-locale.ts). */
export function apiText(key: ApiTextKey, vars: Record<string, string | number> = {}, locale = getLocale()): string {
  const table = TEXTS[textLocale(locale)];
  return table[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
