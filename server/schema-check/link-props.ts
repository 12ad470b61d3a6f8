// Which block props are links (app paths), and whether each leads to a route of every variant that shows the
// page, read the way the renderers read it (renderers/common: app-link, fill-path, variant-routes, form-links).
import type { Block } from '@/src/core/schema-types';
import { blockContracts } from '@/src/core/blocks/contracts';
import type { LinkProp } from '@/src/core/blocks/define-block';
import { joinPointer } from './json-pointer';
import { findRoute, relativeLinkPath, type FlatRoute } from './route-paths';
import type { SchemaSet } from './schema-set';

export type { LinkProp } from '@/src/core/blocks/define-block';

/** Link props per block type, as the block contracts state them (src/core/blocks/contracts). */
export const LINK_PROPS: Record<string, LinkProp[]> = Object.fromEntries(blockContracts.filter((c) => c.links).map((c) => [c.type, c.links ?? []]));

export interface FoundLink {
  value: string;
  /** the pointer tokens below props: ["links", 1, "to"] */
  tokens: (string | number)[];
}

/** Every string the path reaches in props, "*" taking each element of an array. */
export function linksAt(value: unknown, path: string[], tokens: (string | number)[] = []): FoundLink[] {
  if (path.length === 0) return typeof value === 'string' ? [{ value, tokens }] : [];
  const [head, ...rest] = path;
  if (head === '*') return Array.isArray(value) ? value.flatMap((item, i) => linksAt(item, rest, [...tokens, i])) : [];
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return linksAt((value as Record<string, unknown>)[head], rest, [...tokens, head]);
}

/** A route file that shows a page, and where: under layout/, outside it, or both. */
export interface PageView {
  routeFile: string;
  terminal: string;
  routes: FlatRoute[];
  underLayout: boolean[];
}

const isUnderLayout = (route: FlatRoute) => route.fullPath.startsWith('layout/');

/** The views of a page; `complete` is false when a route file did not pass its meta-schema and may show it too. */
export interface PageViews {
  views: PageView[];
  complete: boolean;
}

export function pageViews(set: SchemaSet, flat: Map<string, FlatRoute[]>, routeFiles: string[], pageId: string): PageViews {
  const complete = [...set.present].every((file) => !file.startsWith('routes/') || set.routes.has(file));
  const views = routeFiles.flatMap((routeFile) => {
    const file = set.routes.get(routeFile);
    if (!file) return [];
    const routes = flat.get(routeFile) ?? [];
    const places = new Set(routes.filter((r) => r.node.page === pageId).map(isUnderLayout));
    if (file.value.notFound === pageId) {
      // the 404 page is drawn at any path the file does not route: under layout/ too when the file routes such paths
      places.add(false);
      if (routes.some(isUnderLayout)) places.add(true);
    }
    return [{ routeFile, terminal: file.value.terminal, routes, underLayout: [...places] }];
  });
  return { views, complete };
}

/** useVariantRoutes().path for a relative path. */
function variantPath(path: string, underLayout: boolean): string {
  return underLayout && !path.startsWith('layout/') ? `layout/${path}` : path;
}

/** The paths a link is followed to on a view but that match no route of it; and whether the view draws it at all. */
function missesOn(view: PageView, target: string, spec: LinkProp): { drawn: boolean; misses: string[] } {
  let drawn = false;
  const misses = new Set<string>();
  for (const under of view.underLayout) {
    if (spec.optional && !findRoute(view.routes, variantPath(target, under))) continue;
    drawn = true;
    const followed = spec.variant ? variantPath(target, under) : target;
    if (!findRoute(view.routes, followed)) misses.add(followed);
  }
  return { drawn, misses: [...misses] };
}

function checkLink(set: SchemaSet, file: string, pointer: string, link: string, spec: LinkProp, { views, complete }: PageViews): void {
  const target = relativeLinkPath(link);
  if (target === undefined) return;
  const shown = views.filter((view) => !spec.terminal || view.terminal === spec.terminal);
  let drawnSomewhere = false;
  for (const view of shown) {
    const { drawn, misses } = missesOn(view, target, spec);
    if (drawn) drawnSomewhere = true;
    for (const followed of misses) {
      const as = followed === target ? '' : ` (on pages under layout/: "${followed}")`;
      set.report(file, pointer, `"${link}"${as} matches no route of ${view.routeFile}, which shows this page`);
    }
  }
  // with a route file refused, the variant that draws the link may be the one not known
  if (spec.optional && complete && shown.length > 0 && !drawnSomewhere) {
    const files = shown.map((view) => view.routeFile).join(', ');
    set.report(file, pointer, `"${link}" matches no route of ${files}, which show this page, so it is never drawn`);
  }
}

/** Reports every link prop of the block that leads to no route of a view showing the page. */
export function checkBlockLinks(set: SchemaSet, file: string, block: Block, pointer: string, views: PageViews): void {
  for (const spec of LINK_PROPS[block.type] ?? []) {
    for (const { value, tokens } of linksAt(block.props, spec.path.split('/'))) {
      checkLink(set, file, joinPointer(pointer, 'props', ...tokens), value, spec, views);
    }
  }
}
