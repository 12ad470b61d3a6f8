import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');

// unit, component and api tests; component test files start with `// @vitest-environment jsdom`.
export default defineConfig({
  resolve: { alias: { '@': root } },
  test: {
    include: ['tests/{unit,component,api,security}/**/*.test.{ts,tsx}', 'renderers/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    // tests/security/*.browser.test.ts drive Chromium against the built app: they run with the e2e tests
    exclude: ['**/node_modules/**', 'tests/security/**/*.browser.test.ts'],
    environment: 'node',
    // one migrated and seeded database per run, copied by each test server (tests/api/helpers.ts)
    globalSetup: ['tests/setup/template-database.ts'],
    // password hashes at a test run's cost (server/config/password-cost.ts): the suite signs up and in hundreds of times
    env: { PORTAL_TEST_SCRYPT_N: '1024' },
    pool: 'forks',
    // both cores: vitest's default on a 2-core machine is one worker, and an API test waits on its database part of the time
    maxWorkers: 2,
    testTimeout: 20000,
    setupFiles: ['tests/setup/testing-library.ts'],
  },
});
