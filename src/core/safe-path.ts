// Return paths come from query strings and route params, so they are attacker-controlled. Only a
// same-origin absolute path ("/...") that still starts with a single slash once its dot segments are
// resolved passes; everything else gives the fallback.

const MAX_LENGTH = 2048;
const MAX_DECODE_ROUNDS = 4;
const PROBE_ORIGIN = 'https://same-origin.invalid';
// C0 and C1 controls, DEL, and the line/paragraph separators: browsers strip tabs and newlines out of
// URLs, which would turn "/\t/evil.example" into "//evil.example".
// oxlint-disable-next-line no-control-regex -- it matches control characters to refuse them
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// Refused anywhere, not only at the start: a nested redirect parameter would carry it one hop further.
const SCRIPT_SCHEME = /(?:java|vb)script:|data:/i;

function layerIsSafe(layer: string): boolean {
  if (!layer.startsWith('/')) return false;
  // "//host" is protocol-relative; browsers treat "\" as "/", so "/\host" is too.
  if (layer[1] === '/' || layer.includes('\\')) return false;
  if (CONTROL.test(layer) || SCRIPT_SCHEME.test(layer)) return false;
  try {
    // dot segments ("/.", "/..", "/%2e") are resolved first: "/.//x" is "//x", protocol-relative again
    const url = new URL(layer, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/**
 * The value when it is a same-origin absolute path, else the fallback. Each percent-decoded form of the
 * value (up to four rounds, so double and triple encoding are seen) must pass as well; a value that
 * does not decode cleanly is refused.
 */
export function safeReturnPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value === '' || value.length > MAX_LENGTH) return fallback;
  let layer = value;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round += 1) {
    if (!layerIsSafe(layer)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return fallback;
    }
    if (decoded === layer) return value;
    layer = decoded;
  }
  // Still changing after the last round: deeper encoding than any honest link uses.
  return fallback;
}
