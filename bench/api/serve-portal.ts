// Child process of bench:api: the real server (buildServer, with the logging and guests' cache main.ts uses) on a free port.
// argv: <SQLite file> or, with BENCH_DATABASE_URL set, that PostgreSQL database. Tells the parent its port over IPC.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '@/server/app';
import { loggerOptions } from '@/server/http/logging';
import { publicCacheFromEnv } from '@/server/http/public-cache';

const root = fileURLToPath(new URL('../..', import.meta.url));
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const app = await buildServer({
  dbFile: databaseUrl ? undefined : process.argv[2],
  databaseUrl,
  schemasDir: path.join(root, 'schemas'),
  staticDir: path.join(root, 'dist'),
  ...loggerOptions(process.env),
  publicCache: publicCacheFromEnv(process.env),
  watchSchemas: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
process.on('disconnect', () => void app.close().then(() => process.exit(0)));
