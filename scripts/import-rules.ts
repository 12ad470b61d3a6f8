import type { Edge } from './import-graph';

export interface ImportMap {
  scan: string[];
  free: string[];
  layers: Record<string, { paths: string[]; mayImport: string[] }>;
  rules: { name: string; from: string[]; packages?: string[]; files?: string[] }[];
  folderCycles: { root: string };
}

export interface Violation {
  from: string;
  to: string;
  rule: string;
}

/** Test files and tests/ may import anything. */
export function isFree(map: ImportMap, file: string): boolean {
  return map.free.some((f) => (f.endsWith('/') ? file.startsWith(f) : file.endsWith(f)));
}

/** The layer whose path is the file's longest prefix; undefined outside every layer. */
export function layerOf(map: ImportMap, file: string): string | undefined {
  let best: string | undefined;
  let length = -1;
  for (const [name, layer] of Object.entries(map.layers)) {
    for (const path of layer.paths) {
      if (file.startsWith(path) && path.length > length) [best, length] = [name, path.length];
    }
  }
  return best;
}

function matches(pattern: string, value: string): boolean {
  return pattern.endsWith('/*') ? value.startsWith(pattern.slice(0, -1)) : pattern === value;
}

/** Each forbidden edge: to a layer the file's layer may not import, to a forbidden package or folder, or nowhere. */
export function violations(map: ImportMap, edges: Edge[]): Violation[] {
  const out: Violation[] = [];
  for (const { from, spec, to } of edges) {
    if (isFree(map, from)) continue;
    if ('unresolved' in to) {
      out.push({ from, to: spec, rule: 'unresolved' });
      continue;
    }
    const target = 'file' in to ? to.file : to.pkg;
    if ('file' in to) {
      const mine = layerOf(map, from);
      const theirs = layerOf(map, to.file);
      if (mine && mine !== theirs && !map.layers[mine].mayImport.includes(theirs ?? '')) {
        out.push({ from, to: target, rule: `${mine} may not import ${theirs ?? 'outside the layers'}` });
      }
    }
    for (const rule of map.rules) {
      if (!rule.from.some((prefix) => from.startsWith(prefix))) continue;
      const hit =
        'pkg' in to
          ? (rule.packages ?? []).some((p) => matches(p, to.pkg))
          : (rule.files ?? []).some((prefix) => to.file.startsWith(prefix));
      if (hit) out.push({ from, to: target, rule: rule.name });
    }
  }
  return out;
}

/** The top-level folder of a file under root, undefined for the root's own files (the composition root). */
function folderOf(root: string, file: string): string | undefined {
  if (!file.startsWith(root)) return undefined;
  const rest = file.slice(root.length).split('/');
  return rest.length > 1 ? root + rest[0] : undefined;
}

export interface FolderCycle {
  folders: string[];
  /** each pair of the group's folders that import each other directly, with the file edges both ways */
  pairs: { folders: [string, string]; edges: string[] }[];
}

/**
 * Every group of top-level folders under root that import each other round a loop (strongly connected
 * components of the folder graph, Tarjan), with the file edges that close it.
 */
export function folderCycles(map: ImportMap, edges: Edge[]): FolderCycle[] {
  const root = map.folderCycles.root;
  const links = new Map<string, Map<string, string[]>>();
  for (const { from, to } of edges) {
    if (!('file' in to) || isFree(map, from) || isFree(map, to.file)) continue;
    const [a, b] = [folderOf(root, from), folderOf(root, to.file)];
    if (!a || !b || a === b) continue;
    if (!links.has(a)) links.set(a, new Map());
    const byTarget = links.get(a)!;
    byTarget.set(b, [...(byTarget.get(b) ?? []), `${from} -> ${to.file}`]);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of links.get(v)?.keys() ?? []) {
      if (!index.has(w)) visit(w);
      if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, low.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do group.push((w = stack.pop()!));
      while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of [...links.keys()].sort()) if (!index.has(v)) visit(v);
  const imports = (a: string, b: string) => links.get(a)?.get(b) ?? [];
  return groups.map((folders) => ({
    folders,
    pairs: folders.flatMap((a) =>
      folders
        .filter((b) => a < b && imports(a, b).length > 0 && imports(b, a).length > 0)
        .map((b) => ({ folders: [a, b] as [string, string], edges: [...imports(a, b), ...imports(b, a)] })),
    ),
  }));
}
