import { defineConfig } from 'vitest/config';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');

const INCLUDE = ['tests/{unit,component,api,security}/**/*.test.{ts,tsx}', 'renderers/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'];
// tests/security/*.browser.test.ts drive Chromium against the built app: they run with the e2e tests
const EXCLUDE = ['**/node_modules/**', 'tests/security/**/*.browser.test.ts'];

// a component test file starts with `// @vitest-environment jsdom` (Node 20 has no fs.globSync)
const testFiles = (dir: string) =>
  readdirSync(`${root}/${dir}`, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${dir}/${file}`);
const domFiles = ['tests/component', 'tests/unit', 'renderers', 'src']
  .flatMap(testFiles)
  .filter((file) => readFileSync(`${root}/${file}`, 'utf8').startsWith('// @vitest-environment jsdom'));

// unit, component and api tests, in two projects that share the two workers (maxWorkers counts both):
// - dom: each file in a fresh module graph (its vi.mock calls and the i18n and client singletons it changes),
//   on worker threads, which start a jsdom file faster than forked processes (226 s against 291 s);
// - node: the API, security and plain unit files share one module graph per worker (isolate: false): each
//   test server is its own app with its own database, so the server code, fastify and Kysely are imported
//   once per worker rather than once per file (90 s against about 190 s). They pass in any file order
//   (checked with --sequence.shuffle.files).
const shared = {
  environment: 'node',
  // one migrated and seeded database per run, copied by each test server (tests/api/helpers.ts)
  globalSetup: ['tests/setup/template-database.ts'],
  // password hashes at a test run's cost (server/config/password-cost.ts): the suite signs up and in hundreds of times
  env: { PORTAL_TEST_SCRYPT_N: '1024' },
  testTimeout: 20000,
  setupFiles: ['tests/setup/testing-library.ts'],
};

export default defineConfig({
  resolve: { alias: { '@': root } },
  test: {
    // both cores: vitest's default on a 2-core machine is one worker, and an API test waits on its database part of the time
    maxWorkers: 2,
    projects: [
      { extends: true, test: { ...shared, name: 'dom', include: domFiles, exclude: EXCLUDE, pool: 'threads' } },
      { extends: true, test: { ...shared, name: 'node', include: INCLUDE, exclude: [...EXCLUDE, ...domFiles], pool: 'forks', isolate: false } },
    ],
  },
});
