// What the browser and the server share about locales: the cookie and storage key, what a locale looks like, the
// fallback and the scripts that read right to left. The browser's choice itself is kept by src/i18n/locale.ts.
export const LOCALE_KEY = 'umi_locale';
/** What a locale may look like (BCP 47, as the language switch writes it): anything else is not one. */
export const LOCALE_PATTERN = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/;
export const DEFAULT_LOCALE = 'zh-CN';
export const RTL_LOCALES = ['he', 'ar', 'fa', 'ku'];

/** he, ar, fa, ku and their regional forms (ar-EG, fa-IR...) read right to left. */
export function isRtl(locale: string): boolean {
  return RTL_LOCALES.includes(locale.toLowerCase().split('-')[0]);
}
