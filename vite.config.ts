import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The SPA lives in web/; the built files go to dist/web, which the Fastify server serves.
export default defineConfig({
  root: 'web',
  base: '/',
  plugins: [react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    assetsDir: 'assets',
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
