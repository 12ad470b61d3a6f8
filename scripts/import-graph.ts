import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';

/** One import of a source file: a repository file (posix path from the root) or a package's name. */
export type Target = { file: string } | { pkg: string } | { unresolved: string };

const SOURCE = /\.(ts|tsx)$/;
const TRY = ['', '.ts', '.tsx', '.d.ts', '.js', '.mjs', '/index.ts', '/index.tsx'];
const BUILTINS = new Set(builtinModules);

/** Every .ts and .tsx below the given folders (posix paths from the root), node_modules and output left out. */
export function sourceFiles(root: string, folders: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(root, dir))) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      const path = `${dir}/${name}`;
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(path);
    }
  };
  for (const folder of folders) if (existsSync(join(root, folder))) walk(folder);
  return out.sort();
}

/**
 * The module specifiers a file names: static imports and re-exports (types too: a type names the layer it
 * comes from), side-effect imports and import() with a literal. Comments are dropped first so that an
 * example in a comment is no edge; a string that merely looks like an import is the price of not parsing.
 */
export function specifiers(code: string): string[] {
  const text = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  const found = new Set<string>();
  const patterns = [
    /^\s*(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const m of text.matchAll(pattern)) found.add(m[1]);
  return [...found];
}

function packageName(spec: string): string {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Where a specifier of `from` leads: relative paths and the `@/` alias (the root) to files, the rest to packages. */
export function resolve(root: string, from: string, spec: string): Target {
  const bare = spec.replace(/\?.*$/, '');
  let base: string | undefined;
  if (bare.startsWith('.')) base = join(dirname(join(root, from)), bare);
  else if (bare.startsWith('@/')) base = join(root, bare.slice(2));
  if (base === undefined) {
    const name = bare.startsWith('node:') ? 'node:' + packageName(bare.slice(5)) : packageName(bare);
    return { pkg: BUILTINS.has(name) ? `node:${name.replace(/^node:/, '')}` : name };
  }
  const stem = base.replace(/\.(js|mjs)$/, '');
  for (const suffix of TRY) {
    for (const candidate of [base + suffix, stem + suffix]) {
      if (existsSync(candidate) && statSync(candidate).isFile()) {
        return { file: relative(root, candidate).split(sep).join('/') };
      }
    }
  }
  return { unresolved: spec };
}

export interface Edge {
  from: string;
  spec: string;
  to: Target;
}

/** Every import of every source file below the folders. */
export function importGraph(root: string, folders: string[]): Edge[] {
  const edges: Edge[] = [];
  for (const file of sourceFiles(root, folders)) {
    for (const spec of specifiers(readFileSync(join(root, file), 'utf8'))) {
      edges.push({ from: file, spec, to: resolve(root, file, spec) });
    }
  }
  return edges;
}
