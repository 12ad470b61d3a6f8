import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export interface PageAssets {
  /** stylesheets of the drawn modules and of the chunks they import */
  css: string[];
  /** their scripts, to preload before the browser asks */
  js: string[];
}

/** The client build's manifest (dist/.vite/manifest.json): what each source module needs in the browser. */
export function readManifest(staticDir: string): Record<string, ManifestChunk> {
  const file = path.join(staticDir, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>) : {};
}

/** The stylesheets and scripts of the source modules a page drew, their static imports included, in load order. */
export function assetsOf(manifest: Record<string, ManifestChunk>, modules: string[], entryKey = 'index.html'): PageAssets {
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const skip = new Set<string>(manifest[entryKey]?.css ?? []);
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) walk(imported);
    if (key !== entryKey) js.add(`/${chunk.file}`);
    for (const sheet of chunk.css ?? []) if (!skip.has(sheet)) css.add(`/${sheet}`);
  };
  seen.add(entryKey);
  for (const imported of manifest[entryKey]?.imports ?? []) seen.add(imported);
  for (const key of modules) walk(key);
  return { css: [...css], js: [...js] };
}
