import { z } from 'zod';
import { FAVOURITE_RATING } from '../domain/constants';
import {
  MAX_NEW_PASSWORD_LENGTH,
  MIN_NEW_PASSWORD_LENGTH,
  countCharacters,
} from '../domain/password-length';
import { ingredientRefSchema, perfumeSummarySchema } from './catalog';
import { MAX_IDS_PER_LIST } from './common';

// Requests and responses of accounts, sessions and favourites (spec sections 3, 5 and 7). Forms
// map each failing field's code (see fieldErrorCodes) to a message in the visitor's language, so
// the messages written here are for API users, in English.

/**
 * The longest password login and account deletion take: the limit before ADR 037, kept so that
 * an account made then with a longer password is not locked out. New passwords take at most 128.
 */
export const MAX_PASSWORD_LENGTH = 256;
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;

const required = (field: string) => `The ${field} field is required.`;

/** A required text field: trimmed, at least one character, at most `max`. */
export const requiredText = (field: string, max: number) =>
  z
    .string({ message: required(field) })
    .trim()
    .min(1, required(field))
    .max(max, `The ${field} field takes at most ${max} characters.`);

/** An e-mail address, trimmed and lower-cased: one account per address whatever the case typed. */
export const emailField = (field: string) =>
  requiredText(field, MAX_EMAIL_LENGTH)
    .toLowerCase()
    .pipe(z.email(`The ${field} field must be an e-mail address.`));

/**
 * An existing password (login, account deletion): any length up to 256, since accounts made
 * before ADR 037 may have short ones. Taken as typed: spaces count, nothing is trimmed.
 */
export const passwordField = (field: string) =>
  z
    .string({ message: required(field) })
    .min(1, required(field))
    .max(
      MAX_PASSWORD_LENGTH,
      `The ${field} field takes at most ${MAX_PASSWORD_LENGTH} characters.`,
    );

/**
 * A new password (sign-up, reset, change): 8 to 128 characters counted as code points, as a
 * person counts them ("🌿" is one), nothing trimmed (ADR 037). The issues are zod's own
 * too_small and too_big, so a form receives the field codes `too_short` and `too_long`; whether
 * the password is common or guessable is the server's password policy, which needs the account.
 */
export const newPasswordField = (field: string) =>
  z
    .string({ message: required(field) })
    .min(1, required(field))
    // A code point is at most two UTF-16 units: longer than this is too long whatever it holds.
    .max(
      2 * MAX_NEW_PASSWORD_LENGTH,
      `The ${field} field takes at most ${MAX_NEW_PASSWORD_LENGTH} characters.`,
    )
    .superRefine((value, ctx) => {
      const length = countCharacters(value);
      if (length > 0 && length < MIN_NEW_PASSWORD_LENGTH) {
        ctx.addIssue({
          code: 'too_small',
          origin: 'string',
          minimum: MIN_NEW_PASSWORD_LENGTH,
          inclusive: true,
          input: value,
          message: `The ${field} field needs at least ${MIN_NEW_PASSWORD_LENGTH} characters.`,
        });
      } else if (length > MAX_NEW_PASSWORD_LENGTH) {
        ctx.addIssue({
          code: 'too_big',
          origin: 'string',
          maximum: MAX_NEW_PASSWORD_LENGTH,
          inclusive: true,
          input: value,
          message: `The ${field} field takes at most ${MAX_NEW_PASSWORD_LENGTH} characters.`,
        });
      }
    });

// POST /api/user/signup
export const signupBodySchema = z.object({
  email: emailField('email'),
  name: requiredText('name', MAX_NAME_LENGTH),
  surname: z.string().trim().max(MAX_NAME_LENGTH).default(''),
  password: newPasswordField('password'),
  /** The sign-up form's own check; when sent it must equal the password. */
  passwordCheck: z.string().optional(),
  privacyPolicyAccepted: z.boolean().default(false),
  termsAccepted: z.literal(true, {
    message: 'The terms of use must be accepted (termsAccepted: true).',
  }),
  /** The temporary local id of the anonymous visitor (analytics only). */
  userId: z.string().max(100).optional(),
  hostId: z.number().int().positive().optional(),
});
export type SignupBody = z.input<typeof signupBodySchema>;

// POST /api/user/login
export const loginBodySchema = z.object({
  user: requiredText('user', MAX_EMAIL_LENGTH).toLowerCase(),
  password: passwordField('password'),
  remember: z.boolean().default(false),
});
export type LoginBody = z.input<typeof loginBodySchema>;

// POST /api/user/recoverPwd
export const recoverPasswordBodySchema = z.object({ user: emailField('user') });

// POST /api/user/restorePwd
export const restorePasswordBodySchema = z.object({
  user: emailField('user'),
  password: newPasswordField('password'),
  token: requiredText('token', 200),
});

// GET /api/user/restorePwd/check: whether a reset link can still be used, before the form shows.
export const resetLinkQuerySchema = z.object({
  user: z.string().trim().toLowerCase().max(MAX_EMAIL_LENGTH).default(''),
  token: z.string().trim().max(200).default(''),
});
export const resetLinkStates = ['valid', 'used', 'expired', 'unknown'] as const;
export type ResetLinkState = (typeof resetLinkStates)[number];
export const resetLinkResponseSchema = z.object({ state: z.enum(resetLinkStates) });

// POST /api/user/verifyEmail: the token of a verification link (docs/decisions/038), and what
// became of it: the address is now verified, or the link was already used, has expired or is
// not one of ours.
export const verifyEmailBodySchema = z.object({ token: requiredText('token', 200) });
export const verifyEmailStates = ['verified', 'used', 'expired', 'unknown'] as const;
export type VerifyEmailState = (typeof verifyEmailStates)[number];
export const verifyEmailResponseSchema = z.object({ state: z.enum(verifyEmailStates) });

// Favourites: POST /api/favorites/perfume/add with [{perfumeId, rating}],
// DELETE /api/favorites/perfume/remove with [perfumeId, …].
const perfumeIdField = z
  .number({ message: 'Each perfumeId must be a perfume id (a positive whole number).' })
  .int('Each perfumeId must be a perfume id (a positive whole number).')
  .positive('Each perfumeId must be a perfume id (a positive whole number).');

export const addFavouritesBodySchema = z
  .array(
    z.object({
      perfumeId: perfumeIdField,
      rating: z.number().int().min(1).max(5).default(FAVOURITE_RATING),
    }),
    { message: 'The body must be a list of {perfumeId, rating} items.' },
  )
  .min(1, 'The body must list at least one favourite.')
  .max(MAX_IDS_PER_LIST, `The body lists at most ${MAX_IDS_PER_LIST} favourites.`);
export type AddFavouritesBody = z.input<typeof addFavouritesBodySchema>;

export const removeFavouritesBodySchema = z
  .array(perfumeIdField, { message: 'The body must be a list of perfume ids.' })
  .min(1, 'The body must list at least one perfume id.')
  .max(MAX_IDS_PER_LIST, `The body lists at most ${MAX_IDS_PER_LIST} perfume ids.`);

// Disliked ingredients (beyond the spec): PUT /api/user/dislikedIngredients with the whole list.
export const dislikedIngredientsBodySchema = z
  .array(
    z
      .number({ message: 'Each item must be an ingredient id (a positive whole number).' })
      .int()
      .positive(),
    { message: 'The body must be a list of ingredient ids.' },
  )
  .max(MAX_IDS_PER_LIST);

export const accountSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  /** False for an account made by a social sign-in that never set a password. */
  hasPassword: z.boolean(),
  /** Whether the address is confirmed (docs/decisions/038); the profile reminds until it is. */
  emailVerified: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

/**
 * A favourite perfume as the profile shows it (docs/decisions/035): what its card shows, and its
 * main ingredients (its five largest proportions, largest first), each named once in the
 * profile's `ingredients` with what the profile shows of it. The description, perfumers, origins and the other ingredients come
 * from the perfume's own endpoint when it is opened.
 */
export const profilePerfumeSchema = perfumeSummarySchema.extend({
  mainIngredients: z.array(z.object({ id: z.number().int(), proportion: z.number() })),
});
export type ProfilePerfume = z.infer<typeof profilePerfumeSchema>;

/** An ingredient as the profile lists it: its name, and its family's colour for its bar. */
export const profileIngredientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  familyColor: z.string(),
});
export type ProfileIngredient = z.infer<typeof profileIngredientSchema>;

export const favouritePerfumeSchema = z.object({
  perfume: profilePerfumeSchema,
  rating: z.number().int(),
  addedAt: z.string(),
});
export type FavouritePerfume = z.infer<typeof favouritePerfumeSchema>;

/**
 * GET /api/user/profile. Anonymous visitors get `account: null` and empty lists rather than a 401,
 * because every page asks at start and an error there would be noise, not news.
 */
export const profileResponseSchema = z.object({
  account: accountSchema.nullable(),
  favoritePerfumes: z.array(favouritePerfumeSchema),
  /** The main ingredients of the favourites, each once. */
  ingredients: z.array(profileIngredientSchema),
  dislikedIngredients: z.array(ingredientRefSchema),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/**
 * The answer to a favourite added or removed: the ids the account now holds, in the order they
 * were added, and the perfumes just added as the profile shows them (with their main
 * ingredients). The client keeps the other favourites from the profile it holds.
 */
export const favouritesChangeResponseSchema = z.object({
  favoritePerfumeIds: z.array(z.number().int()),
  added: z.array(favouritePerfumeSchema),
  ingredients: z.array(profileIngredientSchema),
});
export type FavouritesChangeResponse = z.infer<typeof favouritesChangeResponseSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });

// DELETE /api/user/account: the password, or for an account without one, a social sign-in made in
// the last few minutes.
export const deleteAccountBodySchema = z.object({
  password: z.string().max(MAX_PASSWORD_LENGTH).optional(),
});

// The sessions of the signed-in account (docs/decisions/008, "Sessions"): GET /api/user/sessions,
// and DELETE /api/user/sessions to end one of the others or all of them. A session is named by a
// random public id, never by its token.
export const sessionSummarySchema = z.object({
  id: z.string(),
  /** "Firefox", "Safari"…; null when the browser was not recognised. */
  browser: z.string().nullable(),
  /** "Windows", "iPhone"…; null when the system was not recognised. */
  system: z.string().nullable(),
  createdAt: z.string(),
  /** Written at most once a minute, so up to a minute behind. */
  lastSeenAt: z.string(),
  remember: z.boolean(),
  /** The session of the browser asking; listed first. */
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

export const sessionsResponseSchema = z.object({ sessions: z.array(sessionSummarySchema) });
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;

export const endSessionsBodySchema = z
  .object({
    /** One other session, by the id the list gave. */
    sessionId: z.string().trim().min(1).max(100).optional(),
    /** Every other session ("sign out everywhere else"). */
    others: z.literal(true).optional(),
  })
  .refine((body) => (body.sessionId === undefined) !== (body.others === undefined), {
    message: 'Send either sessionId or others: true.',
  });

// POST /api/user/password: the password changed while signed in, the current one asked again.
export const changePasswordBodySchema = z.object({
  current: passwordField('current'),
  // The new password follows the rule of every new password (sign-up, reset): newPasswordField here,
  // the dictionaries' check in the service.
  password: newPasswordField('password'),
  passwordCheck: z.string({ message: required('passwordCheck') }).max(MAX_PASSWORD_LENGTH),
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const socialProvidersResponseSchema = z.object({
  google: z.boolean(),
  facebook: z.boolean(),
});
