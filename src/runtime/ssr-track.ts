import { createElement, type ComponentType } from 'react';
import { useServerRender } from './server-render';

const wrapped = new Map<string, ComponentType<any>>();

function isComponent(value: unknown): value is ComponentType<any> {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/**
 * Server build only (scripts/vite/ssr-module-ids.ts puts it around every dynamic import): a module's default
 * component notes its source file in the render when it is drawn, so that the page links that module's
 * stylesheets and scripts, as the browser would load them.
 */
export function trackModule<M>(loading: Promise<M>, id: string): Promise<M> {
  return loading.then((mod) => {
    const original = (mod as { default?: unknown }).default;
    if (!isComponent(original)) return mod;
    let component = wrapped.get(id);
    if (!component) {
      component = function Tracked(props: Record<string, unknown>) {
        useServerRender()?.modules.add(id);
        return createElement(original, props);
      };
      wrapped.set(id, component);
    }
    return { ...mod, default: component };
  });
}
