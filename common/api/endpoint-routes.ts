// The method and path of every endpoint in the endpoint table (endpoints.ts), without its schemas:
// this module imports nothing, so the web client can call endpoints by name without bundling zod.
export const endpointRoutes = {
  signup: { method: 'POST', path: '/api/user/signup' },
  login: { method: 'POST', path: '/api/user/login' },
  logout: { method: 'POST', path: '/api/user/logout' },
  profile: { method: 'GET', path: '/api/user/profile' },
  recoverPassword: { method: 'POST', path: '/api/user/recoverPwd' },
  restorePassword: { method: 'POST', path: '/api/user/restorePwd' },
  checkResetLink: { method: 'GET', path: '/api/user/restorePwd/check' },
  verifyEmail: { method: 'POST', path: '/api/user/verifyEmail' },
  resendVerification: { method: 'POST', path: '/api/user/verifyEmail/resend' },
  addFavourites: { method: 'POST', path: '/api/favorites/perfume/add' },
  removeFavourites: { method: 'DELETE', path: '/api/favorites/perfume/remove' },
  setDislikedIngredients: { method: 'PUT', path: '/api/user/dislikedIngredients' },
  exportData: { method: 'GET', path: '/api/user/export' },
  deleteAccount: { method: 'DELETE', path: '/api/user/account' },
  listSessions: { method: 'GET', path: '/api/user/sessions' },
  endSessions: { method: 'DELETE', path: '/api/user/sessions' },
  changePassword: { method: 'POST', path: '/api/user/password' },
  socialProviders: { method: 'GET', path: '/api/auth/providers' },
  contactEmail: { method: 'POST', path: '/api/user/contactEmail' },
  analyticsEvents: { method: 'POST', path: '/api/analytics/events' },
  houses: { method: 'GET', path: '/api/houses' },
  house: { method: 'GET', path: '/api/house' },
  perfumers: { method: 'GET', path: '/api/perfumers' },
  perfumer: { method: 'GET', path: '/api/perfumer' },
} as const satisfies Record<string, { method: HttpMethod; path: string }>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type EndpointName = keyof typeof endpointRoutes;

/** Where the browser goes to sign in with a provider (a redirect, not a JSON call). */
export const socialSignInPaths = {
  google: '/api/auth/google',
  facebook: '/api/auth/facebook',
} as const;
export type SocialProviderName = keyof typeof socialSignInPaths;

/** Where a provider sends the browser back after sign-in. */
export const socialCallbackPath = (provider: SocialProviderName) =>
  `${socialSignInPaths[provider]}/callback` as const;

/**
 * Why a social sign-in ended back on the login screen (`/login?socialError=google&reason=…`):
 * the visitor said no, the sign-in was too old or not started here, the provider could not be
 * reached, it gave no verified e-mail address, the site does not offer it, or anything else.
 */
export const socialSignInFailures = [
  'denied',
  'expired',
  'unavailable',
  'no_email',
  'not_offered',
  'failed',
] as const;
export type SocialSignInFailure = (typeof socialSignInFailures)[number];
