import type { ComponentType, ReactNode } from 'react';
import type { BlockProps, LayoutProps } from '@/src/runtime/block-props';
import type { RankedEntry } from '@/src/core/renderer-rank';

/** A block's renderer; src/core/renderer-rank.ts ranks entries by type, template and terminal. */
export interface RendererEntry extends RankedEntry {
  type: string;
  template?: string;
  terminal?: 'pc' | 'h5';
  /**
   * A form people type into as soon as they see it (sign-in, registration): its page is drawn by the browser
   * only, since keys pressed into a server-rendered form before it is live would be lost.
   */
  browserOnly?: boolean;
  /** lazy, so that a terminal's bundle loads only the blocks a page uses */
  load: () => Promise<{ default: ComponentType<BlockProps<any, any>> | ComponentType<LayoutProps> }>;
}

export type NoticeLevel = 'info' | 'success' | 'warning' | 'error';

/**
 * How a terminal shows the client's notices: pc a notification box, h5 a toast. durationMs defaults to the
 * spec's 3000 ms. A notice belongs to the page it was shown on: clear(keepShownAt) closes every open notice
 * but those shown at that pathname (a route change), clear() closes them all (a successful login).
 */
export interface Notifier {
  notify: (title: string, description: string, level: NoticeLevel, durationMs?: number) => void;
  message: (level: NoticeLevel, text: string, durationMs?: number) => void;
  clear: (keepShownAt?: string) => void;
}

export interface KitProviderProps {
  locale: string;
  direction: 'ltr' | 'rtl';
  theme: { primaryColor: string; headerBackground: string; headerText: string; accentColor?: string; radius?: number };
  children: ReactNode;
}

/** What a terminal's renderer set hands to the app: its blocks, its UI kit's provider, its notifier. */
export interface TerminalKit {
  entries: RendererEntry[];
  Provider: ComponentType<KitProviderProps>;
  notifier: Notifier;
}
