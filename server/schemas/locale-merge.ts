/** A locale name as used in folder names: zh-CN, en-US, ar, ... */
export const LOCALE_PATTERN = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** The files of schemas/locales/{locale}/ (direct children only). */
export function localeFiles(paths: Iterable<string>, locale: string): string[] {
  const prefix = `locales/${locale}/`;
  return [...paths].filter((p) => p.startsWith(prefix) && p.endsWith('.json') && !p.slice(prefix.length).includes('/')).sort();
}

/** One catalogue from several: later files (by name) win on a shared key; "$schema" keys are dropped. */
export function mergeCatalogues(values: unknown[]): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const value of values) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    for (const [key, text] of Object.entries(value)) if (key !== '$schema') merged[key] = text;
  }
  return merged;
}
