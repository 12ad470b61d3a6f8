import type { Text } from '@/src/core/schema-types';
import { DEFAULT_LOCALE } from './locale';

export type Messages = Record<string, string>;
export type Translate = (text: Text | undefined | null, vars?: Record<string, string | number>) => string;

const KEY_PATTERN = /^[a-z][\w-]*(\.[\w-]+)+$/;

/** Locales without a catalogue of their own read English, then Chinese (our documented choice). */
export function fallbackChain(locale: string): string[] {
  const chain = [locale];
  if (!locale.startsWith('zh') && locale !== 'en-US') chain.push('en-US');
  if (locale !== DEFAULT_LOCALE) chain.push(DEFAULT_LOCALE);
  return chain;
}

export function fill(template: string, vars?: Record<string, string | number>): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/**
 * `catalogues` maps a locale to its messages; the first locale of the chain that has the key wins.
 * A text that is not a key (plain words) is shown as it is.
 */
export function createTranslator(locale: string, catalogues: Record<string, Messages>): Translate {
  const chain = fallbackChain(locale);
  return (text, vars) => {
    if (text === undefined || text === null) return '';
    if (typeof text === 'object') {
      for (const l of chain) {
        const value = text[l];
        if (typeof value === 'string') return fill(value, vars);
      }
      return '';
    }
    if (!KEY_PATTERN.test(text)) return fill(text, vars);
    for (const l of chain) {
      const value = catalogues[l]?.[text];
      if (value !== undefined) return fill(value, vars);
    }
    return fill(text, vars);
  };
}
