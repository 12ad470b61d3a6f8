import type { ReactNode } from 'react';

// The dialogs and toasts a block's logic asks for, without naming a UI kit: a hook in renderers/common takes
// its terminal's KitServices from the thin view that calls it (pc: antd, h5: antd-mobile), so the logic is
// written once and each terminal's bundle carries only its own kit.

export type KitNoticeLevel = 'success' | 'info' | 'warning' | 'error';

export interface ConfirmOptions {
  title?: string;
  content: ReactNode;
  okText: string;
  cancelText: string;
  /** the ok button warns (withdraw, refuse): where the kit draws such a button */
  danger?: boolean;
  /** on ok; a kit that keeps its dialog open while this runs (antd) shows it loading */
  onOk: () => unknown;
  onCancel?: () => void;
}

export interface AlertOptions {
  title: string;
  content: ReactNode;
  okText: string;
}

export interface RevealOptions {
  title: string;
  /** shown as it is, to be copied (a first password) */
  secret: string;
  /** a sentence under it: shown only now, what to do with it */
  note: string;
  okText: string;
  /** the copy button's name, and what it says once it copied */
  copyText: string;
  copiedText: string;
}

export interface KitServices {
  confirm(options: ConfirmOptions): void;
  /** a short notice of what just happened (保存成功) */
  toast(level: KitNoticeLevel, text: string): void;
  /** a dialog with one button; settles when it closes */
  alert(options: AlertOptions): Promise<void>;
  /** a secret shown once in a dialog with a copy button; settles when it closes */
  reveal(options: RevealOptions): Promise<void>;
}
