import { createElement, type ReactNode } from 'react';
import { Toast } from 'antd-mobile';
import type { NoticeLevel, Notifier } from '@/renderers/registry';

const ICONS: Record<NoticeLevel, 'success' | 'fail' | undefined> = { info: undefined, success: 'success', warning: 'fail', error: 'fail' };
// errors stay longer, so that they can be read
const DURATION: Record<NoticeLevel, number> = { info: 2000, success: 2000, warning: 3000, error: 3500 };

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

function show(level: NoticeLevel, title: string, description: string) {
  Toast.show({ icon: ICONS[level], content: content(title, description), duration: DURATION[level] });
}

/** The spec's "other terminals show a toast": both notifications and messages become antd-mobile toasts. */
export const h5Notifier: Notifier = {
  notify: (title, description, level) => show(level, title, description),
  message: (level, text) => show(level, '', text),
};
