import { message, notification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { NoticeLevel, Notifier } from '@/renderers/registry';

interface NoticeApi {
  message: MessageInstance;
  notification: NotificationInstance;
}

// Seconds: errors stay longer, so that they can be read.
const NOTIFY_SECONDS: Record<NoticeLevel, number> = { info: 4.5, success: 4.5, warning: 6, error: 8 };
const MESSAGE_SECONDS: Record<NoticeLevel, number> = { info: 3, success: 3, warning: 4, error: 5 };

let bound: NoticeApi | null = null;

/**
 * The kit provider binds antd App's instances here, so that notices follow the site's theme, locale and
 * direction; before that (or outside it) the static functions are used. Returns the unbind function.
 */
export function bindNoticeApi(api: NoticeApi): () => void {
  bound = api;
  return () => {
    if (bound === api) bound = null;
  };
}

export const pcNotifier: Notifier = {
  notify(title, description, level) {
    (bound?.notification ?? notification)[level]({ message: title, description, duration: NOTIFY_SECONDS[level] });
  },
  message(level, text) {
    void (bound?.message ?? message)[level](text, MESSAGE_SECONDS[level]);
  },
};
