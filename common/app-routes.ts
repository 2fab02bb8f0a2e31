// The web app's route table, shared by the router, the server (share-link previews) and the e2e
// tests, so a path is written once.
export const appRoutes = {
  landing: '/',
  home: '/home',
  exploreByName: '/explore/by-name',
  exploreByIngredients: '/explore/by-ingredients',
  exploreByConcepts: '/explore/by-concepts',
  exploreByFamilies: '/explore/by-families',
  ingredientChapter: '/chapter/ingredient',
  profile: '/profile',
  login: '/login',
  signup: '/signup',
  howto: '/howto',
  contact: '/contact',
  changePassword: '/change-password',
  verifyEmail: '/verify-email',
  legalTerms: '/legal/terms',
  legalPrivacy: '/legal/privacy',
  legalCookies: '/legal/cookies',
  houses: '/houses',
  house: '/house/:slug',
  perfumers: '/perfumers',
  perfumer: '/perfumer/:slug',
} as const;

export type AppRouteName = keyof typeof appRoutes;

const routePatterns = Object.values(appRoutes).map((path) => ({
  path,
  segments: path.split('/'),
}));

/**
 * The route an address belongs to, as the table writes it ('/house/:slug' for /house/chanel), or
 * null when none: a `:name` segment stands for any one non-empty segment. Trailing slashes are
 * ignored, as the router ignores them.
 */
export function matchAppRoute(pathname: string): string | null {
  const segments = (pathname.replace(/\/+$/, '') || '/').split('/');
  const found = routePatterns.find(
    (route) =>
      route.segments.length === segments.length &&
      route.segments.every((part, i) =>
        part.startsWith(':') ? segments[i] !== '' : part === segments[i],
      ),
  );
  return found?.path ?? null;
}

/** The address of a page whose route has one `:slug`: slugHref('house', 'chanel') is /house/chanel. */
export function slugHref(route: 'house' | 'perfumer', slug: string): string {
  return appRoutes[route].replace(':slug', encodeURIComponent(slug));
}

export const exploreRoutes = [
  { name: 'exploreByName', path: appRoutes.exploreByName },
  { name: 'exploreByIngredients', path: appRoutes.exploreByIngredients },
  { name: 'exploreByConcepts', path: appRoutes.exploreByConcepts },
  { name: 'exploreByFamilies', path: appRoutes.exploreByFamilies },
] as const;
