// The chosen locale, kept in localStorage 'umi_locale' (the spec's key), and mirrored in a cookie of the
// same name so that the server renders a page in it.
import { DEFAULT_LOCALE, LOCALE_KEY, LOCALE_PATTERN } from '@/src/core/locale';

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
