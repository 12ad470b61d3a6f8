// One server for the whole e2e run: a free port, its own temp SQLite file (DB_FILE), killed at teardown.
import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** http://127.0.0.1:PORT of the server started for this run */
    baseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // the servers of this run hash passwords at a test run's cost (server/config/password-cost.ts)
  process.env.PORTAL_TEST_SCRYPT_N ??= '1024';
  const server = await startServer({ name: 'e2e' });
  project.provide('baseUrl', server.url);
  return () => server.stop();
}
