// The text of a server failure in the reader's language: the locale catalogues name each errorCode
// (api.error.{CODE}, schemas/locales/{locale}/errors.json); the server's Chinese errorMessage stays the fallback.
import { textLocale } from '@/src/core/text-locale';

type Lookup = (key: string, vars?: Record<string, string | number>) => string;

interface ErrorCatalogue {
  locale: string;
  t: Lookup;
}

let catalogue: ErrorCatalogue | null = null;

/** Called once the locale's catalogues are loaded (src/app/use-catalogues.ts); null forgets them. */
export function setErrorCatalogue(next: ErrorCatalogue | null): void {
  catalogue = next;
}

export const errorCodeKey = (code: string): string => `api.error.${code}`;

/** The failure's own numbers (LOGIN_LOCKED's minutes, CODE_THROTTLED's seconds) fill the message's {names}. */
function varsOf(data: unknown): Record<string, string | number> {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
  const vars: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(data)) if (typeof value === 'string' || typeof value === 'number') vars[name] = value;
  return vars;
}

/**
 * The catalogue's text for a failure, or null to show the server's own words. In Chinese the server's
 * errorMessage wins when there is one: it is the spec's text and names the thing (职位不存在, not 请求的内容不存在).
 */
export function errorCodeText(
  info: { errorCode?: string; errorMessage?: string; data?: unknown } | null | undefined,
  current: ErrorCatalogue | null = catalogue,
): string | null {
  const code = info?.errorCode;
  if (!code || !current) return null;
  if (textLocale(current.locale) === 'zh-CN' && info.errorMessage) return null;
  const key = errorCodeKey(code);
  const text = current.t(key, varsOf(info.data));
  return text && text !== key ? text : null;
}
