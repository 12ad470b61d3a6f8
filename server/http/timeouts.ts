// How long a connection may take: a request whose headers or body never finish, a silent socket and an idle
// keep-alive connection are closed instead of being held for minutes (fastify's defaults hold them forever).
// PORTAL_REQUEST_TIMEOUT, PORTAL_CONNECTION_TIMEOUT and PORTAL_KEEPALIVE_TIMEOUT (seconds) change them.
import type { FastifyServerOptions } from 'fastify';
import type { ServerOptions } from 'node:http';

export interface ServerTimeouts {
  /** the whole request, headers and body, must arrive within this (else 408); 2 MB uploads need >= 280 kbit/s */
  requestMs: number;
  /** a socket that sends nothing for this long is closed */
  connectionMs: number;
  /** an idle keep-alive connection is closed after this */
  keepAliveMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = { requestMs: 60_000, connectionMs: 30_000, keepAliveMs: 10_000 };

const VARIABLES: Record<keyof ServerTimeouts, string> = {
  requestMs: 'PORTAL_REQUEST_TIMEOUT',
  connectionMs: 'PORTAL_CONNECTION_TIMEOUT',
  keepAliveMs: 'PORTAL_KEEPALIVE_TIMEOUT',
};

/** The timeouts the environment sets (whole seconds, 1-3600), the defaults for the rest; throws on a bad value. */
export function timeoutsFromEnv(env: Record<string, string | undefined>): ServerTimeouts {
  const timeouts = { ...DEFAULT_TIMEOUTS };
  for (const key of Object.keys(VARIABLES) as Array<keyof ServerTimeouts>) {
    const text = env[VARIABLES[key]]?.trim();
    if (!text) continue;
    if (!/^\d{1,4}$/.test(text) || Number(text) < 1 || Number(text) > 3600) {
      throw new Error(`${VARIABLES[key]}="${text}": give whole seconds from 1 to 3600, or leave it unset.`);
    }
    timeouts[key] = Number(text) * 1000;
  }
  return timeouts;
}

/** The fastify options that apply the timeouts. */
export function timeoutOptions(t: ServerTimeouts): Pick<FastifyServerOptions, 'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout'> & { http: ServerOptions } {
  return {
    requestTimeout: t.requestMs,
    connectionTimeout: t.connectionMs,
    keepAliveTimeout: t.keepAliveMs,
    http: {
      // node refuses a headers timeout longer than the request timeout
      headersTimeout: Math.min(t.requestMs, 60_000),
      // node looks for late requests only this often (default 30 s, which would double a short timeout)
      connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(t.requestMs / 4))),
    },
  };
}
