import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');

// The API and security suites again, on PostgreSQL: scripts/test-postgres.sh starts a throwaway cluster and sets
// PORTAL_TEST_DATABASE_URL, so that each test server gets a scratch database of its own. The upgrade tests build
// SQLite files of earlier versions, and the security tests of forms run in jsdom: both stay in the SQLite run, as do
// the files whose rules no engine changes: the password rule and hashing cost (at production cost, on a database
// it migrates itself: half a minute on PostgreSQL), the captcha's raster and the import's file guards.
export default defineConfig({
  resolve: { alias: { '@': root } },
  test: {
    include: ['tests/api/**/*.test.ts', 'tests/security/**/*.test.ts'],
    exclude: [
      '**/node_modules/**',
      'tests/security/**/*.browser.test.ts',
      'tests/api/*-upgrade.test.ts',
      'tests/security/password-policy.test.ts',
      'tests/security/captcha-raster.test.ts',
      'tests/security/import-files.test.ts',
    ],
    environment: 'node',
    // one migrated and seeded database per run, copied by each test server (tests/api/helpers.ts)
    globalSetup: ['tests/setup/template-database.ts'],
    // password hashes at a test run's cost (server/config/password-cost.ts): the suite signs up and in hundreds of times
    env: { PORTAL_TEST_SCRYPT_N: '1024' },
    pool: 'forks',
    isolate: false,
    // both cores: vitest's default on a 2-core machine is one worker, and an API test waits on its database part of the time
    maxWorkers: 2,
    // each test server first creates, migrates and seeds a database of its own: slower than a SQLite file on a busy machine
    testTimeout: 40000,
    hookTimeout: 60000,
  },
});
