import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');

// e2e: the built app (dist/) served by `tsx server/main.ts` and driven by the system Chromium.
// One server (global setup), one file at a time: Chromium and the server share the machine's 2 cores.
export default defineConfig({
  resolve: { alias: { '@': root } },
  test: {
    include: ['tests/e2e/**/*.test.ts', 'tests/security/**/*.browser.test.ts'],
    environment: 'node',
    // password hashes at a test run's cost (server/config/password-cost.ts): the suite signs up and in hundreds of times
    env: { PORTAL_TEST_SCRYPT_N: '1024' },
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 20_000,
    // a flaky page load is a bug to report, not to hide
    retry: 0,
  },
});
