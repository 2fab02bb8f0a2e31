import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../common/api/endpoints';
import { route } from './endpoint-route';
import type { AppContext } from '../app-context';
import type { UserRecord } from '../db/user-repository';
import { requireSession } from '../plugins/session';
import { authRateLimits } from '../plugins/rate-limits';

// E-mail verification (docs/decisions/038): the link's token comes back from the /verify-email
// page, and a signed-in account whose address is not verified yet may ask for a new link.

/**
 * Mails a verification link to the account without waiting for the mail server: a failure is
 * logged (its kind only: a mail server's message may quote the address) and the answer is
 * the same, since a new link can be asked for from the profile.
 */
export async function mailVerificationLink(
  ctx: AppContext,
  request: FastifyRequest,
  user: UserRecord,
): Promise<void> {
  const logFailure = (log: FastifyBaseLogger, error: unknown) =>
    log.error(
      { userId: user.id, error: (error as { code?: string })?.code ?? 'unknown' },
      'verification mail not sent',
    );
  try {
    const { mailed } = await ctx.emailVerification.sendLink(
      user,
      request.lang,
      ctx.config.siteOrigin,
    );
    mailed.catch((error: unknown) => logFailure(request.log, error));
  } catch (error) {
    logFailure(request.log, error);
  }
}

export function emailVerificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      endpoints.verifyEmail,
      async (request) => {
        const state = await ctx.emailVerification.verify(request.body.token);
        if (state === 'verified') request.log.info('e-mail address verified');
        return { state };
      },
      { rateLimit: authRateLimits.verifyEmail },
    );

    route(
      app,
      endpoints.resendVerification,
      async (request) => {
        const { user } = await requireSession(request);
        if (!user.emailVerified) await mailVerificationLink(ctx, request, user);
        return { ok: true as const };
      },
      { rateLimit: authRateLimits.resendVerification },
    );
  };
}
