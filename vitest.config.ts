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
    pool: 'forks',
    testTimeout: 20000,
    setupFiles: ['tests/setup/testing-library.ts'],
  },
});
