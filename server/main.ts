// Starts the reference API: PORT (8080), HOST (127.0.0.1), DATABASE_URL (PostgreSQL; unset: SQLite in DB_FILE,
// data/portal.sqlite; PORTAL_DB_POOL connections per node). Schemas are re-checked when an operator edits them
// (WATCH_SCHEMAS=0 turns that off). Behind a reverse proxy, PORTAL_TRUST_PROXY names
// the proxies whose X-Forwarded-For gives the client address (server/http/trust-proxy.ts); unset: none.
// PORTAL_REQUEST_TIMEOUT, PORTAL_CONNECTION_TIMEOUT, PORTAL_KEEPALIVE_TIMEOUT: seconds (server/http/timeouts.ts).
// PORTAL_LOG_LEVEL (info) and PORTAL_LOG_REQUESTS=1 (a line per request): server/http/logging.ts.
// PORTAL_PUBLIC_CACHE_MS (1000; 0 off): the guests' answer cache, server/http/public-cache.ts.
// PORTAL_PUBLIC_URL (https://jobs.example.org): the address the sitemap and robots.txt give, server/seo/seo-routes.ts.
// PORTAL_SCHEMAS_DIR: the schemas folder served (default schemas/), e.g. an operator's copy to try before it goes live.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app';
import { DatabaseUnreachable } from './db/database';
import { loggerOptions, type LoggerOptions } from './http/logging';
import { publicCacheFromEnv, type PublicCacheOptions } from './http/public-cache';
import { timeoutsFromEnv, type ServerTimeouts } from './http/timeouts';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';
import { publicUrlFromEnv } from './seo/seo-routes';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const dbFile = process.env.DB_FILE ?? path.join(root, 'data', 'portal.sqlite');
let trustProxy: TrustProxy;
let timeouts: ServerTimeouts;
let logging: LoggerOptions;
let publicCache: PublicCacheOptions;
let publicUrl: string | undefined;
try {
  publicUrl = publicUrlFromEnv(process.env);
  logging = loggerOptions(process.env);
  publicCache = publicCacheFromEnv(process.env);
  trustProxy = parseTrustProxy(process.env.PORTAL_TRUST_PROXY);
  timeouts = timeoutsFromEnv(process.env);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
const databaseUrl = process.env.DATABASE_URL || undefined;
if (!databaseUrl) fs.mkdirSync(path.dirname(dbFile), { recursive: true });

const app = await buildServer({
  dbFile: databaseUrl ? undefined : dbFile,
  databaseUrl,
  schemasDir: process.env.PORTAL_SCHEMAS_DIR ? path.resolve(process.env.PORTAL_SCHEMAS_DIR) : path.join(root, 'schemas'),
  staticDir: path.join(root, 'dist'),
  ssrDir: process.env.PORTAL_SSR === '0' ? undefined : path.join(root, 'dist-ssr'),
  ...logging,
  publicCache,
  seo: { publicUrl },
  watchSchemas: process.env.WATCH_SCHEMAS !== '0' && process.env.WATCH_SCHEMAS !== 'false',
  trustProxy,
  timeouts,
}).catch((err: unknown) => {
  console.error(err instanceof DatabaseUnreachable ? err.message : err);
  process.exit(1);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

try {
  await app.listen({ port, host });
  app.log.info(`portal ready at http://${host}:${port}/`);
} catch (err) {
  app.log.error(err);
  process.exit(1);
}
