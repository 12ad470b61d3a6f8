// Page files are shared by the variants (login.json serves pc and h5 of both templates), while the routes
// differ: h5 puts its pages under layout/, and default pc has no regist or changepass. These helpers let a
// block write one path and draw only what leads somewhere on the variant it is shown on.
import { matchPath, useLocation } from 'react-router-dom';
import type { RouteFile, RouteNode } from '@/src/core/schema-types';
import type { BlockContext } from '@/src/runtime/block-props';
import { useSchema } from '@/src/runtime/use-schema';

interface Flat {
  path: string;
  /** the patterns its :params must match in whole (a route's "params", its parents' included) */
  params: Record<string, string>;
}

function flatten(nodes: RouteNode[], parent: Flat = { path: '', params: {} }): Flat[] {
  return nodes.flatMap((node) => {
    const here = { path: [parent.path, node.path].filter(Boolean).join('/'), params: { ...parent.params, ...node.params } };
    const own = node.page || node.redirect ? [here] : [];
    return [...own, ...(node.children ? flatten(node.children, here) : [])];
  });
}

function takes(route: Flat, wanted: string): boolean {
  const match = matchPath({ path: `/${route.path}`, end: true }, `/${wanted}`);
  if (!match) return false;
  return Object.entries(route.params).every(([name, pattern]) => new RegExp(`^(?:${pattern})$`).test(match.params[name] ?? ''));
}

export interface VariantRoutes {
  /** the path as this page reaches it: a relative path gains "layout/" on pages under layout/ */
  path: (to: string) => string;
  /** whether a route of the variant takes the path (query left out); true while the route file is unknown */
  has: (to: string) => boolean;
  /** false until the route file has loaded (or failed) */
  ready: boolean;
}

export function useVariantRoutes(ctx: BlockContext): VariantRoutes {
  const { pathname } = useLocation();
  const file = useSchema<RouteFile>(`routes/${ctx.site.template}.${ctx.site.terminal}.json`);
  const underLayout = pathname.startsWith(ctx.href('layout/'));
  const path = (to: string) => (underLayout && !to.startsWith('/') && !to.startsWith('layout/') ? `layout/${to}` : to);
  const routes = file.status === 'ready' ? flatten(file.value.routes) : null;
  const has = (to: string) => {
    if (!routes) return true;
    const wanted = path(to).split(/[?#]/)[0];
    if (wanted.startsWith('/')) return true;
    return routes.some((route) => takes(route, wanted));
  };
  return { path, has, ready: file.status !== 'loading' };
}
