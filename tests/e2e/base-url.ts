// The server of this test file's worker (tests/e2e/global-setup.ts starts one per worker).
import { inject } from 'vitest';

/** http://127.0.0.1:PORT of the server that belongs to the worker running this file. */
export function workerBaseUrl(): string {
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return urls[(worker - 1) % urls.length];
}
