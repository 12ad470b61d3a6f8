import type { ComponentType } from 'react';
import type { BlockProps, LayoutProps } from './block-props';

/** What the runtime needs of a renderer registry; the app hands one in, the runtime imports no renderer. */
export interface ResolvedRenderer {
  type: string;
  /** its page goes out as the shell: see RendererEntry.browserOnly */
  browserOnly?: boolean;
  load: () => Promise<{ default: ComponentType<BlockProps<any, any>> | ComponentType<LayoutProps> }>;
}

export interface RenderTarget {
  template: string;
  terminal: 'pc' | 'h5';
}

export interface BlockResolver {
  resolve: (type: string, target: RenderTarget) => ResolvedRenderer | undefined;
}
