// The resume benchmark page (bench/resume/index.html), built by bench/resume/run.ts into bench/resume/dist.
// `@` is the repository root, as in the app; react-dom is its profiling build, so that <Profiler onRender>
// runs in production; 'antd' is antd-counted.ts (antd with render-counting input controls). The same build
// serves all three libraries.
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');
const repo = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
const shim = `${here}/antd-counted.ts`;

function countedAntd(): Plugin {
  return {
    name: 'bench-counted-antd',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'antd' && importer !== shim) return shim;
      return null;
    },
  };
}

export default defineConfig({
  root: here,
  base: './',
  logLevel: 'warn',
  plugins: [countedAntd(), react()],
  resolve: {
    alias: [
      { find: '@', replacement: repo },
      { find: /^react-dom$/, replacement: 'react-dom/profiling' },
    ],
  },
  build: { outDir: `${here}/dist`, emptyOutDir: true, chunkSizeWarningLimit: 5000, reportCompressedSize: false },
});
