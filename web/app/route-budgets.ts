import type { AppRouteName } from '../../common/app-routes';

// The JavaScript budget of every route, gzipped, in kB (1,000 bytes, as Vite prints them). The
// landing (and /home, the same screen) counts the entry chunk and everything it imports
// statically: what a first visit downloads before the page works. Every other route counts what
// it adds to that: its lazy chunk, the TanStack Query chunk when the screen uses it, and their
// static imports, less what the entry already brought. `npm run test:e2e` fails when a route
// goes over (scripts/bundle-budget.ts); a new screen adds its line here, with its module as
// router.tsx imports it (a path under web/).
//
// Budgets leave headroom over the sizes of 2026-11 (printed by `npm run build`): raise one only
// with a reason, and never the landing's, which the architecture fixes at 120 kB.

export interface RouteBudget {
  route: AppRouteName | 'notFound';
  /** The lazy screen module under web/, or null for the screens inside the entry chunk. */
  module: string | null;
  /** Whether the screen is loaded with the TanStack Query provider (lazyScreen's default). */
  queries: boolean;
  budgetKb: number;
}

export const landingBudgetKb = 120;

export const routeBudgets: readonly RouteBudget[] = [
  { route: 'landing', module: null, queries: false, budgetKb: landingBudgetKb },
  { route: 'home', module: null, queries: false, budgetKb: landingBudgetKb },
  {
    route: 'exploreByName',
    module: 'features/explore-by-name/explore-by-name-page.tsx',
    queries: true,
    budgetKb: 40,
  },
  {
    route: 'exploreByIngredients',
    module: 'features/explore-by-ingredients/explore-by-ingredients-page.tsx',
    queries: true,
    budgetKb: 60,
  },
  {
    route: 'exploreByConcepts',
    module: 'features/explore-by-concepts/explore-by-concepts-page.tsx',
    queries: true,
    budgetKb: 60,
  },
  {
    route: 'exploreByFamilies',
    module: 'features/explore-by-families/explore-by-families-page.tsx',
    queries: true,
    budgetKb: 60,
  },
  {
    // 35: the world map's projection and topology code (d3-geo, topojson-client), about 10 kB;
    // the map's geometry is a JSON file fetched with the chapter, not JavaScript.
    route: 'ingredientChapter',
    module: 'features/ingredient-chapter/ingredient-chapter-page.tsx',
    queries: true,
    budgetKb: 35,
  },
  {
    // 44: the profile opens the perfume view, whose Over time composition and concentration
    // (issue 15) added 1.3 kB with their texts, leaving 0.2 kB under the former 40; then the
    // quad's names measured in their type with a callout for the smallest tiles, and the texts
    // of the timeline of notes (its drawing loads when asked for), 1.2 kB more.
    route: 'profile',
    module: 'features/profile/profile-page.tsx',
    queries: true,
    budgetKb: 44,
  },
  { route: 'login', module: 'features/account/login-page.tsx', queries: true, budgetKb: 20 },
  { route: 'signup', module: 'features/account/signup-page.tsx', queries: true, budgetKb: 20 },
  { route: 'howto', module: 'features/howto/howto-page.tsx', queries: true, budgetKb: 15 },
  { route: 'contact', module: 'features/contact/contact-page.tsx', queries: true, budgetKb: 20 },
  {
    route: 'changePassword',
    module: 'features/account/change-password-page.tsx',
    queries: true,
    budgetKb: 20,
  },
  ...(['legalTerms', 'legalPrivacy', 'legalCookies'] as const).map((route) => ({
    route,
    module: 'features/legal/legal-page.tsx',
    queries: false,
    budgetKb: 15,
  })),
  {
    route: 'notFound',
    module: 'features/not-found/not-found-page.tsx',
    queries: false,
    budgetKb: 5,
  },
];
