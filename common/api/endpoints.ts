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
import { brandsResponseSchema, idParamsSchema, perfumeSchema } from './catalog';
import { baseQuerySchema } from './common';
import {
  conceptsQuerySchema,
  conceptsResponseSchema,
  precomputedFileSchema,
  precomputedQuerySchema,
} from './concepts';
import { contactBodySchema } from './contact';
import { endpointRoutes, type EndpointName } from './endpoint-routes';
import {
  familiesResponseSchema,
  familyNodeSchema,
  familyPerfumesQuerySchema,
  familyPerfumesResponseSchema,
  familyTopListResponseSchema,
  familyTopQuerySchema,
} from './families';
import {
  ingredientInfoSchema,
  ingredientListItemSchema,
  ingredientsResponseSchema,
} from './ingredients';
import {
  perfumesByIdsQuerySchema,
  perfumesResponseSchema,
  searchOldSpellings,
  searchQuerySchema,
  searchResponseSchema,
} from './perfumes';
import {
  byIngredientsBodySchema,
  byIngredientsQuerySchema,
  byIngredientsResponseSchema,
  possibleCombinationsQuerySchema,
  possibleCombinationsResponseSchema,
  profileRecommendationsQuerySchema,
  profileRecommendationsResponseSchema,
  similarPerfumesQuerySchema,
  similarPerfumesResponseSchema,
} from './recommendations';

// The endpoint table: method, path, query, body and response of each endpoint the web app calls,
// written once (docs/decisions/042). The server registers its routes from it with one helper
// (server/routes/endpoint-route.ts); the web client calls endpoints by name with parameters and
// answers typed from it (web/lib/call-endpoint.ts, with type-only imports of this module). Query
// names follow the spec's spelling; endpointTable.test.ts fails on a route registered outside it.

export interface EndpointDefinition {
  method: string;
  path: string;
  summary: string;
  /** Longer notes for the OpenAPI document. */
  description?: string;
  /** The OpenAPI group. */
  tags?: readonly string[];
  /** The `:id` of the path, when it has one. */
  params?: z.ZodType;
  query: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Query names this endpoint took before, still accepted: old spelling → current name. */
  oldSpellings?: Readonly<Record<string, string>>;
}

const define = <N extends EndpointName, D extends Omit<EndpointDefinition, 'method' | 'path'>>(
  name: N,
  definition: D,
) => ({ ...endpointRoutes[name], ...definition });

const accounts = ['accounts'];
const favourites = ['favourites'];
const catalog = ['catalog'];

export const endpoints = {
  signup: define('signup', {
    tags: accounts,
    summary: 'Creates an account and signs it in (sets the session cookie)',
    query: baseQuerySchema,
    body: signupBodySchema,
    response: profileResponseSchema,
  }),
  login: define('login', {
    tags: accounts,
    summary: 'Signs in with e-mail and password; remember keeps the session for 30 days',
    query: baseQuerySchema,
    body: loginBodySchema,
    response: profileResponseSchema,
  }),
  logout: define('logout', {
    tags: accounts,
    summary: 'Ends the session',
    query: baseQuerySchema,
    response: okResponseSchema,
  }),
  profile: define('profile', {
    tags: accounts,
    summary: 'The signed-in account with its favourites; account null when nobody is signed in',
    query: baseQuerySchema,
    response: profileResponseSchema,
  }),
  recoverPassword: define('recoverPassword', {
    tags: accounts,
    summary:
      'Sends a password-reset link; answers the same whether or not the address has an account',
    query: baseQuerySchema,
    body: recoverPasswordBodySchema,
    response: okResponseSchema,
  }),
  restorePassword: define('restorePassword', {
    tags: accounts,
    summary:
      'Sets a new password with the token of a reset link; ends every session of the account',
    query: baseQuerySchema,
    body: restorePasswordBodySchema,
    response: okResponseSchema,
  }),
  checkResetLink: define('checkResetLink', {
    tags: accounts,
    summary: 'Whether a reset link is valid, already used, expired or unknown',
    query: baseQuerySchema.extend(resetLinkQuerySchema.shape),
    response: resetLinkResponseSchema,
  }),
  verifyEmail: define('verifyEmail', {
    tags: accounts,
    summary:
      'Uses the token of an e-mailed verification link: the address is verified, or the link was used, has expired or is unknown',
    query: baseQuerySchema,
    body: verifyEmailBodySchema,
    response: verifyEmailResponseSchema,
  }),
  resendVerification: define('resendVerification', {
    tags: accounts,
    summary:
      'Mails a new verification link to the signed-in account, unless its address is already verified',
    query: baseQuerySchema,
    response: okResponseSchema,
  }),
  addFavourites: define('addFavourites', {
    tags: favourites,
    summary:
      'Adds perfumes to the favourites of the signed-in account; answers the favourite ids and the perfumes added',
    query: baseQuerySchema,
    body: addFavouritesBodySchema,
    response: favouritesChangeResponseSchema,
  }),
  removeFavourites: define('removeFavourites', {
    tags: favourites,
    summary:
      'Removes perfumes from the favourites of the signed-in account; answers the favourite ids',
    query: baseQuerySchema,
    body: removeFavouritesBodySchema,
    response: favouritesChangeResponseSchema,
  }),
  setDislikedIngredients: define('setDislikedIngredients', {
    tags: favourites,
    summary: 'Replaces the ingredients the signed-in account dislikes; answers the profile',
    query: baseQuerySchema,
    body: dislikedIngredientsBodySchema,
    response: profileResponseSchema,
  }),
  exportData: define('exportData', {
    tags: accounts,
    summary: 'Everything kept about the signed-in account, as JSON (GDPR access and portability)',
    query: baseQuerySchema,
    response: z.record(z.string(), z.unknown()),
  }),
  deleteAccount: define('deleteAccount', {
    tags: accounts,
    summary: 'Deletes the signed-in account and everything kept with it',
    query: baseQuerySchema,
    body: deleteAccountBodySchema,
    response: okResponseSchema,
  }),
  listSessions: define('listSessions', {
    tags: accounts,
    summary:
      'The sessions of the signed-in account with their device and activity, this one first (no tokens)',
    query: baseQuerySchema,
    response: sessionsResponseSchema,
  }),
  endSessions: define('endSessions', {
    tags: accounts,
    summary:
      'Ends another session of the signed-in account ({sessionId}) or all the others ({others: true}); answers the sessions left',
    query: baseQuerySchema,
    body: endSessionsBodySchema,
    response: sessionsResponseSchema,
  }),
  changePassword: define('changePassword', {
    tags: accounts,
    summary:
      'Changes the password of the signed-in account, the current one asked again; ends every other session and gives this one a new token',
    query: baseQuerySchema,
    body: changePasswordBodySchema,
    response: okResponseSchema,
  }),
  socialProviders: define('socialProviders', {
    tags: accounts,
    summary: 'Which social sign-ins this site offers',
    query: baseQuerySchema,
    response: socialProvidersResponseSchema,
  }),
  contactEmail: define('contactEmail', {
    tags: ['contact'],
    summary:
      'Keeps a message from the contact form and mails it to the site (CONTACT_TO); answers ok even when the mail fails, since the message is kept',
    query: baseQuerySchema,
    body: contactBodySchema,
    response: okResponseSchema,
  }),
  analyticsEvents: define('analyticsEvents', {
    tags: ['analytics'],
    summary:
      'Stores a batch of usage events (spec section 7, Analytics); a batch is stored whole or refused whole',
    query: baseQuerySchema,
    body: analyticsBatchSchema,
    response: analyticsResponseSchema,
  }),
  brands: define('brands', {
    summary: 'Every brand, by name',
    tags: catalog,
    query: baseQuerySchema,
    response: brandsResponseSchema,
  }),
  perfume: define('perfume', {
    summary: 'One perfume with its ingredients and proportions',
    tags: catalog,
    params: idParamsSchema,
    query: baseQuerySchema,
    response: perfumeSchema,
  }),
  perfumesByIds: define('perfumesByIds', {
    summary: 'Several perfumes by id, in the order asked (favourites, comparisons)',
    tags: catalog,
    query: perfumesByIdsQuerySchema,
    response: perfumesResponseSchema,
  }),
  search: define('search', {
    summary:
      'Perfumes by name, brand or sub-brand: accent-free, with one typo allowed per long word; the names the query is with a typing slip come before the query found inside a word, and when all these are fewer than 10, the closest perfumes by a looser measure follow (approximate: true when the results are only those); without q, the perfumes that pass the filters, by name',
    tags: ['search'],
    query: searchQuerySchema,
    response: searchResponseSchema,
    oldSpellings: searchOldSpellings,
  }),
  ingredients: define('ingredients', {
    summary: 'Every ingredient, most used first',
    tags: catalog,
    query: baseQuerySchema,
    response: ingredientsResponseSchema,
  }),
  ingredient: define('ingredient', {
    summary: 'One ingredient',
    tags: catalog,
    params: idParamsSchema,
    query: baseQuerySchema,
    response: ingredientListItemSchema,
  }),
  ingredientInfo: define('ingredientInfo', {
    summary: 'An ingredient with its chapter, origins, perfumes and paired ingredients',
    tags: catalog,
    params: idParamsSchema,
    query: baseQuerySchema,
    response: ingredientInfoSchema,
  }),
  possibleCombinations: define('possibleCombinations', {
    summary: 'Ingredients found together with a whole selection of ingredients',
    description:
      'At most 30, by the number of perfumes holding the selection and the ingredient, then by score: the lift, (count / perfumes holding the selection) / (share of perfumes listing the ingredient).',
    tags: ['ingredients'],
    query: possibleCombinationsQuerySchema,
    response: possibleCombinationsResponseSchema,
  }),
  perfumesByIngredients: define('perfumesByIngredients', {
    summary: 'Perfumes that contain a selection of ingredients, best matches first',
    description:
      'Body: 1 to 20 {ingredientId, proportion (1..100, default 10)}. Perfumes holding every selected ingredient come first, then by the sum of their proportions weighted by the requested proportions, then popularity. recoValue ≥ 0.5 means every selected ingredient is there; recoType is hero when a selected ingredient is the hero.',
    tags: ['ingredients'],
    query: byIngredientsQuerySchema,
    body: byIngredientsBodySchema,
    response: byIngredientsResponseSchema,
  }),
  families: define('families', {
    summary: 'Every olfactory family',
    tags: ['families'],
    query: baseQuerySchema,
    response: familiesResponseSchema,
  }),
  familiesTopList: define('familiesTopList', {
    summary:
      'The families tree: main families with their secondary families (or, with isPrimary=false, secondary families with their parents), counts and most popular perfumes',
    tags: ['families'],
    query: familyTopQuerySchema,
    response: familyTopListResponseSchema,
  }),
  familyTop: define('familyTop', {
    summary: "One family's node of the families tree",
    tags: ['families'],
    params: idParamsSchema,
    query: familyTopQuerySchema,
    response: familyNodeSchema,
  }),
  familyPerfumes: define('familyPerfumes', {
    summary:
      "A page of a main family's perfumes, or of one pair's with subfamily, most popular first: the explorer's results past the ten the tree sends",
    tags: ['families'],
    params: idParamsSchema,
    query: familyPerfumesQuerySchema,
    response: familyPerfumesResponseSchema,
  }),
  concepts: define('concepts', {
    summary:
      'Every concept, with its categories and nearest concepts (addOnly=categories leaves relations out)',
    tags: ['concepts'],
    query: conceptsQuerySchema,
    response: conceptsResponseSchema,
  }),
  precomputedFile: define('precomputedFile', {
    summary:
      'A precomputed file: conceptsDistance (every pair of concepts) or conceptsRecos (best perfumes per concept)',
    description:
      'Public data: no credential is needed. The api key and safety code headers the web app sends are accepted and ignored.',
    tags: ['concepts'],
    query: precomputedQuerySchema,
    response: precomputedFileSchema,
  }),
  similarPerfumes: define('similarPerfumes', {
    summary: 'Perfumes similar to one perfume, most similar first',
    description:
      'Similarity 0..1 = 0.7 × cosine of the ingredient proportions (hero counted twice) + 0.2 if the same main family + 0.1 if the same secondary family. recoType: hero when the reference hero ingredient is among the first five ingredients, family when the main family is the same, else other.',
    tags: ['recommendations'],
    query: similarPerfumesQuerySchema,
    response: similarPerfumesResponseSchema,
  }),
  profileRecommendations: define('profileRecommendations', {
    summary: 'Recommendations for a list of favourite perfumes, each with its reason',
    description:
      'Favourites are excluded; ids not in the catalog are ignored, unless none is known (404). Filters: included.gender (FU,MU,U), included.brands and included.families (ids), comma-separated. excluded.ingredients (ids): perfumes where one of them weighs 10 or more are left out, and leftOut says how many the answer lost.',
    tags: ['recommendations'],
    query: profileRecommendationsQuerySchema,
    response: profileRecommendationsResponseSchema,
  }),
} satisfies Record<EndpointName, EndpointDefinition>;

export type Endpoints = typeof endpoints;
