import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ResolvedRenderer } from './resolver';
import { withTimeout } from './with-timeout';

const components = new WeakMap<ResolvedRenderer, LazyExoticComponent<ComponentType<any>>>();
const loaded = new WeakMap<ResolvedRenderer, ComponentType<any>>();

/**
 * One React.lazy per registry entry, so a block's chunk loads once and its state survives re-renders. A block
 * loaded beforehand (a server-rendered page's, before hydration) is its component itself: a lazy one would
 * suspend once even then, and an update meanwhile would make React draw that part afresh.
 */
export function lazyBlock(entry: ResolvedRenderer): ComponentType<any> {
  const ready = loaded.get(entry);
  if (ready) return ready;
  let component = components.get(entry);
  if (!component) {
    const load = withTimeout(entry.load);
    // a failed load is forgotten: the next render (a retry, another page) loads the chunk again
    component = lazy(() =>
      load().catch((error: unknown) => {
        components.delete(entry);
        throw error;
      }),
    );
    components.set(entry, component);
  }
  return component;
}

/** Loads a block's chunk now, so that lazyBlock gives its component without suspending. */
export async function preloadBlock(entry: ResolvedRenderer): Promise<void> {
  if (loaded.has(entry)) return;
  const module = await withTimeout(entry.load)();
  loaded.set(entry, module.default);
}
