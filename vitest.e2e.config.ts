import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');

// Files that measure time on the wall clock (a notice's 3000 ms, a server's stream budget): they run alone, after
// the others (PORTAL_E2E_TIMED=1, the second half of `npm run test:browser`), where no other file slows the page.
const TIMED = ['tests/e2e/signing-in.test.ts', 'tests/e2e/server-rendering-stream.test.ts'];
const timed = process.env.PORTAL_E2E_TIMED === '1';

// e2e: the built app (dist/) served by `tsx server/main.ts` and driven by the system Chromium.
// Two files at a time, each worker with its own server (global setup) and each file its own Chromium: a browser
// test waits on the page much of the time (idle network, timers), so one file at a time leaves a core idle.
export default defineConfig({
  resolve: { alias: { '@': root } },
  test: {
    include: timed ? TIMED : ['tests/e2e/**/*.test.ts', 'tests/security/**/*.browser.test.ts'],
    exclude: timed ? [] : ['**/node_modules/**', ...TIMED],
    environment: 'node',
    // password hashes at a test run's cost (server/config/password-cost.ts): the suite signs up and in hundreds of times
    env: { PORTAL_TEST_SCRYPT_N: '1024' },
    pool: 'forks',
    maxWorkers: timed ? 1 : 2,
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 20_000,
    // a flaky page load is a bug to report, not to hide
    retry: 0,
  },
});
