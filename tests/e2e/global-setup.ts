// One server per browser worker: each on a free port with its own temp SQLite file (DB_FILE), so that two test
// files running at once never share accounts, throttles or caches; all killed at teardown.
import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** http://127.0.0.1:PORT of each server started for this run, one per worker (tests/e2e/base-url.ts) */
    baseUrls: string[];
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // the servers of this run hash passwords at a test run's cost (server/config/password-cost.ts)
  process.env.PORTAL_TEST_SCRYPT_N ??= '1024';
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const servers = await Promise.all(Array.from({ length: workers }, (_, i) => startServer({ name: i === 0 ? 'e2e' : `e2e-${i + 1}` })));
  project.provide('baseUrls', servers.map((server) => server.url));
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
