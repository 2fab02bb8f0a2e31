import { z } from 'zod';
import {
  addFavouritesBodySchema,
  changePasswordBodySchema,
  deleteAccountBodySchema,
  dislikedIngredientsBodySchema,
  endSessionsBodySchema,
  favouritesChangeResponseSchema,
  loginBodySchema,
  okResponseSchema,
  profileResponseSchema,
  recoverPasswordBodySchema,
  removeFavouritesBodySchema,
  resetLinkQuerySchema,
  resetLinkResponseSchema,
  restorePasswordBodySchema,
  sessionsResponseSchema,
  signupBodySchema,
  socialProvidersResponseSchema,
  verifyEmailBodySchema,
  verifyEmailResponseSchema,
} from './accounts';
import { analyticsBatchSchema, analyticsResponseSchema } from './analytics';
import { baseQuerySchema } from './common';
import { contactBodySchema } from './contact';
import { houseResponseSchema, housesResponseSchema } from './houses';
import { perfumerResponseSchema, perfumersResponseSchema } from './perfumers';
import { slugQuerySchema } from './signatures';
import { endpointRoutes, type EndpointName } from './endpoint-routes';

// The endpoint table: method, path, query, body and response of each endpoint, written once. The
// server registers its routes from it; the web client calls endpoints by name with parameters and
// answers typed from it (web/lib/call-endpoint.ts, with type-only imports of this module).

export interface EndpointDefinition {
  method: string;
  path: string;
  summary: string;
  query: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

const define = <N extends EndpointName, D extends Omit<EndpointDefinition, 'method' | 'path'>>(
  name: N,
  definition: D,
) => ({ ...endpointRoutes[name], ...definition });

export const endpoints = {
  signup: define('signup', {
    summary: 'Creates an account and signs it in (sets the session cookie)',
    query: baseQuerySchema,
    body: signupBodySchema,
    response: profileResponseSchema,
  }),
  login: define('login', {
    summary: 'Signs in with e-mail and password; remember keeps the session for 30 days',
    query: baseQuerySchema,
    body: loginBodySchema,
    response: profileResponseSchema,
  }),
  logout: define('logout', {
    summary: 'Ends the session',
    query: baseQuerySchema,
    response: okResponseSchema,
  }),
  profile: define('profile', {
    summary: 'The signed-in account with its favourites; account null when nobody is signed in',
    query: baseQuerySchema,
    response: profileResponseSchema,
  }),
  recoverPassword: define('recoverPassword', {
    summary:
      'Sends a password-reset link; answers the same whether or not the address has an account',
    query: baseQuerySchema,
    body: recoverPasswordBodySchema,
    response: okResponseSchema,
  }),
  restorePassword: define('restorePassword', {
    summary:
      'Sets a new password with the token of a reset link; ends every session of the account',
    query: baseQuerySchema,
    body: restorePasswordBodySchema,
    response: okResponseSchema,
  }),
  checkResetLink: define('checkResetLink', {
    summary: 'Whether a reset link is valid, already used, expired or unknown',
    query: baseQuerySchema.extend(resetLinkQuerySchema.shape),
    response: resetLinkResponseSchema,
  }),
  verifyEmail: define('verifyEmail', {
    summary:
      'Uses the token of an e-mailed verification link: the address is verified, or the link was used, has expired or is unknown',
    query: baseQuerySchema,
    body: verifyEmailBodySchema,
    response: verifyEmailResponseSchema,
  }),
  resendVerification: define('resendVerification', {
    summary:
      'Mails a new verification link to the signed-in account, unless its address is already verified',
    query: baseQuerySchema,
    response: okResponseSchema,
  }),
  addFavourites: define('addFavourites', {
    summary:
      'Adds perfumes to the favourites of the signed-in account; answers the favourite ids and the perfumes added',
    query: baseQuerySchema,
    body: addFavouritesBodySchema,
    response: favouritesChangeResponseSchema,
  }),
  removeFavourites: define('removeFavourites', {
    summary:
      'Removes perfumes from the favourites of the signed-in account; answers the favourite ids',
    query: baseQuerySchema,
    body: removeFavouritesBodySchema,
    response: favouritesChangeResponseSchema,
  }),
  setDislikedIngredients: define('setDislikedIngredients', {
    summary: 'Replaces the ingredients the signed-in account dislikes; answers the profile',
    query: baseQuerySchema,
    body: dislikedIngredientsBodySchema,
    response: profileResponseSchema,
  }),
  exportData: define('exportData', {
    summary: 'Everything kept about the signed-in account, as JSON (GDPR access and portability)',
    query: baseQuerySchema,
    response: z.record(z.string(), z.unknown()),
  }),
  deleteAccount: define('deleteAccount', {
    summary: 'Deletes the signed-in account and everything kept with it',
    query: baseQuerySchema,
    body: deleteAccountBodySchema,
    response: okResponseSchema,
  }),
  listSessions: define('listSessions', {
    summary:
      'The sessions of the signed-in account with their device and activity, this one first (no tokens)',
    query: baseQuerySchema,
    response: sessionsResponseSchema,
  }),
  endSessions: define('endSessions', {
    summary:
      'Ends another session of the signed-in account ({sessionId}) or all the others ({others: true}); answers the sessions left',
    query: baseQuerySchema,
    body: endSessionsBodySchema,
    response: sessionsResponseSchema,
  }),
  changePassword: define('changePassword', {
    summary:
      'Changes the password of the signed-in account, the current one asked again; ends every other session and gives this one a new token',
    query: baseQuerySchema,
    body: changePasswordBodySchema,
    response: okResponseSchema,
  }),
  socialProviders: define('socialProviders', {
    summary: 'Which social sign-ins this site offers',
    query: baseQuerySchema,
    response: socialProvidersResponseSchema,
  }),
  contactEmail: define('contactEmail', {
    summary:
      'Keeps a message from the contact form and mails it to the site (CONTACT_TO); answers ok even when the mail fails, since the message is kept',
    query: baseQuerySchema,
    body: contactBodySchema,
    response: okResponseSchema,
  }),
  analyticsEvents: define('analyticsEvents', {
    summary:
      'Stores a batch of usage events (spec section 7, Analytics); a batch is stored whole or refused whole',
    query: baseQuerySchema,
    body: analyticsBatchSchema,
    response: analyticsResponseSchema,
  }),
  houses: define('houses', {
    summary: 'Every house A to Z, with its country and how many perfumes the catalog holds for it',
    query: baseQuerySchema,
    response: housesResponseSchema,
  }),
  house: define('house', {
    summary:
      'A house by the slug of its page: its facts, perfumes by year, families, perfumers and signature ingredients',
    query: baseQuerySchema.extend(slugQuerySchema.shape),
    response: houseResponseSchema,
  }),
  perfumers: define('perfumers', {
    summary:
      'Every credited perfumer A to Z, one person per spelling, with their perfumes and years',
    query: baseQuerySchema,
    response: perfumersResponseSchema,
  }),
  perfumer: define('perfumer', {
    summary:
      'A perfumer by the slug of their page: perfumes by year, houses, signature ingredients and the closest perfumers',
    query: baseQuerySchema.extend(slugQuerySchema.shape),
    response: perfumerResponseSchema,
  }),
} satisfies Record<EndpointName, EndpointDefinition>;

export type Endpoints = typeof endpoints;
