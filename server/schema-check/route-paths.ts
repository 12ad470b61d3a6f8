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

export function flattenRoutes(nodes: RouteNode[], pointer = '/routes', parent = ''): FlatRoute[] {
  const out: FlatRoute[] = [];
  nodes.forEach((node, index) => {
    const here = joinPointer(pointer, index);
    const fullPath = [parent, node.path].filter(Boolean).join('/');
    const segments = parseSegments(fullPath);
    const params = segments.flatMap((s) => (s.kind === 'param' ? [s.name] : []));
    out.push({ node, pointer: here, fullPath, segments, params });
    if (node.children) out.push(...flattenRoutes(node.children, joinPointer(here, 'children'), fullPath));
  });
  return out;
}

/**
 * The route a link or redirect target leads to, if any. A target segment that is a param (":id",
 * "{id}") can be any value, so only a param segment of a route is sure to take it.
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
    }
    return rs.length === wanted.length;
  });
}

/** A link as pages and navs write it: "" for an absolute same-origin path (not checked), else the path part. */
export function relativeLinkPath(link: string): string | undefined {
  if (link.startsWith('/')) return undefined;
  return link.split(/[?#]/)[0].replace(/\/+$/, '');
}
