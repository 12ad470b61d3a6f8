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

// ICU's plural argument: {count, plural, =0 {none} one {# place left} other {# places left}}; '#' is the number
const PLURAL = /\{(\w+),\s*plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const PLURAL_FORM = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;

/** A counted text's form for its number, by the locale's plural rules (Intl.PluralRules); an exact =N wins. */
function pluralForms(template: string, vars: Record<string, string | number>, locale: string): string {
  return template.replace(PLURAL, (whole, name: string, options: string) => {
    const value = Number(vars[name]);
    if (!(name in vars) || !Number.isFinite(value)) return whole;
    const forms = new Map([...options.matchAll(PLURAL_FORM)].map((m) => [m[1], m[2]] as const));
    const form = forms.get(`=${value}`) ?? forms.get(new Intl.PluralRules(locale).select(value)) ?? forms.get('other');
    return form === undefined ? whole : form.replace(/#/g, String(vars[name]));
  });
}

export function fill(template: string, vars?: Record<string, string | number>, locale = DEFAULT_LOCALE): string {
  if (!vars) return template;
  return pluralForms(template, vars, locale).replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
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
        if (typeof value === 'string') return fill(value, vars, l);
      }
      return '';
    }
    if (!KEY_PATTERN.test(text)) return fill(text, vars, locale);
    for (const l of chain) {
      const value = catalogues[l]?.[text];
      if (value !== undefined) return fill(value, vars, l);
    }
    return fill(text, vars, locale);
  };
}
