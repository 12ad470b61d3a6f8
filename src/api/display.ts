import { BizError, failureText, NetworkError, type BizErrorInfo } from './errors';
import { clientConfig, type ClientConfig, type NoticeLevel } from './client-config';
import { apiText, DEFAULT_NOTICE_DURATION_MS } from './messages';
import { PASSWORD_CHANGE_REQUIRED } from './status-rules';

export const EXCEPTION_PATH = '/exception';

export function exceptionUrl(info: Partial<BizErrorInfo>): string {
  const query = new URLSearchParams({ errorCode: info.errorCode ?? '', errorMessage: info.errorMessage ?? '' });
  return `${EXCEPTION_PATH}?${query.toString()}`;
}

type Deps = Pick<ClientConfig, 'notifier' | 'location'>;

function showBizError(info: BizErrorInfo, { notifier, location }: Deps): void {
  const text = failureText(info);
  switch (info.showType) {
    case 0:
      return;
    case 1:
      return notifier.message('warning', text, DEFAULT_NOTICE_DURATION_MS);
    case 4:
      return notifier.notify(info.errorCode || apiText('defaultTitle'), text, 'info', DEFAULT_NOTICE_DURATION_MS);
    case 9:
      return location.navigate(exceptionUrl(info));
    default:
      // showType 2 and any unknown value
      return notifier.message('error', text, DEFAULT_NOTICE_DURATION_MS);
  }
}

// the calls of a page refused together until the password is changed say so once, not once each
const ONCE_WITHIN_MS = 3000;
let passwordChangeSaidAt = -Infinity;

function saidAlready(info: BizErrorInfo): boolean {
  if (info.errorCode !== PASSWORD_CHANGE_REQUIRED) return false;
  const now = Date.now();
  if (now - passwordChangeSaidAt < ONCE_WITHIN_MS) return true;
  passwordChangeSaidAt = now;
  return false;
}

/** Shows a failed call as the spec's error catalogue says (showType decides how). The caller rethrows. */
export function displayError(error: unknown, deps: Deps = clientConfig()): void {
  if (error instanceof BizError) return saidAlready(error.info) ? undefined : showBizError(error.info, deps);
  if (error instanceof NetworkError) {
    return deps.notifier.notify(apiText('networkTitle'), apiText('networkText'), 'error', DEFAULT_NOTICE_DURATION_MS);
  }
  const own = error instanceof Error ? error.message : '';
  deps.notifier.message('error', own || apiText('requestError'), DEFAULT_NOTICE_DURATION_MS);
}

/**
 * The failure notification pages show after a call they handle themselves (skipErrorHandler):
 * titled 温馨提示, text errorMessage, else messages one per line, else the default.
 */
export function showFailure(error: unknown, { notifier }: Pick<ClientConfig, 'notifier'> = clientConfig()): void {
  const info = error instanceof BizError ? error.info : undefined;
  notifier.notify(apiText('failureTitle'), failureText(info), 'error', DEFAULT_NOTICE_DURATION_MS);
}

/**
 * A failed call a page handles itself (skipErrorHandler), once the page has taken what it understands: a business
 * refusal is the 温馨提示 notification, unless its showType asks for silence (0) or the error page (9); anything
 * else (no network, a bad answer) is shown as the catalogue says.
 */
export function reportFailure(error: unknown, config: Pick<ClientConfig, 'notifier' | 'location'> = clientConfig()): void {
  const showType = error instanceof BizError ? error.info.showType : undefined;
  if (error instanceof BizError && showType !== 0 && showType !== 9) return showFailure(error, config);
  displayError(error, config);
}

/** A plain notice; the title defaults to 提示. */
export function showNotice(description: string, title = apiText('defaultTitle'), level: NoticeLevel = 'info'): void {
  clientConfig().notifier.notify(title, description, level, DEFAULT_NOTICE_DURATION_MS);
}

/** Closes every open notice (after a successful login: what the failed tries said no longer holds). */
export function clearNotices(): void {
  clientConfig().notifier.clear?.();
}
