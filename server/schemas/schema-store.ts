import type { FastifyBaseLogger } from 'fastify';
import type { SchemaCheckResult } from '@/server/schema-check/types';
import { checkRendererCoverage, type CoverageEntry } from '@/server/schema-check/renderer-coverage';
import type { Terminal } from '@/src/core/schema-types';
import { localeFiles, mergeCatalogues } from './locale-merge';
import { toEntry, type SchemaEntry } from './schema-entry';

export type SchemaChecker = (dir: string) => SchemaCheckResult;

/**
 * The schema files the server hands out. Each reload re-checks the whole folder; a file that passes
 * replaces its served copy, a file with problems is refused (logged) and its last good copy stays.
 */
export class SchemaStore {
  private files = new Map<string, { value: unknown; entry: SchemaEntry }>();
  private locales = new Map<string, SchemaEntry | null>();
  private refused = new Set<string>();
  private coverage: Partial<Record<Terminal, CoverageEntry[]>> | null = null;

  constructor(
    readonly dir: string,
    private readonly check: SchemaChecker,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Checks every page a variant shows against these renderer entries too (the server build's, once loaded): a
   * page naming a block that no renderer of its terminal draws is refused like any other broken file.
   */
  checkCoverage(entries: Partial<Record<Terminal, CoverageEntry[]>>): void {
    this.coverage = entries;
    this.reload();
  }

  reload(): SchemaCheckResult | undefined {
    let result: SchemaCheckResult;
    try {
      result = this.check(this.dir);
      if (this.coverage) result = { ...result, problems: [...result.problems, ...checkRendererCoverage(this.dir, this.coverage, result)] };
    } catch (err) {
      this.log.error({ err }, `schema check failed: ${(err as Error).message}`);
      return undefined;
    }
    const refused = new Set(result.problems.map((p) => p.file));
    for (const p of result.problems) this.log.error(`schema refused: ${p.file} ${p.pointer} ${p.message}`);
    for (const file of this.refused) if (!refused.has(file) && result.good.has(file)) this.log.info(`schema accepted again: ${file}`);
    this.refused = refused;
    const next = new Map<string, { value: unknown; entry: SchemaEntry }>();
    for (const [file, value] of result.good) {
      if (!refused.has(file)) next.set(file, { value, entry: toEntry(value) });
    }
    for (const file of refused) {
      const last = this.files.get(file);
      if (last) next.set(file, last);
    }
    // Files that vanished (neither good nor refused) are no longer served.
    this.files = next;
    this.locales.clear();
    return result;
  }

  /** The served copy of a file, by path relative to the schemas folder. */
  get(file: string): SchemaEntry | undefined {
    return this.files.get(file)?.entry;
  }

  /** The checked value of a served file (shared: callers must not change it); undefined when not served. */
  value(file: string): unknown {
    return this.files.get(file)?.value;
  }

  /** The served files directly in `folder` (relative to the schemas folder), sorted. */
  list(folder: string): string[] {
    const prefix = `${folder}/`;
    return [...this.files.keys()].filter((f) => f.startsWith(prefix) && !f.slice(prefix.length).includes('/')).sort();
  }

  /** schemas/locales/{locale}/*.json merged, as a value; {} for an unknown locale. */
  catalogue(locale: string): Record<string, unknown> {
    return mergeCatalogues(localeFiles(this.files.keys(), locale).map((f) => this.files.get(f)?.value));
  }

  /** The locales that have a catalogue folder: `/schemas/locales/index.json`, so a browser asks only for those. */
  localeIndex(): SchemaEntry {
    const names = new Set<string>();
    for (const file of this.files.keys()) {
      const match = /^locales\/([^/]+)\/[^/]+\.json$/.exec(file);
      if (match) names.add(match[1]);
    }
    return toEntry({ locales: [...names].sort() });
  }

  /** schemas/locales/{locale}/*.json merged into one catalogue; undefined for an unknown locale. */
  locale(locale: string): SchemaEntry | undefined {
    if (!this.locales.has(locale)) {
      const files = localeFiles(this.files.keys(), locale);
      this.locales.set(locale, files.length === 0 ? null : toEntry(mergeCatalogues(files.map((f) => this.files.get(f)?.value))));
    }
    return this.locales.get(locale) ?? undefined;
  }
}
