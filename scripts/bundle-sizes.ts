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
  {
    file: string;
    isEntry?: boolean;
    imports?: string[];
    dynamicImports?: string[];
    css?: string[];
  }
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
  return closure(manifest, key, (chunk) => (chunk.file.endsWith('.js') ? [chunk.file] : []));
}

/** The style sheets of `key` and of everything it imports statically, transitively. */
export function styleClosure(manifest: Manifest, key: string): Set<string> {
  return closure(manifest, key, (chunk) => chunk.css ?? []);
}

function closure(
  manifest: Manifest,
  key: string,
  filesOf: (chunk: Manifest[string]) => string[],
): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk) throw new Error(`The build manifest has no chunk for ${name}.`);
    for (const file of filesOf(chunk)) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

/**
 * The style sheets each address needs beyond the entry's, by path ('*' for any other): the server
 * links them in the page it renders ahead of the app (ADR 036), so its first frame is styled.
 */
export function routeStyles(
  manifest: Manifest,
  budgets: readonly RouteBudget[] = routeBudgets,
): Record<string, string[]> {
  const entry = styleClosure(manifest, entryKey(manifest));
  const styles: Record<string, string[]> = {};
  for (const { route, module, queries } of budgets) {
    if (module === null) continue;
    const own = new Set([
      ...styleClosure(manifest, module),
      ...(queries ? styleClosure(manifest, queryModule) : []),
    ]);
    styles[route === 'notFound' ? '*' : appRoutes[route]] = [...own]
      .filter((file) => !entry.has(file))
      .sort();
  }
  return styles;
}

/**
 * What the server links in a page it draws ahead of the app (ADR 036): the typefaces, preloaded
 * so that the drawn text is set in them from its first paint, and each address's style sheets.
 */
export function firstFrameAssets(manifest: Manifest): {
  fonts: string[];
  styles: Record<string, string[]>;
} {
  const fonts = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.woff2'))
    .sort();
  return { fonts, styles: routeStyles(manifest) };
}

/** Where the build writes `firstFrameAssets`, beside Vite's manifest. */
export const firstFrameAssetsFile = path.join('.vite', 'first-frame.json');

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

function readManifest(outDir: string): Manifest {
  const manifestFile = path.join(outDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile))
    throw new Error(`${manifestFile} is missing: run \`npm run build\` first.`);
  return JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
}

/** Reads the manifest of a build in `outDir` and sizes every route. */
export function measureBuild(outDir: string): RouteSize[] {
  const manifest = readManifest(outDir);
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
      const manifest = readManifest(outDir);
      fs.writeFileSync(
        path.join(outDir, firstFrameAssetsFile),
        `${JSON.stringify(firstFrameAssets(manifest), null, 2)}\n`,
      );
    },
  };
}
