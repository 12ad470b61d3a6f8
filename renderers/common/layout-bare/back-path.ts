// The return path of a page opened in a new tab (recruitmentview/{id}/{src}/{backUrl}): the list encodes it
// into one path segment. It is attacker-controlled, so only a same-origin path passes (src/core/safe-path.ts).
import { safeReturnPath } from '@/src/core/safe-path';

/** The decoded same-origin path of the route param, or null (missing, foreign, malformed). */
export function backPathOf(param: string | undefined): string | null {
  if (!param) return null;
  let value = param;
  // the router has usually decoded the segment already; a raw "%2Fsite%2F..." is decoded once here
  if (!value.startsWith('/')) {
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return safeReturnPath(value, '') || null;
}
