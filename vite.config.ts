import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { routeSizesPlugin } from './scripts/bundle-sizes';

// The SPA lives in web/; the built files go to dist/web, which the Fastify server serves. The
// manifest lets the build print each route's JavaScript and the budget check read it.
export default defineConfig({
  root: 'web',
  base: '/',
  plugins: [react(), routeSizesPlugin()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    assetsDir: 'assets',
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
