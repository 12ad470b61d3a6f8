import { joinPointer } from './json-pointer';
import { findRoute, flattenRoutes, parseSegments, type FlatRoute } from './route-paths';
import { pageFile, siteFileOf, type SchemaSet } from './schema-set';
import { routeRefs } from './text-refs';

/** The flattened tree of every valid route file, by file. */
export function flattenAll(set: SchemaSet): Map<string, FlatRoute[]> {
  const out = new Map<string, FlatRoute[]>();
  for (const [file, { value }] of set.routes) out.set(file, flattenRoutes(value.routes));
  return out;
}

/** Which route files show each page (through a route or as their 404 page). */
export function routeFilesByPage(set: SchemaSet, flat: Map<string, FlatRoute[]>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (page: string, file: string) => {
    const files = out.get(page) ?? [];
    if (!files.includes(file)) files.push(file);
    out.set(page, files);
  };
  for (const [file, routes] of flat) {
    add(set.routes.get(file)!.value.notFound, file);
    for (const route of routes) if (route.node.page) add(route.node.page, file);
  }
  return out;
}

function checkPageParams(set: SchemaSet, file: string, pointer: string, pageId: string, params: string[], where: string): void {
  const page = set.pages.get(pageId);
  if (!page) return;
  for (const ref of routeRefs(page.value)) {
    if (params.includes(ref.value)) continue;
    set.report(
      file,
      pointer,
      `page "${pageId}" reads $route.${ref.value} (${page.file} ${ref.pointer}) but ${where} has no :${ref.value}`,
    );
  }
}

export function checkRoutes(set: SchemaSet, flat: Map<string, FlatRoute[]>): void {
  for (const [file, { value }] of set.routes) {
    const routes = flat.get(file) ?? [];
    const expected = `routes/${value.template}.${value.terminal}.json`;
    if (file !== expected) set.report(file, '/template', `template "${value.template}" and terminal "${value.terminal}" belong in ${expected}`);

    const site = set.sites.get(value.template);
    if (!set.present.has(siteFileOf(value.template))) {
      set.report(file, '/template', `there is no site file ${siteFileOf(value.template)} for template "${value.template}"`);
    } else if (site && !site.value.terminals.includes(value.terminal)) {
      set.report(file, '/terminal', `${site.file} does not list "${value.terminal}" in its terminals`);
    }

    const seen = new Map<string, FlatRoute>();
    for (const route of routes) {
      if (!route.node.page && !route.node.redirect) continue;
      const key = route.segments.map((s) => (s.kind === 'param' ? ':' : s.kind === 'splat' ? '*' : s.value)).join('/');
      const earlier = seen.get(key);
      if (earlier) {
        set.report(file, joinPointer(route.pointer, 'path'), `"${route.fullPath}" is already routed at ${earlier.pointer} ("${earlier.fullPath}")`);
      } else seen.set(key, route);

      const { page, redirect } = route.node;
      if (page) {
        if (!set.present.has(pageFile(page))) {
          set.report(file, joinPointer(route.pointer, 'page'), `page "${page}" does not exist (schemas/${pageFile(page)})`);
        } else {
          checkPageParams(set, file, joinPointer(route.pointer, 'page'), page, route.params, `path "${route.fullPath}"`);
        }
      }
      if (redirect) {
        const pointer = joinPointer(route.pointer, 'redirect');
        const missing = parseSegments(redirect).flatMap((s) => (s.kind === 'param' && !route.params.includes(s.name) ? [s.name] : []));
        for (const name of missing) set.report(file, pointer, `:${name} is not a param of path "${route.fullPath}", so it cannot be filled`);
        const target = findRoute(routes, redirect);
        if (!target) set.report(file, pointer, `redirect target "${redirect}" matches no route of this file (targets are relative to the variant base)`);
        else if (target === route) set.report(file, pointer, `"${redirect}" redirects to itself`);
      }
    }

    if (!set.present.has(pageFile(value.notFound))) {
      set.report(file, '/notFound', `page "${value.notFound}" does not exist (schemas/${pageFile(value.notFound)})`);
    } else {
      checkPageParams(set, file, '/notFound', value.notFound, [], 'the 404 page');
    }
    for (const name of ['home', 'login'] as const) {
      if (!findRoute(routes, value[name])) set.report(file, `/${name}`, `"${value[name]}" matches no route of this file`);
    }
  }
}
