import { joinPointer } from './json-pointer';
import { BASE_LOCALE, type SchemaSet } from './schema-set';
import type { Found } from './text-refs';

/** Every key of each locale, all its parts together ("$schema" left out). */
export function keysByLocale(set: SchemaSet): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [locale, parts] of set.locales) {
    const keys = new Set<string>();
    for (const part of parts.values()) for (const key of Object.keys(part.value)) if (key !== '$schema') keys.add(key);
    out.set(locale, keys);
  }
  return out;
}

/** Reports each key that a locale lacks, at the text that uses it. */
export function checkKeysExist(set: SchemaSet, keys: Map<string, Set<string>>, file: string, found: Found[]): void {
  for (const { pointer, value } of found) {
    for (const [locale, known] of keys) {
      if (set.brokenLocales.has(locale) || known.has(value)) continue;
      set.report(file, pointer, `message key "${value}" is missing in locale ${locale} (schemas/locales/${locale}/)`);
    }
  }
}

/** zh-CN first: every other locale has the same parts and the same keys; no key is defined twice. */
export function checkLocales(set: SchemaSet): void {
  const present = [...set.present].filter((f) => f.startsWith('locales/'));
  if (present.length > 0 && !present.some((f) => f.startsWith(`locales/${BASE_LOCALE}/`))) {
    set.report(`locales/${BASE_LOCALE}`, '', `the base locale ${BASE_LOCALE} is missing: every other locale is compared with it`);
  }
  for (const [locale, parts] of set.locales) {
    const firstDefined = new Map<string, string>();
    for (const [part, { file, value }] of [...parts].sort(([a], [b]) => a.localeCompare(b))) {
      for (const key of Object.keys(value)) {
        if (key === '$schema') continue;
        const earlier = firstDefined.get(key);
        if (earlier) set.report(file, joinPointer('', key), `key "${key}" is also defined in ${earlier}; define each key in one part only`);
        else firstDefined.set(key, `locales/${locale}/${part}`);
      }
    }
  }
  const base = set.locales.get(BASE_LOCALE);
  if (!base || set.brokenLocales.has(BASE_LOCALE)) return;
  for (const [locale, parts] of set.locales) {
    if (locale === BASE_LOCALE || set.brokenLocales.has(locale)) continue;
    for (const [part, { value: baseValue }] of base) {
      const other = parts.get(part);
      const file = `locales/${locale}/${part}`;
      if (!other) {
        if (!set.present.has(file)) set.report(file, '', `missing: ${BASE_LOCALE} has locales/${BASE_LOCALE}/${part}, so ${locale} needs it too`);
        continue;
      }
      for (const key of Object.keys(baseValue)) {
        if (key !== '$schema' && !(key in other.value)) {
          set.report(file, '', `missing key "${key}" (locales/${BASE_LOCALE}/${part} has it)`);
        }
      }
      for (const key of Object.keys(other.value)) {
        if (key !== '$schema' && !(key in baseValue)) {
          set.report(file, joinPointer('', key), `key "${key}" is not in locales/${BASE_LOCALE}/${part}; add it there first`);
        }
      }
    }
    for (const [part, { file }] of parts) {
      if (!base.has(part)) set.report(file, '', `locales/${BASE_LOCALE}/${part} does not exist; ${BASE_LOCALE} comes first`);
    }
  }
}
