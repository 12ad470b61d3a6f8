import type { ReactNode } from 'react';
import { message, notification } from 'antd';
import type { ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { NoticeLevel, Notifier } from '@/renderers/registry';
import { DEFAULT_NOTICE_DURATION_MS } from '@/src/api/messages';
import { createNoticePages } from '@/renderers/common/notice-pages';

interface NoticeApi {
  message: MessageInstance;
  notification: NotificationInstance;
}

type Confirm = (config: ModalFuncProps) => unknown;

// antd counts in seconds; the spec's default is 3000 ms (hovering a notification keeps it open)
const seconds = (ms: number) => ms / 1000;
const notices = createNoticePages('pc-notice');

let bound: NoticeApi | null = null;
let boundConfirm: Confirm | null = null;
let confirmWanted: (() => void) | null = null;
const waitingConfirms: ModalFuncProps[] = [];

/**
 * The kit provider binds the instances of message.useMessage and notification.useNotification here, so
 * that notices follow the site's theme, locale and direction; before that (or outside it) the static
 * functions are used. Returns the unbind function.
 */
export function bindNoticeApi(api: NoticeApi): () => void {
  bound = api;
  return () => {
    if (bound === api) bound = null;
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
  const api = bound?.notification ?? notification;
  const key = notices.opened((k) => api.destroy(k));
  // a text description keeps its line breaks: the failure text joins the messages one per line (spec point 8)
  const style = typeof description === 'string' ? { whiteSpace: 'pre-line' as const } : undefined;
  api[level]({ key, message: title, description, duration: seconds(durationMs), style, onClose: () => notices.closed(key) });
}

/** A short message at the top of the page. */
export function showMessage(level: NoticeLevel, text: string, durationMs = DEFAULT_NOTICE_DURATION_MS): void {
  const api = bound?.message ?? message;
  const key = notices.opened((k) => api.destroy(k));
  void api.open({ key, type: level, content: text, duration: seconds(durationMs), onClose: () => notices.closed(key) });
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
  clear: (keepShownAt) => notices.clear(keepShownAt),
};
