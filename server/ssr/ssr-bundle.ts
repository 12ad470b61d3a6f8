import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SchemaStore } from '@/server/schemas/schema-store';
import type { RenderRequest, RenderResult } from '@/src/core/render-types';
import type { RankedEntry } from '@/src/core/renderer-rank';

// The bundle's own types (src/core/render-types.ts): the server and the app agree on one contract.
export type { BuiltRequest as BundleCall, PageShell as BundleShell, RenderResult as BundleResult } from '@/src/core/render-types';

/** What the server build of the app (dist-ssr/server-entry.js, from src/app/server-entry.tsx) exports. */
export interface SsrBundle {
  setServerSchemaSource: (source: (path: string) => unknown) => void;
  renderPage: (request: RenderRequest) => Promise<RenderResult>;
  /** each terminal's renderer entries: what a schema may name */
  rendererEntries: () => Promise<Record<'pc' | 'h5', RankedEntry[]>>;
}

/** The schemas as the bundle reads them: checked files by value, catalogues merged (parsed once per version). */
function schemaSource(store: SchemaStore): (file: string) => unknown {
  const parsed = new Map<string, { etag: string; value: unknown }>();
  const fromEntry = (key: string, entry: { body: string; etag: string } | undefined) => {
    if (!entry) return undefined;
    const cached = parsed.get(key);
    if (cached?.etag === entry.etag) return cached.value;
    const value: unknown = JSON.parse(entry.body);
    parsed.set(key, { etag: entry.etag, value });
    return value;
  };
  return (file) => {
    if (file === 'locales/index.json') return fromEntry(file, store.localeIndex());
    const locale = /^locales\/([^/]+)\.json$/.exec(file)?.[1];
    if (locale) return fromEntry(file, store.locale(locale));
    return store.value(file);
  };
}

/** Loads the server build when it exists beside the client build; undefined otherwise (pages go out as the shell). */
export async function loadSsrBundle(dir: string, store: SchemaStore): Promise<SsrBundle | undefined> {
  const file = path.resolve(dir, 'server-entry.js');
  if (!fs.existsSync(file)) return undefined;
  const bundle = (await import(pathToFileURL(file).href)) as SsrBundle;
  bundle.setServerSchemaSource(schemaSource(store));
  // from now on a change is also checked against the renderers, as schemas:check checks it
  store.checkCoverage(await bundle.rendererEntries());
  return bundle;
}
