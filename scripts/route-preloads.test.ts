import { describe, expect, it } from 'vitest';
import type { RouteBudget } from '../web/app/route-budgets';
import type { Manifest } from './bundle-sizes';
import { routePreloads } from './route-preloads';

// An entry sharing React with a lazy screen that uses TanStack Query, and one that does not.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_query.js': { file: 'assets/query.js', imports: ['_react.js'] },
  '_card.js': { file: 'assets/card.js', imports: ['_react.js'], css: ['assets/card.css'] },
  'app/query-boundary.tsx': { file: 'assets/query-boundary.js', imports: ['_query.js'] },
  'locales/screens/en.json': { file: 'assets/en.js' },
  'features/a/a-page.tsx': {
    file: 'assets/a-page.js',
    imports: ['_card.js', 'index.html'],
    css: ['assets/a-page.css'],
  },
  'features/b/b-page.tsx': { file: 'assets/b-page.js', imports: ['index.html'] },
};
const budgets: RouteBudget[] = [
  { route: 'landing', module: null, queries: false, budgetKb: 120 },
  { route: 'exploreByName', module: 'features/a/a-page.tsx', queries: true, budgetKb: 40 },
  { route: 'legalTerms', module: 'features/b/b-page.tsx', queries: false, budgetKb: 15 },
  { route: 'notFound', module: 'features/b/b-page.tsx', queries: false, budgetKb: 5 },
];

describe('route preloads', () => {
  const table = routePreloads(manifest, budgets);

  it("lists a screen's chunks, its query chunk and the screens' texts, less what the entry has", () => {
    expect(table['/explore/by-name']).toEqual({
      scripts: [
        '/assets/a-page.js',
        '/assets/card.js',
        '/assets/query-boundary.js',
        '/assets/query.js',
        '/assets/en.js',
      ],
      styles: ['/assets/a-page.css', '/assets/card.css'],
    });
  });

  it('leaves the query chunk out of a screen without queries, and the landing out', () => {
    expect(table['/legal/terms']).toEqual({
      scripts: ['/assets/b-page.js', '/assets/en.js'],
      styles: [],
    });
    expect(Object.keys(table).sort()).toEqual(['/explore/by-name', '/legal/terms']);
  });
});
