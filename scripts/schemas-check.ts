// npm run schemas:check: every schema file against its meta-schema and the cross-checks, then renderer
// coverage (every block a variant shows has a renderer for it) and the block contracts against the meta-schema and
// docs/blocks.md generated from them. Prints "file pointer message" per
// problem and exits 1 on any; otherwise one summary line.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Terminal } from '@/src/core/schema-types';
import { checkSchemaDir } from '@/server/schema-check';
import { checkBlockContracts } from '@/server/schema-check/block-contracts';
import { checkRendererCoverage, type CoverageEntry } from '@/server/schema-check/renderer-coverage';
import type { SchemaProblem } from '@/server/schema-check/types';

const ROOT = resolve(import.meta.dirname, '..');
const SCHEMAS = 'schemas';

/** The renderer sets (renderers/.../index.ts) and the terminals each serves. */
const RENDERER_SETS: { module: string; exportName: string; terminals: Terminal[] }[] = [
  { module: 'renderers/common/index', exportName: 'commonEntries', terminals: ['pc', 'h5'] },
  { module: 'renderers/pc/index', exportName: 'pcEntries', terminals: ['pc'] },
  { module: 'renderers/h5/index', exportName: 'h5Entries', terminals: ['h5'] },
  { module: 'renderers/army/pc/index', exportName: 'armyPcEntries', terminals: ['pc'] },
  { module: 'renderers/army/h5/index', exportName: 'armyH5Entries', terminals: ['h5'] },
];

interface Loaded {
  entries: Partial<Record<Terminal, CoverageEntry[]>>;
  warnings: string[];
  problems: SchemaProblem[];
}

async function loadRendererSets(): Promise<Loaded> {
  const collected: Record<Terminal, CoverageEntry[]> = { pc: [], h5: [] };
  const incomplete = new Set<Terminal>();
  const warnings: string[] = [];
  const problems: SchemaProblem[] = [];
  for (const set of RENDERER_SETS) {
    const file = ['.ts', '.tsx'].map((ext) => join(ROOT, set.module + ext)).find((f) => existsSync(f));
    if (!file) {
      warnings.push(`${set.module}.ts does not exist yet: renderer coverage of ${set.terminals.join(' and ')} is not checked`);
      set.terminals.forEach((t) => incomplete.add(t));
      continue;
    }
    let entries: unknown;
    try {
      const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      entries = mod[set.exportName];
    } catch (err) {
      problems.push({ file: set.module, pointer: '', message: `cannot be imported in Node: ${(err as Error).message}` });
      set.terminals.forEach((t) => incomplete.add(t));
      continue;
    }
    if (!Array.isArray(entries) || entries.some((e) => !e || typeof (e as CoverageEntry).type !== 'string')) {
      problems.push({ file: set.module, pointer: '', message: `does not export ${set.exportName} as a RendererEntry[]` });
      set.terminals.forEach((t) => incomplete.add(t));
      continue;
    }
    for (const t of set.terminals) collected[t].push(...(entries as CoverageEntry[]));
  }
  const entries: Partial<Record<Terminal, CoverageEntry[]>> = {};
  for (const t of ['pc', 'h5'] as Terminal[]) if (!incomplete.has(t)) entries[t] = collected[t];
  return { entries, warnings, problems };
}

async function main(): Promise<number> {
  const dir = join(ROOT, SCHEMAS);
  const checked = checkSchemaDir(dir);
  const renderers = await loadRendererSets();
  const coverage = checkRendererCoverage(dir, renderers.entries, checked);

  for (const w of renderers.warnings) console.warn(`warning: ${w}`);
  const problems = [
    ...checked.problems.map((p) => ({ ...p, file: `${SCHEMAS}/${p.file}` })),
    ...coverage.map((p) => ({ ...p, file: `${SCHEMAS}/${p.file}` })),
    ...renderers.problems,
    ...checkBlockContracts(ROOT),
  ];
  for (const p of problems) console.error(`${p.file} ${p.pointer || '(file)'} ${p.message}`);
  if (problems.length > 0) {
    console.error(`schemas:check: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
    return 1;
  }
  const covered = Object.keys(renderers.entries).join(' and ') || 'no terminal';
  console.log(`schemas:check: ${checked.good.size} files pass; renderer coverage checked for ${covered}`);
  return 0;
}

process.exitCode = await main();
