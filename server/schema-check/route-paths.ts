import type { RouteNode } from '@/src/core/schema-types';
import { joinPointer } from './json-pointer';

export type Segment = { kind: 'static'; value: string } | { kind: 'param'; name: string } | { kind: 'splat' };

/** One route of a tree with its full path relative to the variant base. */
export interface FlatRoute {
  node: RouteNode;
  /** JSON pointer of the node in its route file */
  pointer: string;
  /** "layout/notice/:id"; "" is the variant base itself */
  fullPath: string;
  segments: Segment[];
  /** the :params of the full path, parents' included */
  params: string[];
  /** the patterns its :params must match in whole (the "params" of the route and its parents) */
  patterns: Record<string, string>;
}

export function parseSegments(path: string): Segment[] {
  return path
    .split('/')
    .filter((s) => s !== '')
    .map((s): Segment => {
      if (s === '*') return { kind: 'splat' };
      if (s.startsWith(':')) return { kind: 'param', name: s.slice(1) };
      if (/^\{\w+\}$/.test(s)) return { kind: 'param', name: s.slice(1, -1) };
      return { kind: 'static', value: s };
    });
}

export function flattenRoutes(nodes: RouteNode[], pointer = '/routes', parent = '', parentPatterns: Record<string, string> = {}): FlatRoute[] {
  const out: FlatRoute[] = [];
  nodes.forEach((node, index) => {
    const here = joinPointer(pointer, index);
    const fullPath = [parent, node.path].filter(Boolean).join('/');
    const segments = parseSegments(fullPath);
    const params = segments.flatMap((s) => (s.kind === 'param' ? [s.name] : []));
    const patterns = { ...parentPatterns, ...node.params };
    out.push({ node, pointer: here, fullPath, segments, params, patterns });
    if (node.children) out.push(...flattenRoutes(node.children, joinPointer(here, 'children'), fullPath, patterns));
  });
  return out;
}

/** Whether a param segment of a route takes a fixed value: a path whose value fails the route's pattern is a 404. */
function paramTakes(route: FlatRoute, name: string, value: string): boolean {
  const pattern = route.patterns[name];
  return pattern === undefined || new RegExp(`^(?:${pattern})$`).test(value);
}

/**
 * The route a link or redirect target leads to, if any. A target segment that is a param (":id",
 * "{id}") can be any value, so only a param segment of a route is sure to take it; a fixed one must
 * also pass the route's pattern for that param (a one-segment typo is no ":token").
 */
export function findRoute(routes: FlatRoute[], target: string): FlatRoute | undefined {
  const wanted = parseSegments(target);
  return routes.find((route) => {
    if (!route.node.page && !route.node.redirect) return false;
    const rs = route.segments;
    for (let i = 0; i < rs.length; i++) {
      const r = rs[i];
      if (r.kind === 'splat') return true;
      const w = wanted[i];
      if (!w) return false;
      if (r.kind === 'static' && (w.kind !== 'static' || w.value !== r.value)) return false;
      if (r.kind === 'param' && w.kind === 'static' && !paramTakes(route, r.name, w.value)) return false;
    }
    return rs.length === wanted.length;
  });
}

/**
 * The path part of a link as pages and navs write it, or undefined when there is none to check: an absolute
 * same-origin path, or a query or hash alone ("?by={key}"), which stays on the current page.
 */
export function relativeLinkPath(link: string): string | undefined {
  if (link.startsWith('/') || link.startsWith('?') || link.startsWith('#')) return undefined;
  return link.split(/[?#]/)[0].replace(/\/+$/, '');
}
