// Compiles the server into dist/server with esbuild: one ES module per entry, source maps beside
// them, so that production starts with plain `node` instead of compiling TypeScript at every start.
// Packages stay in node_modules (imported, not bundled): native modules (better-sqlite3,
// @node-rs/argon2) must load from their own folders, and the others gain little from a bundle.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist', 'server');

fs.rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
const result = await build({
  absWorkingDir: root,
  entryPoints: { main: 'server/main.ts' },
  outdir,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Stack traces name the server/… files and lines (--enable-source-maps); the sources themselves
  // stay in the repository, out of the maps.
  sourcesContent: false,
  metafile: true,
  logLevel: 'warning',
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(
  `server compiled into ${path.relative(root, outdir)}/main.js (${Math.round(bytes / 1024)} kB, source map beside it) in ${Math.round(performance.now() - started)} ms`,
);
