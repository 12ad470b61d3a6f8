import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');

// unit, component and api tests; component test files start with `// @vitest-environment jsdom`.
export default defineConfig({
  resolve: { alias: { '@': root } },
  test: {
    include: ['tests/{unit,component,api}/**/*.test.{ts,tsx}', 'renderers/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20000,
    setupFiles: ['tests/setup/testing-library.ts'],
  },
});
