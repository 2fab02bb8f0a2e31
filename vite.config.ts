import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { routeSizesPlugin } from './scripts/bundle-sizes';

// The SPA lives in web/; the built files go to dist/web, which the Fastify server serves. The
// manifest lets the build print each route's JavaScript, the budget check read it, and the server
// link each route's style sheets. `vite build --ssr prerender.tsx` builds the server's renderer of
// first frames into dist/prerender (ADR 036): no public files, no manifest, no size table.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  base: '/',
  plugins: isSsrBuild ? [react()] : [react(), routeSizesPlugin()],
  publicDir: isSsrBuild ? false : 'public',
  build: isSsrBuild
    ? { outDir: '../dist/prerender', emptyOutDir: true, sourcemap: false }
    : {
        outDir: '../dist/web',
        emptyOutDir: true,
        sourcemap: false,
        assetsDir: 'assets',
        manifest: true,
        // Browsers that know <link rel="modulepreload"> (every current one) preload the lazy
        // screens' chunks themselves; an older one only loses the hint, not the screen. The
        // polyfill cost the landing half a kilobyte of its budget.
        modulePreload: { polyfill: false },
      },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}));
