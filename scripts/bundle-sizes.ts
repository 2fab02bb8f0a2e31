import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { appRoutes } from '../common/app-routes';
import { routeBudgets, type RouteBudget } from '../web/app/route-budgets';

// Each route's JavaScript, gzipped, read from Vite's manifest (build.manifest in vite.config.ts):
// the build prints the table, and scripts/bundle-budget.ts fails when a route is over its budget
// (web/app/route-budgets.ts).

/** The part of Vite's manifest this reads. */
export type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
>;

export interface RouteSize {
  route: string;
  path: string;
  /** The route's own JavaScript files (for the landing, the entry and its static imports). */
  files: string[];
  /** Gzipped bytes of `files`. */
  gzip: number;
  /** Gzipped bytes a visitor arriving at this address downloads: the entry plus `files`. */
  onArrival: number;
  budgetKb: number;
  over: boolean;
}

const queryModule = 'app/query-boundary.tsx';
const kB = 1000;

/** The JavaScript files of `key` and of everything it imports statically, transitively. */
export function staticClosure(manifest: Manifest, key: string): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk) throw new Error(`The build manifest has no chunk for ${name}.`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1)
    throw new Error(`The build manifest should have one entry, it has ${entries.length}.`);
  return entries[0]!;
}

function routePath(route: RouteBudget['route']): string {
  return route === 'notFound' ? '(any other)' : appRoutes[route];
}

/** Sizes every route of `budgets`; `gzipSize(file)` gives the gzipped size of a built file. */
export function routeSizes(
  manifest: Manifest,
  gzipSize: (file: string) => number,
  budgets: readonly RouteBudget[] = routeBudgets,
): RouteSize[] {
  const entry = staticClosure(manifest, entryKey(manifest));
  const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + gzipSize(f), 0);
  const entryGzip = sum(entry);
  return budgets.map(({ route, module, queries, budgetKb }) => {
    let files: string[];
    if (module === null) files = [...entry];
    else {
      if (!manifest[module]) throw new Error(`The build has no chunk for ${module} (${route}).`);
      const own = new Set([
        ...staticClosure(manifest, module),
        ...(queries ? staticClosure(manifest, queryModule) : []),
      ]);
      files = [...own].filter((file) => !entry.has(file));
    }
    const gzip = sum(files);
    return {
      route,
      path: routePath(route),
      files: files.sort(),
      gzip,
      onArrival: module === null ? gzip : entryGzip + gzip,
      budgetKb,
      over: gzip > budgetKb * kB,
    };
  });
}

const format = (bytes: number) => `${(bytes / kB).toFixed(1)} kB`;

/** The table the build and the budget check print. */
export function formatRouteSizes(sizes: readonly RouteSize[]): string {
  const header = ['route', 'path', 'JavaScript (gzip)', 'budget', 'on arrival', ''];
  const rows = sizes.map((size) => [
    size.route,
    size.path,
    format(size.gzip),
    `${size.budgetKb} kB`,
    format(size.onArrival),
    size.over ? 'OVER BUDGET' : '',
  ]);
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => row[column]!.length)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column >= 2 && column <= 4 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  return [
    "JavaScript per route, gzipped (a route counts what it adds to the landing's entry):",
    line(header),
    ...rows.map(line),
  ].join('\n');
}

/** Reads the manifest of a build in `outDir` and sizes every route. */
export function measureBuild(outDir: string): RouteSize[] {
  const manifestFile = path.join(outDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile))
    throw new Error(`${manifestFile} is missing: run \`npm run build\` first.`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const cache = new Map<string, number>();
  return routeSizes(manifest, (file) => {
    let size = cache.get(file);
    if (size === undefined) {
      size = gzipSync(fs.readFileSync(path.join(outDir, file))).length;
      cache.set(file, size);
    }
    return size;
  });
}

/** Prints the route table at the end of `vite build`. */
export function routeSizesPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'sillage-route-sizes',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      process.stdout.write(`\n${formatRouteSizes(measureBuild(outDir))}\n`);
    },
  };
}
