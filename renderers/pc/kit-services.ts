import { createElement } from 'react';
import type { KitServices } from '@/renderers/common/kit-services';
import { showConfirm, showMessage } from '@/renderers/pc/notifier';

/**
 * antd's confirm (kept open and loading while its onOk runs) and messages, through the notifier's holders; a secret
 * in a dialog of one button (its body loaded when one is shown).
 */
export const pcServices: KitServices = {
  confirm: ({ title, content, okText, cancelText, danger, onOk, onCancel }) =>
    showConfirm({ title, content, okText, cancelText, okButtonProps: danger ? { danger: true } : undefined, onOk, onCancel }),
  toast: (level, text) => showMessage(level, text),
  alert: ({ title, content, okText }) =>
    new Promise<void>((resolve) => showConfirm({ title, content, okText, okCancel: false, onOk: () => resolve(), onCancel: () => resolve() })),
  reveal: (options) =>
    import('./shared/reveal-body').then(
      ({ RevealBody }) =>
        new Promise<void>((resolve) =>
          showConfirm({ title: options.title, content: createElement(RevealBody, options), okText: options.okText, okCancel: false, width: 480, className: 'pc-reveal-dialog', onOk: () => resolve(), onCancel: () => resolve() }),
        ),
    ),
};
