/**
 * Holds the import map (import-map.json): every import of every .ts/.tsx in the scanned folders, resolved
 * (relative paths and the `@/` alias), must go where its layer may import, break no rule, and no two top-level
 * server folders may import each other (directly or round a longer loop). Prints each forbidden edge as
 * `file -> imported file (rule)` and exits 1 when there is one.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { importGraph, type Edge } from './import-graph';
import { folderCycles, type ImportMap, violations } from './import-rules';

const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const map = JSON.parse(readFileSync(`${root}/import-map.json`, 'utf8')) as ImportMap;
const edges: Edge[] = importGraph(root, map.scan);

const found = violations(map, edges);
for (const v of found) console.log(`${v.from} -> ${v.to} (${v.rule})`);
const cycles = folderCycles(map, edges);
for (const c of cycles) {
  console.log(`${c.folders.join(', ')}: a loop of folders importing each other (server-folder-cycle)`);
  for (const pair of c.pairs) {
    console.log(`  ${pair.folders.join(' <-> ')}`);
    for (const e of pair.edges) console.log(`    ${e} (server-folder-cycle)`);
  }
}
const pairs = cycles.reduce((n, c) => n + c.pairs.length, 0);

const files = new Set(edges.map((e) => e.from)).size;
if (found.length + cycles.length > 0) {
  console.log(
    `\n${found.length} forbidden import(s); ${cycles.length} server folder loop(s), ${pairs} pair(s) importing each other; ${files} files checked`,
  );
  process.exit(1);
}
console.log(`import map held: ${edges.length} imports of ${files} files`);
