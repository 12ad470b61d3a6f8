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
//   in a VM context (below);
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

const alias = [{ find: /^@\//, replacement: `${root}/` }];

// The dom project runs on vmThreads: each file in a fresh VM context of a worker that keeps its jsdom, rather than a
// fresh thread per file that loads jsdom again (1.2 s a file: 155 s of a 250 s run). That loader reads a package's
// CommonJS build with the "module" condition and cannot require an ES module from it, so two packages are given
// their ES entries: react-router-dom's imports react-router's ES build as it expects, and formily's antd kit
// (whose CommonJS build requires the ES-only react-sticky-box) is transformed by Vite.
const domResolve = {
  alias: [
    ...alias,
    { find: /^react-router-dom$/, replacement: `${root}/node_modules/react-router-dom/dist/index.mjs` },
    { find: /^@formily\/antd-v5$/, replacement: `${root}/node_modules/@formily/antd-v5/esm/index.js` },
  ],
};

export default defineConfig({
  resolve: { alias },
  test: {
    // both cores: vitest's default on a 2-core machine is one worker, and an API test waits on its database part of the time
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        resolve: domResolve,
        test: { ...shared, name: 'dom', include: domFiles, exclude: EXCLUDE, pool: 'vmThreads', server: { deps: { inline: [/@formily\/antd-v5/] } } },
      },
      { extends: true, test: { ...shared, name: 'node', include: INCLUDE, exclude: [...EXCLUDE, ...domFiles], pool: 'forks', isolate: false } },
    ],
  },
});
