import type { BlockProps, LayoutProps } from '@/src/runtime/block-props';

/**
 * LayoutProps with title and children optional: RendererEntry.load promises ComponentType<BlockProps>, which a
 * component that requires LayoutProps does not satisfy. The runtime always passes both to a layout.
 */
export type FrameProps = BlockProps & Partial<Pick<LayoutProps, 'title' | 'children'>>;
