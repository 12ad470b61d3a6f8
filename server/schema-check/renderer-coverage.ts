// Every block type (and layout) that a variant can show has a renderer for that variant, ranked as the browser
// ranks them (src/core/renderer-rank.ts). The caller hands in the entries (scripts/schemas-check.ts loads the
// renderer sets, the army overrides among them): the server never loads a renderer.
import { createRegistry } from '@/src/core/renderer-rank';
import type { PageFile, RouteFile, Terminal } from '@/src/core/schema-types';
import { checkSchemaDir } from './index';
import { joinPointer } from './json-pointer';
import { flattenRoutes } from './route-paths';
import { walkBlocks } from './text-refs';
import type { SchemaCheckResult, SchemaProblem } from './types';

/** What coverage needs of a renderer entry: the registry ranks by these three. */
export type CoverageEntry = { type: string; template?: string; terminal?: string };

/** The layout a page gets when it names none (src/runtime/schema-page.tsx). */
export const DEFAULT_LAYOUT = 'layout-portal';

/** Pages every variant can show without a route: the error page /exception (it is also what proves layout-bare, which ?headStyle=false draws). */
export const ALWAYS_SHOWN = ['exception'];

/**
 * A terminal left out of entriesByTerminal is not checked (its renderer set is not there yet).
 * checked: the result of checkSchemaDir(dir) when the caller has it already.
 */
export function checkRendererCoverage(
  dir: string,
  entriesByTerminal: Partial<Record<Terminal, CoverageEntry[]>>,
  checked: SchemaCheckResult = checkSchemaDir(dir),
): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const seen = new Set<string>();
  for (const [file, value] of checked.good) {
    if (!file.startsWith('routes/')) continue;
    const routeFile = value as RouteFile;
    const entries = entriesByTerminal[routeFile.terminal];
    if (!entries) continue;
    const registry = createRegistry(entries);
    const ctx = { template: routeFile.template, terminal: routeFile.terminal };
    const pages = new Set([routeFile.notFound, ...ALWAYS_SHOWN]);
    for (const route of flattenRoutes(routeFile.routes)) if (route.node.page) pages.add(route.node.page);
    for (const id of pages) {
      const pagePath = `pages/${id}.json`;
      const page = checked.good.get(pagePath) as PageFile | undefined;
      if (!page) continue; // missing or refused: reported by checkSchemaDir
      const uses = [
        { type: page.layout ?? DEFAULT_LAYOUT, pointer: page.layout ? '/layout' : '' },
        ...walkBlocks(page).map(({ block, pointer }) => ({ type: block.type, pointer: joinPointer(pointer, 'type') })),
      ];
      for (const { type, pointer } of uses) {
        if (registry.resolve(type, ctx)) continue;
        const key = `${pagePath} ${type} ${ctx.template}.${ctx.terminal}`;
        if (seen.has(key)) continue;
        seen.add(key);
        problems.push({
          file: pagePath,
          pointer,
          message: `no renderer for "${type}" on ${ctx.template}/${ctx.terminal} (shown by ${file}): add an entry to renderers/`,
        });
      }
    }
  }
  return problems;
}
