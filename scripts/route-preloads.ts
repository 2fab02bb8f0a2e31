import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { appRoutes } from '../common/app-routes';
import { routeBudgets, type RouteBudget } from '../web/app/route-budgets';
import { staticClosure, type Manifest } from './bundle-sizes';

// What a visitor arriving at each address needs besides the entry: the screen's lazy chunk, the
// TanStack Query chunk when the screen uses it, the screens' English texts, and their styles.
// Without a hint the browser finds them only once the entry has run (a second round trip after
// the first, on a phone's network), so the server names them in the page it answers for that
// address (server/plugins/web-app.ts), as <link rel="modulepreload"> and <link rel="preload">.
// The build writes the table to dist/web/.vite/route-preloads.json.

export interface RoutePreloads {
  /** JavaScript chunks, as /assets/… paths. */
  scripts: string[];
  /** Style sheets, as /assets/… paths. */
  styles: string[];
}

const queryModule = 'app/query-boundary.tsx';
// English is the default language; a French or Spanish visitor's texts come as they do now.
const screenTextsModule = 'locales/screens/en.json';

function cssClosure(manifest: Manifest, key: string): Set<string> {
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk) return;
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return styles;
}

/** The preloads of every route with a lazy screen, by path, from Vite's manifest. */
export function routePreloads(
  manifest: Manifest,
  budgets: readonly RouteBudget[] = routeBudgets,
): Record<string, RoutePreloads> {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry.');
  const entryScripts = staticClosure(manifest, entryKey);
  const entryStyles = cssClosure(manifest, entryKey);
  const table: Record<string, RoutePreloads> = {};
  for (const { route, module, queries } of budgets) {
    if (module === null || route === 'notFound') continue;
    const keys = [module, ...(queries ? [queryModule] : [])];
    if (manifest[screenTextsModule]) keys.push(screenTextsModule);
    const scripts = new Set(keys.flatMap((key) => [...staticClosure(manifest, key)]));
    const styles = new Set(keys.flatMap((key) => [...cssClosure(manifest, key)]));
    table[appRoutes[route]] = {
      scripts: [...scripts].filter((file) => !entryScripts.has(file)).map((file) => `/${file}`),
      styles: [...styles].filter((file) => !entryStyles.has(file)).map((file) => `/${file}`),
    };
  }
  return table;
}

/** Writes dist/web/.vite/route-preloads.json at the end of `vite build`. */
export function routePreloadsPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'sillage-route-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const manifestDir = path.join(outDir, '.vite');
      const manifest = JSON.parse(
        fs.readFileSync(path.join(manifestDir, 'manifest.json'), 'utf8'),
      ) as Manifest;
      fs.writeFileSync(
        path.join(manifestDir, 'route-preloads.json'),
        `${JSON.stringify(routePreloads(manifest), null, 2)}\n`,
      );
    },
  };
}
