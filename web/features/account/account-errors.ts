import type { ParseKeys } from 'i18next';
import { ApiError } from '../../lib/api-client';

/** The message key for a failure that is not about the form's content: limits and connection. */
export function transportErrorKey(error: unknown): ParseKeys | null {
  if (error instanceof ApiError && error.status === 429) return 'account.rateLimited';
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
    return 'account.connectionError';
  }
  return null;
}

/** The code of one field in an API validation error, if the server named it. */
export function fieldCode(error: unknown, path: string): string | undefined {
  return error instanceof ApiError ? error.fields?.find((f) => f.path === path)?.code : undefined;
}
