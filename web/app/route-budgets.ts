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
    // 42: the texts of the house and perfumer pages joined the screens' dictionary every screen
    // loads, and the perfume view links its house and perfumers to their pages (issue 29, 1.5 kB).
    route: 'exploreByName',
    module: 'features/explore-by-name/explore-by-name-page.tsx',
    queries: true,
    budgetKb: 42,
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
    // 62: the phone's own bubble layout and the results' pages past the top ten ("Show more",
    // with TanStack Query's infinite query) took the screen just past its former 60 kB. 65: the
    // drawn flacon of every perfume card (components/perfume-picture: its shapes and their choice
    // from the perfume's data), about 2.6 kB; 67: the quad's names measured in their type, with a
    // callout for the smallest tiles (1.2 kB). 69: the texts of the house and perfumer pages in the
    // screens' dictionary, and the perfume view's links to them (issue 29, 1.5 kB).
    route: 'exploreByFamilies',
    module: 'features/explore-by-families/explore-by-families-page.tsx',
    queries: true,
    budgetKb: 69,
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
    // 42: the profile opens the perfume view, whose Over time composition and concentration
    // (issue 15) added 1.3 kB with their texts, leaving 0.2 kB under the former 40. Then: how it
    // works' pictures added their texts (0.9 kB) to the screens' dictionary every screen loads; the
    // recommendations are filtered with the search screens' dropdowns (1.2 kB), one look for every
    // filter of the site rather than native selects; the drawn flacon of each favourite
    // (components/perfume-picture, about 2.6 kB); the account's sessions, the signed-in password
    // change with its strength meter and the address confirmation (ADR 008, 037, 038); the quad's
    // names measured in their type and the texts of the timeline of notes (1.2 kB). About 51 kB in
    // all: the account section is the next candidate for a chunk of its own. 55: the texts of the
    // house and perfumer pages in the screens' dictionary and the perfume view's links to them
    // (issue 29, 1.7 kB).
    route: 'profile',
    module: 'features/profile/profile-page.tsx',
    queries: true,
    budgetKb: 55,
  },
  { route: 'login', module: 'features/account/login-page.tsx', queries: true, budgetKb: 20 },
  {
    // 22: the password strength meter and the length rule (ADR 037), 1.2 kB. zxcvbn and its
    // dictionaries (1.5 MB gzipped) are a dynamic import, asked for on the password field's first
    // focus, and not counted here.
    route: 'signup',
    module: 'features/account/signup-page.tsx',
    queries: true,
    budgetKb: 22,
  },
  {
    // 22: how it works draws an example with the product's own quad (6 kB, shared with the
    // perfume view) beside its pyramid and families pictures; the page was 10.7 kB without them.
    route: 'howto',
    module: 'features/howto/howto-page.tsx',
    queries: true,
    budgetKb: 22,
  },
  { route: 'contact', module: 'features/contact/contact-page.tsx', queries: true, budgetKb: 20 },
  {
    route: 'changePassword',
    module: 'features/account/change-password-page.tsx',
    queries: true,
    budgetKb: 20,
  },
  {
    route: 'verifyEmail',
    module: 'features/account/verify-email-page.tsx',
    queries: true,
    budgetKb: 20,
  },
  ...(['legalTerms', 'legalPrivacy', 'legalCookies'] as const).map((route) => ({
    route,
    module: 'features/legal/legal-page.tsx',
    queries: false,
    budgetKb: 15,
  })),
  // The four screens of houses and perfumers are one lazy screen (encyclopedia-screens.tsx): each counts
  // all four, about 29 kB with the family donut and the filters of the house page.
  ...(['houses', 'house', 'perfumers', 'perfumer'] as const).map((route) => ({
    route,
    module: 'features/houses-and-perfumers/encyclopedia-screens.tsx',
    queries: true,
    budgetKb: 33,
  })),
  {
    route: 'notFound',
    module: 'features/not-found/not-found-page.tsx',
    queries: false,
    budgetKb: 5,
  },
];
