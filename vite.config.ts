import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { antdMobileImports } from './scripts/vite/antd-mobile-imports';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  plugins: [react(), antdMobileImports()],
  resolve: { alias: { '@': root.replace(/\/$/, '') } },
  server: {
    port: 5173,
    proxy: { '/pt': 'http://127.0.0.1:8080', '/schemas': 'http://127.0.0.1:8080', '/assets-demo': 'http://127.0.0.1:8080' },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1200,
  },
});
