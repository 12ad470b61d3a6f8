import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ResolvedRenderer } from './resolver';
import { withTimeout } from './with-timeout';

const components = new WeakMap<ResolvedRenderer, LazyExoticComponent<ComponentType<any>>>();

/** One React.lazy per registry entry, so a block's chunk loads once and its state survives re-renders. */
export function lazyBlock(entry: ResolvedRenderer): LazyExoticComponent<ComponentType<any>> {
  let component = components.get(entry);
  if (!component) {
    component = lazy(withTimeout(entry.load));
    components.set(entry, component);
  }
  return component;
}
