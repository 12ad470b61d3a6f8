import type { ComponentType, ReactNode } from 'react';
import type { BlockProps, LayoutProps } from '@/src/runtime/block-props';

export interface RendererEntry {
  type: string;
  template?: string;
  terminal?: 'pc' | 'h5';
  /**
   * A form people type into as soon as they see it (sign-in, registration): its page is drawn by the browser
   * only, since keys pressed into a server-rendered form before it is live would be lost.
   */
  browserOnly?: boolean;
  /** lazy, so that a terminal's bundle loads only the blocks a page uses */
  load: () => Promise<{ default: ComponentType<BlockProps<any>> | ComponentType<LayoutProps> }>;
}

export interface RenderContext {
  template: string;
  terminal: 'pc' | 'h5';
}

/** -1 when the entry does not apply; otherwise higher is more specific. */
export function rank(entry: RendererEntry, ctx: RenderContext): number {
  if (entry.template !== undefined && entry.template !== ctx.template) return -1;
  if (entry.terminal !== undefined && entry.terminal !== ctx.terminal) return -1;
  return (entry.terminal ? 2 : 0) + (entry.template ? 1 : 0);
}

export interface Registry {
  resolve: (type: string, ctx: RenderContext) => RendererEntry | undefined;
  types: () => string[];
}

export function createRegistry(entries: RendererEntry[]): Registry {
  return {
    resolve(type, ctx) {
      let best: RendererEntry | undefined;
      let bestRank = -1;
      for (const entry of entries) {
        if (entry.type !== type) continue;
        const r = rank(entry, ctx);
        if (r > bestRank) [best, bestRank] = [entry, r];
      }
      return best;
    },
    types: () => [...new Set(entries.map((e) => e.type))],
  };
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
