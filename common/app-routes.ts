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

export const exploreRoutes = [
  { name: 'exploreByName', path: appRoutes.exploreByName },
  { name: 'exploreByIngredients', path: appRoutes.exploreByIngredients },
  { name: 'exploreByConcepts', path: appRoutes.exploreByConcepts },
  { name: 'exploreByFamilies', path: appRoutes.exploreByFamilies },
] as const;
