import { createElement, type ReactNode } from 'react';
import type ToastApi from 'antd-mobile/es/components/toast';
import type { NoticeLevel, Notifier } from '@/renderers/registry';
import { DEFAULT_NOTICE_DURATION_MS } from '@/src/api/messages';
import { currentPathname } from '@/renderers/common/notice-pages';

const ICONS: Record<NoticeLevel, 'success' | 'fail' | undefined> = { info: undefined, success: 'success', warning: 'fail', error: 'fail' };

function content(title: string, description: string): ReactNode {
  if (!title) return description;
  if (!description) return title;
  return createElement(
    'div',
    { className: 'h5-toast', role: 'alert' },
    createElement('strong', { style: { display: 'block', marginBlockEnd: 4 } }, title),
    createElement('div', { style: { whiteSpace: 'pre-line' } }, description),
  );
}

/**
 * Toasts show near the top of the screen (antd-mobile's 'top': 20 % down), not in the middle where a phone's form
 * has its primary button: an error must not cover 登录 for its 3 s. Also for the toasts blocks show themselves.
 */
export const TOAST_POSITION = 'top';

// The toast's code (with antd-mobile's mask and react-spring, about a sixth of a home's JS) loads with the first
// notice, not with every page.
let toastModule: Promise<typeof ToastApi> | null = null;
export function loadToast(): Promise<typeof ToastApi> {
  toastModule ??= import('antd-mobile/es/components/toast').then(({ default: Toast }) => {
    Toast.config({ position: TOAST_POSITION });
    return Toast;
  });
  return toastModule;
}

// antd-mobile shows one toast at a time: where the notifier's last one was shown, while it is open
let shown: { serial: number; path: string } | null = null;
let serial = 0;
// bumped by clear(): a toast still loading when its page was left is not shown
let generation = 0;

function show(level: NoticeLevel, title: string, description: string, durationMs = DEFAULT_NOTICE_DURATION_MS) {
  serial += 1;
  const mine = { serial, path: currentPathname() };
  shown = mine;
  const asked = generation;
  void loadToast().then((Toast) => {
    // also when the page is gone meanwhile (a closed test document)
    if (asked !== generation || shown !== mine || typeof document === 'undefined') return;
    Toast.show({
      icon: ICONS[level],
      content: content(title, description),
      duration: durationMs,
      position: TOAST_POSITION,
      afterClose: () => {
        if (shown === mine) shown = null;
      },
    });
  });
}

/**
 * The spec's "other terminals show a toast": both notifications and messages become antd-mobile toasts. clear()
 * closes the open toast unless the notifier showed it at keepShownAt (a toast some block showed itself is
 * closed on any route change).
 */
export const h5Notifier: Notifier = {
  notify: (title, description, level, durationMs) => show(level, title, description, durationMs),
  message: (level, text, durationMs) => show(level, '', text, durationMs),
  clear: (keepShownAt) => {
    if (keepShownAt !== undefined && shown?.path === keepShownAt) return;
    shown = null;
    generation += 1;
    if (toastModule) void toastModule.then((Toast) => Toast.clear());
  },
};
