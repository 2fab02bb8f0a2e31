import { z } from 'zod';
import { DEFAULT_HOST_ID } from '../domain/constants';
import { languages } from '../domain/languages';

// Parameters every API route takes, and the one error shape every failure answers with.

export const langParam = z.enum(languages, { message: 'The lang parameter must be en, fr or es.' });

export const baseQuerySchema = z.object({
  lang: langParam.default('en'),
  hostId: z.coerce
    .number({ message: 'The hostId parameter must be a positive whole number.' })
    .int('The hostId parameter must be a positive whole number.')
    .positive('The hostId parameter must be a positive whole number.')
    .default(DEFAULT_HOST_ID),
});
export type BaseQuery = z.infer<typeof baseQuerySchema>;

export const errorCodes = [
  'bad_request',
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
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorResponseSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
