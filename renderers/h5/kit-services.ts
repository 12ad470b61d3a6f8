import { createElement } from 'react';
import { Dialog, Toast } from 'antd-mobile';
import type { KitNoticeLevel, KitServices } from '@/renderers/common/kit-services';

// a warning is a plain toast on a phone (pick a time first): the fail icon is for what went wrong
const ICONS: Record<KitNoticeLevel, 'success' | 'fail' | undefined> = { info: undefined, success: 'success', warning: undefined, error: 'fail' };

/** antd-mobile's dialogs (closed before onOk runs) and toasts. */
export const h5Services: KitServices = {
  confirm: ({ title, content, okText, cancelText, onOk, onCancel }) =>
    void Dialog.confirm({ title, content, confirmText: okText, cancelText }).then((ok) => (ok ? onOk() : onCancel?.())),
  toast: (level, text) => Toast.show({ icon: ICONS[level], content: text }),
  alert: ({ title, content, okText }) => Dialog.alert({ title, content, confirmText: okText }),
  // the secret selectable as one word (a long press copies it), the sentence under it
  reveal: ({ title, secret, note, okText }) =>
    Dialog.alert({
      title,
      content: createElement('div', null, createElement('p', { style: { fontFamily: 'monospace', fontSize: 20, userSelect: 'all', textAlign: 'center' } }, secret), createElement('p', null, note)),
      confirmText: okText,
    }),
};
