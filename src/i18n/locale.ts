// The chosen locale, kept in localStorage 'umi_locale' (spec points 1 and 9), and mirrored in a cookie of the
// same name so that the server renders a page in it (issue 14).
export const LOCALE_KEY = 'umi_locale';
/** What a locale may look like (BCP 47, as the language switch writes it): anything else is not one. */
export const LOCALE_PATTERN = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/;
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
  writeLocaleCookie(locale);
}

function writeLocaleCookie(locale: string): void {
  if (typeof document === 'undefined' || !LOCALE_PATTERN.test(locale)) return;
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LOCALE_KEY}=${locale}; path=/; max-age=31536000; samesite=lax${secure}`;
}

/** A locale chosen before the cookie existed (or whose cookie expired) is mirrored at start-up. */
export function keepLocaleCookie(): void {
  const locale = getLocale();
  const cookie = document.cookie.split('; ').find((part) => part.startsWith(`${LOCALE_KEY}=`));
  if (cookie ? cookie.slice(LOCALE_KEY.length + 1) !== locale : locale !== DEFAULT_LOCALE) writeLocaleCookie(locale);
}

/** he, ar, fa, ku and their regional forms (ar-EG, fa-IR...) read right to left. */
export function isRtl(locale: string): boolean {
  return RTL_LOCALES.includes(locale.toLowerCase().split('-')[0]);
}
