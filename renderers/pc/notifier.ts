import type { ReactNode } from 'react';
import type { ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { NoticeLevel, Notifier } from '@/renderers/registry';
import { DEFAULT_NOTICE_DURATION_MS } from '@/src/api/messages';
import { createNoticePages, currentPathname } from '@/renderers/common/notice-pages';

interface NoticeApi {
  message: MessageInstance;
  notification: NotificationInstance;
}

type Confirm = (config: ModalFuncProps) => unknown;

// antd counts in seconds; the spec's default is 3000 ms (hovering a notification keeps it open)
const seconds = (ms: number) => ms / 1000;
const notices = createNoticePages('pc-notice');

let bound: NoticeApi | null = null;
let noticesWanted: (() => void) | null = null;
// notices asked for before their code has loaded, with the page each was asked on
let waiting: Array<{ path: string; use: (api: NoticeApi, path: string) => void }> = [];
let boundConfirm: Confirm | null = null;
let confirmWanted: (() => void) | null = null;
const waitingConfirms: ModalFuncProps[] = [];

function flush(api: NoticeApi) {
  for (const { use, path } of waiting.splice(0)) use(api, path);
}

/**
 * Runs `use` with the notice functions. Their code loads with the first notice, not with every page: inside
 * the kit provider its holders (message.useMessage, notification.useNotification: the site's theme, locale and
 * direction), outside it antd's static functions.
 */
function withApi(use: (api: NoticeApi, path: string) => void) {
  const path = currentPathname();
  if (bound) return use(bound, path);
  waiting.push({ path, use });
  if (noticesWanted) return noticesWanted();
  void import('./static-notices').then(({ staticNotices }) => {
    if (!bound && typeof document !== 'undefined') flush(staticNotices);
  });
}

/** The kit provider's holders bind their instances here. Returns the unbind function. */
export function bindNoticeApi(api: NoticeApi): () => void {
  bound = api;
  flush(api);
  return () => {
    if (bound === api) bound = null;
  };
}

/** The kit provider's call to mount its notice holders, the first time a notice is asked for. */
export function onNoticesWanted(mount: () => void): () => void {
  noticesWanted = mount;
  if (waiting.length > 0) mount();
  return () => {
    if (noticesWanted === mount) noticesWanted = null;
  };
}

/** The kit provider's Modal.useModal confirm: binding it opens the confirms asked for meanwhile. */
export function bindConfirm(confirm: Confirm): () => void {
  boundConfirm = confirm;
  for (const config of waitingConfirms.splice(0)) confirm(config);
  return () => {
    if (boundConfirm === confirm) boundConfirm = null;
  };
}

/** The kit provider's call to mount its dialog holder, the first time a confirm is asked for. */
export function onConfirmWanted(mount: () => void): () => void {
  confirmWanted = mount;
  if (waitingConfirms.length > 0) mount();
  return () => {
    if (confirmWanted === mount) confirmWanted = null;
  };
}

/** A notice toast; its description may be markup (a list of problems, ...). */
export function showNotification(level: NoticeLevel, title: ReactNode, description?: ReactNode, durationMs = DEFAULT_NOTICE_DURATION_MS): void {
  // a text description keeps its line breaks: the failure text joins the messages one per line (as the spec's failure notification does)
  const style = typeof description === 'string' ? { whiteSpace: 'pre-line' as const } : undefined;
  withApi(({ notification: api }, path) => {
    const key = notices.opened((k) => api.destroy(k), path);
    api[level]({ key, message: title, description, duration: seconds(durationMs), style, onClose: () => notices.closed(key) });
  });
}

/** A short message at the top of the page. */
export function showMessage(level: NoticeLevel, text: string, durationMs = DEFAULT_NOTICE_DURATION_MS): void {
  withApi(({ message: api }, path) => {
    const key = notices.opened((k) => api.destroy(k), path);
    void api.open({ key, type: level, content: text, duration: seconds(durationMs), onClose: () => notices.closed(key) });
  });
}

/**
 * antd's confirm dialog inside the kit provider (theme, locale and direction apply). There is no static
 * fallback: it waits for the provider's dialog holder, which loads with the first confirm.
 */
export function showConfirm(config: ModalFuncProps): void {
  if (boundConfirm) return void boundConfirm(config);
  waitingConfirms.push(config);
  confirmWanted?.();
}

export const pcNotifier: Notifier = {
  notify: (title, description, level, durationMs) => showNotification(level, title, description, durationMs),
  message: showMessage,
  clear: (keepShownAt) => {
    waiting = waiting.filter((notice) => keepShownAt !== undefined && notice.path === keepShownAt);
    notices.clear(keepShownAt);
  },
};
