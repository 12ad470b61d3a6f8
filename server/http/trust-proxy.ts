// PORTAL_TRUST_PROXY: which peers may tell the client address through X-Forwarded-For (fastify's trustProxy).
// Unset: none, request.ip is the socket's address. "true": every peer (only when nothing reaches the server
// but the proxy). Else a comma-separated list of addresses, CIDRs or the named ranges of @fastify/proxy-addr.
import { isIP } from 'node:net';

export const TRUST_PROXY_VARIABLE = 'PORTAL_TRUST_PROXY';

/** What fastify's trustProxy option is given: trust nobody, everybody, or the listed peers. */
export type TrustProxy = boolean | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  const bits = Number(prefix);
  return bits >= 1 && bits <= (family === 4 ? 32 : 128);
}

function refuse(value: string, why: string): Error {
  return new Error(`${TRUST_PROXY_VARIABLE}="${value}": ${why}. Use true or a comma-separated list of proxy addresses/CIDRs (e.g. 127.0.0.1,10.0.0.0/8), or leave it unset.`);
}

/** The trustProxy option for the variable's value; throws an error naming the variable for a value it cannot use. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text.toLowerCase() === 'false') return false;
  if (text.toLowerCase() === 'true') return true;
  // fastify 5 ignores a hop count (it cannot check the nearest peer) and would silently trust nobody
  if (/^\d+$/.test(text)) throw refuse(text, 'a number of hops is not supported by fastify 5 (it trusts no proxy then)');
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrCidr(entry));
  if (bad.length > 0) throw refuse(text, `not an address or CIDR: ${bad.map((entry) => `"${entry}"`).join(', ')}`);
  return entries;
}
