import type { ParseKeys } from 'i18next';
import type { SocialProviderName, SocialSignInFailure } from '../../common/api/endpoint-routes';
import type { NewPasswordProblem } from '../../common/domain/password-rule';
import { ApiError } from './api-client';

/** The message key for a failure that is not about the form's content: limits and connection. */
export function transportErrorKey(error: unknown): ParseKeys | null {
  if (error instanceof ApiError && error.status === 429) return 'account.rateLimited';
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
    return 'account.connectionError';
  }
  return null;
}

/**
 * How many minutes a refused attempt (429) should wait, from the answer's Retry-After; one when
 * the answer does not say (the rate limits' windows are a minute or more).
 */
export function waitMinutes(error: unknown): number {
  const seconds = error instanceof ApiError ? error.retryAfterSeconds : undefined;
  return Math.max(1, Math.ceil((seconds ?? 60) / 60));
}

/** The code of one field in an API validation error, if the server named it. */
export function fieldCode(error: unknown, path: string): string | undefined {
  return error instanceof ApiError ? error.fields?.find((f) => f.path === path)?.code : undefined;
}

const newPasswordProblems: readonly string[] = [
  'too_short',
  'too_long',
  'too_common',
  'personal',
  'weak',
] satisfies NewPasswordProblem[];

/** Why the server refused a new password (ADR 037), if that is what it said. */
export function newPasswordRefusal(error: unknown, path = 'password'): NewPasswordProblem | null {
  const code = fieldCode(error, path);
  return code && newPasswordProblems.includes(code) ? (code as NewPasswordProblem) : null;
}

const socialFailureKeys: Record<SocialSignInFailure, ParseKeys> = {
  denied: 'account.login.social.denied',
  expired: 'account.login.social.expired',
  unavailable: 'account.login.social.unavailable',
  no_email: 'account.login.social.noEmail',
  not_offered: 'account.login.social.notOffered',
  failed: 'account.login.social.failed',
};

const providerNames: Record<SocialProviderName, string> = {
  google: 'Google',
  facebook: 'Facebook',
};

/**
 * What the login screen says after a social sign-in came back without success
 * (`?socialError=google&reason=denied`); an unknown reason reads as a plain failure.
 */
export function socialFailureMessage(
  provider: unknown,
  reason: unknown,
): { key: ParseKeys; provider: string } | null {
  if (typeof provider !== 'string' || !Object.hasOwn(providerNames, provider)) return null;
  const key =
    typeof reason === 'string' && Object.hasOwn(socialFailureKeys, reason)
      ? socialFailureKeys[reason as SocialSignInFailure]
      : socialFailureKeys.failed;
  return { key, provider: providerNames[provider as SocialProviderName] };
}
