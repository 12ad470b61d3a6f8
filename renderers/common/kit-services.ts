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

export interface KitServices {
  confirm(options: ConfirmOptions): void;
  /** a short notice of what just happened (保存成功) */
  toast(level: KitNoticeLevel, text: string): void;
  /** a dialog with one button; settles when it closes */
  alert(options: AlertOptions): Promise<void>;
}
