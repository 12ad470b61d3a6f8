import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { antdMobileImports } from './scripts/vite/antd-mobile-imports';
import { ssrModuleIds } from './scripts/vite/ssr-module-ids';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), antdMobileImports(), ssrModuleIds(root.replace(/\/$/, ''))],
  resolve: { alias: { '@': root.replace(/\/$/, '') } },
  server: {
    port: 5173,
    proxy: { '/pt': 'http://127.0.0.1:8080', '/schemas': 'http://127.0.0.1:8080', '/assets-demo': 'http://127.0.0.1:8080' },
  },
  // the server build (src/app/server-entry.tsx) bundles its packages: antd-mobile's components import CSS, and
  // several packages' CommonJS builds give Node an object where the browser build gives a component
  ssr: { noExternal: true },
  // React's production build on the server too, whatever NODE_ENV the server runs with
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1200,
    // the server reads it to link the stylesheets and chunks of a page it rendered
    manifest: true,
  },
}));
