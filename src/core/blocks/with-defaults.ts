import type { BlockType, PropsFor } from './block-types';
import { BLOCK_DEFAULTS } from './block-defaults';

/** A block's props as its renderer receives them: what the page wrote over its contract's defaults. */
export function withDefaults(type: string, props: Record<string, unknown> | undefined): Record<string, unknown> {
  const defaults = Object.hasOwn(BLOCK_DEFAULTS, type) ? BLOCK_DEFAULTS[type] : undefined;
  return defaults ? { ...defaults, ...props } : (props ?? {});
}

/** The same, typed as the renderers of that type receive them. */
export const propsOf = <T extends BlockType>(type: T, props?: Record<string, unknown>) => withDefaults(type, props) as PropsFor<T>;
