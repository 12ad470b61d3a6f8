import type { ReactNode } from 'react';
import { message, notification } from 'antd';
import type { ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { NoticeLevel, Notifier } from '@/renderers/registry';

interface NoticeApi {
  message: MessageInstance;
  notification: NotificationInstance;
}

type Confirm = (config: ModalFuncProps) => unknown;

// Seconds: errors stay longer, so that they can be read.
const NOTIFY_SECONDS: Record<NoticeLevel, number> = { info: 4.5, success: 4.5, warning: 6, error: 8 };
const MESSAGE_SECONDS: Record<NoticeLevel, number> = { info: 3, success: 3, warning: 4, error: 5 };

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
export function showNotification(level: NoticeLevel, title: ReactNode, description?: ReactNode): void {
  (bound?.notification ?? notification)[level]({ message: title, description, duration: NOTIFY_SECONDS[level] });
}

/** A short message at the top of the page. */
export function showMessage(level: NoticeLevel, text: string): void {
  void (bound?.message ?? message)[level](text, MESSAGE_SECONDS[level]);
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
  notify: (title, description, level) => showNotification(level, title, description),
  message: showMessage,
};
