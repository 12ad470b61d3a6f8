import type { Term } from '@/src/core/entities';
import { textLocale } from '@/src/core/text-locale';

type T = (key: string) => string;

/** The catalogue key of a dictionary value (schemas/locales/{locale}/terms.json). */
export const termKey = (dictionary: string, code: string): string => `term.${dictionary}.${code}`;

/**
 * A dictionary value in the reader's language: term.{dictionary}.{code} of the catalogues, else the name the
 * server gave (a term an operator added without a key still shows, in Chinese).
 */
export function termText(t: T, dictionary: string | undefined, code: string | null | undefined, name: string): string {
  if (!dictionary || code === null || code === undefined || code === '') return name;
  const key = termKey(dictionary, code);
  const text = t(key);
  return text && text !== key ? text : name;
}

/** The terms of a dictionary with their names in the reader's language. */
export function localizeTerms(t: T, dictionary: string | undefined, terms: Term[]): Term[] {
  return terms.map((term) => ({ code: term.code, name: termText(t, dictionary, term.code, term.name) }));
}

/** How several values of one field are joined: 、 in Chinese, a comma elsewhere. */
export const listSeparator = (locale: string): string => (textLocale(locale) === 'zh-CN' ? '、' : ', ');
