import { z } from 'zod';
import { DEFAULT_HOST_ID } from '../domain/constants';
import { genderCodes, type GenderCode } from '../domain/gender';
import { languages } from '../domain/languages';

// Parameters every API route takes, the list and number parameters many share (written once, so
// that every route reads them alike and names them in its messages), and the one error shape
// every failure answers with.

/**
 * A whole number in a query or a path, written in decimal digits only: "12", never "0x9C41",
 * "1e3", "+5" or "0b11", which JavaScript's Number() would read as other numbers. `check` adds
 * the bounds.
 */
export const wholeNumberParam = (
  message: string,
  check: (n: z.ZodNumber) => z.ZodNumber = (n) => n,
) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (/^\d{1,15}$/.test(v.trim()) ? Number(v) : NaN) : v),
    check(z.number({ message }).int(message)),
  );

export const langParam = z.enum(languages, { message: 'The lang parameter must be en, fr or es.' });

export const baseQuerySchema = z.object({
  lang: langParam.default('en'),
  hostId: wholeNumberParam('The hostId parameter must be a positive whole number.', (n) =>
    n.positive('The hostId parameter must be a positive whole number.'),
  ).default(DEFAULT_HOST_ID),
});
export type BaseQuery = z.infer<typeof baseQuerySchema>;

/** The most ids one list parameter takes: far more than any profile, few enough to stay cheap. */
export const MAX_IDS_PER_LIST = 500;

const idListPattern = /^\d+(,\d+)*$/;
const idListMessage = (name: string) =>
  `The ${name} parameter must be a comma-separated list of ids, such as 1,2,3.`;
const tooManyIds = (ids: number[]) => ids.length <= MAX_IDS_PER_LIST;

/** A required comma-separated list of ids in a query string: "1,2,3". */
export const idListSchema = (name: string) =>
  z
    .string({ message: `The ${name} parameter is required: a comma-separated list of ids.` })
    .trim()
    .regex(idListPattern, idListMessage(name))
    .transform((v) => v.split(',').map(Number))
    .refine(tooManyIds, {
      message: `The ${name} parameter takes at most ${MAX_IDS_PER_LIST} ids.`,
    });

/** An optional filter by ids; empty (brands=) means no filter, as screens send it when nothing is chosen. */
export const optionalIdListSchema = (name: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || idListPattern.test(v), { message: idListMessage(name) })
    .transform((v) => (v === '' ? undefined : v.split(',').map(Number)))
    .refine((ids) => ids === undefined || tooManyIds(ids), {
      message: `The ${name} parameter takes at most ${MAX_IDS_PER_LIST} ids.`,
    })
    .optional();

const genderCode = `(${genderCodes.join('|')})`;
const genderListPattern = new RegExp(`^(${genderCode}(,${genderCode})*)?$`);

/** An optional filter by gender codes, comma-separated: "FU,U"; empty means no filter. */
export const genderListSchema = (name: string) =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(
      genderListPattern,
      `The ${name} parameter must be a comma-separated list of gender codes FU (her), MU (him) and U (unisex), such as FU,U.`,
    )
    .transform((v) => (v === '' ? undefined : ([...new Set(v.split(','))] as GenderCode[])))
    .optional()
    .describe('Gender codes separated by commas: FU (her), MU (him), U (unisex), such as FU,U.');

/** How many results: a whole number from 1 to `max`. */
export const limitSchema = (name: string, fallback: number, max: number) => {
  const message = `The ${name} parameter must be a whole number from 1 to ${max}.`;
  return wholeNumberParam(message, (n) => n.min(1, message).max(max, message)).default(fallback);
};

/** Where a page starts: a whole number, 0 or more. */
export const offsetSchema = (name: string) => {
  const message = `The ${name} parameter must be a whole number, 0 or more.`;
  return wholeNumberParam(message, (n) => n.min(0, message)).default(0);
};

export const errorCodes = [
  'bad_request',
  'uri_too_long',
  'headers_too_large',
  'request_timeout',
  'invalid_lang',
  'invalid_parameter',
  'not_found',
  'unauthorized',
  'forbidden',
  'conflict',
  'payload_too_large',
  'rate_limited',
  'unavailable',
  'internal_error',
  'invalid_credentials',
  'email_taken',
  'token_invalid',
  'token_used',
  'token_expired',
  'wrong_password',
  'reauthenticate',
  'no_password',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/**
 * What is wrong with one field of a request, for forms to show in the visitor's language:
 * required, invalid_email, too_long, mismatch, taken, wrong or invalid.
 */
export const fieldErrorSchema = z.object({ path: z.string(), code: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.array(fieldErrorSchema).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
