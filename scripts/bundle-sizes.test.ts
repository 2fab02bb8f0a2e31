import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../common/app-routes';
import { routeBudgets } from '../web/app/route-budgets';
import { formatRouteSizes, routeSizes, staticClosure, type Manifest } from './bundle-sizes';

// A build of an entry that shares React with two lazy screens, one of them with TanStack Query.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['features/a/a-page.tsx', 'app/query-boundary.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_query.js': { file: 'assets/query.js', imports: ['_react.js'] },
  '_card.js': { file: 'assets/card.js', imports: ['_react.js', 'index.html', '_query.js'] },
  'app/query-boundary.tsx': { file: 'assets/query-boundary.js', imports: ['_query.js'] },
  'features/a/a-page.tsx': { file: 'assets/a-page.js', imports: ['_card.js', 'index.html'] },
  'features/b/b-page.tsx': { file: 'assets/b-page.js', imports: ['index.html'] },
};
const sizes: Record<string, number> = {
  'assets/index.js': 50_000,
  'assets/react.js': 40_000,
  'assets/query.js': 8_000,
  'assets/card.js': 4_000,
  'assets/query-boundary.js': 500,
  'assets/a-page.js': 2_000,
  'assets/b-page.js': 300,
};
const gzipSize = (file: string) => sizes[file]!;

describe('route sizes', () => {
  it('follows static imports only, through shared chunks', () => {
    expect([...staticClosure(manifest, 'features/a/a-page.tsx')].sort()).toEqual([
      'assets/a-page.js',
      'assets/card.js',
      'assets/index.js',
      'assets/query.js',
      'assets/react.js',
    ]);
  });

  it('counts the entry for the landing and what each screen adds to it', () => {
    const [landing, a, b] = routeSizes(manifest, gzipSize, [
      { route: 'landing', module: null, queries: false, budgetKb: 120 },
      { route: 'exploreByName', module: 'features/a/a-page.tsx', queries: true, budgetKb: 14 },
      { route: 'notFound', module: 'features/b/b-page.tsx', queries: false, budgetKb: 0.2 },
    ]);
    expect(landing).toMatchObject({ gzip: 90_000, onArrival: 90_000, over: false });
    expect(a).toMatchObject({ gzip: 14_500, onArrival: 104_500, over: true });
    expect(a!.files).toEqual([
      'assets/a-page.js',
      'assets/card.js',
      'assets/query-boundary.js',
      'assets/query.js',
    ]);
    expect(b).toMatchObject({ gzip: 300, over: true });
    expect(formatRouteSizes([landing!, a!, b!])).toMatch(/exploreByName .*14\.5 kB .*OVER BUDGET/);
  });

  it('refuses a screen the build does not have', () => {
    expect(() =>
      routeSizes(manifest, gzipSize, [
        { route: 'profile', module: 'features/gone.tsx', queries: true, budgetKb: 1 },
      ]),
    ).toThrow(/features\/gone\.tsx/);
  });
});

describe('route budgets', () => {
  it('has one budget for every route of the app and the not-found page', () => {
    expect(routeBudgets.map((budget) => budget.route).sort()).toEqual(
      [...Object.keys(appRoutes), 'notFound'].sort(),
    );
  });

  it('names screen modules that exist and that the router loads', () => {
    const router = fs.readFileSync(path.join('web', 'app', 'router.tsx'), 'utf8');
    for (const { module } of routeBudgets) {
      if (module === null) continue;
      expect(fs.existsSync(path.join('web', module)), module).toBe(true);
      expect(router, module).toContain(`import('../${module.replace(/\.tsx$/, '')}')`);
    }
  });

  it('keeps the landing under 120 kB', () => {
    for (const budget of routeBudgets.filter((b) => b.module === null))
      expect(budget.budgetKb).toBeLessThanOrEqual(120);
  });
});
