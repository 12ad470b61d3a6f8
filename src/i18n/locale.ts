// The chosen locale, kept in localStorage 'umi_locale' (spec points 1 and 9).
export const LOCALE_KEY = 'umi_locale';
export const DEFAULT_LOCALE = 'zh-CN';
export const RTL_LOCALES = ['he', 'ar', 'fa', 'ku'];

export function getLocale(): string {
  try {
    return globalThis.localStorage?.getItem(LOCALE_KEY) || DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function setLocale(locale: string): void {
  try {
    globalThis.localStorage?.setItem(LOCALE_KEY, locale);
  } catch {
    /* storage may be disabled; the locale then lasts for this page only */
  }
}

/** he, ar, fa, ku and their regional forms (ar-EG, fa-IR...) read right to left. */
export function isRtl(locale: string): boolean {
  return RTL_LOCALES.includes(locale.toLowerCase().split('-')[0]);
}
