import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  socialCallbackPath,
  socialSignInPaths,
  type SocialProviderName,
  type SocialSignInFailure,
} from '../../common/api/endpoint-routes';
import { appRoutes } from '../../common/app-routes';
import { SOCIAL_FLOW_MS } from '../accounts/social-flow';
import { SocialSignInError } from '../accounts/social-providers';
import type { AppContext } from '../app-context';
import { privateCookieFlags, sessionCookieName, setSessionCookie } from '../plugins/session';

// Google and Facebook sign-in (spec sections 2 and 7, "Redirect /api/auth/google and
// /api/auth/facebook"). These are browser navigations, not JSON calls: every answer is a redirect,
// to the provider, to the profile, or to the login screen with a reason it shows in the visitor's
// language; never an error page.

export const SOCIAL_FLOW_COOKIE = 'sillage_social';
const flowCookiePath = '/api/auth';
const tags = ['accounts'];
const providers: SocialProviderName[] = ['google', 'facebook'];

export function socialSignInRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // On the site's own origin, never the request's Host: the provider sends the code there.
    const callbackUri = (provider: SocialProviderName) =>
      `${ctx.config.siteOrigin}${socialCallbackPath(provider)}`;

    function toLogin(
      request: FastifyRequest,
      reply: FastifyReply,
      provider: SocialProviderName,
      error: unknown,
    ) {
      const reason: SocialSignInFailure =
        error instanceof SocialSignInError ? error.reason : 'failed';
      // The error's name and message only: its cause may hold a provider's answer.
      const cause = error instanceof Error ? error.cause : undefined;
      request.log.warn(
        {
          provider,
          reason,
          error: error instanceof Error ? error.message : String(error),
          ...(cause instanceof Error ? { cause: `${cause.name}: ${cause.message}` } : {}),
        },
        'social sign-in failed',
      );
      const query = new URLSearchParams({ socialError: provider, reason });
      return reply.redirect(`${appRoutes.login}?${query.toString()}`, 302);
    }

    for (const provider of providers) {
      app.get(
        socialSignInPaths[provider],
        {
          schema: {
            summary: `Starts the ${provider} sign-in: a redirect to the provider (remember=true keeps the session 30 days)`,
            tags,
          },
        },
        async (request, reply) => {
          reply.header('Cache-Control', 'no-store');
          const remember = (request.query as { remember?: unknown }).remember === 'true';
          try {
            const started = await ctx.social.start(provider, callbackUri(provider), remember);
            reply.setCookie(SOCIAL_FLOW_COOKIE, started.flowCookie, {
              path: flowCookiePath,
              maxAge: SOCIAL_FLOW_MS / 1000,
              ...privateCookieFlags(ctx),
            });
            return reply.redirect(started.url, 302);
          } catch (error) {
            return toLogin(request, reply, provider, error);
          }
        },
      );

      app.get(
        socialCallbackPath(provider),
        {
          schema: {
            summary: `Where ${provider} sends the browser back: signs in and goes to the profile, or to the login screen with a reason`,
            tags,
          },
        },
        async (request, reply) => {
          reply.header('Cache-Control', 'no-store');
          // One use: whatever happens, the pending sign-in is over.
          reply.clearCookie(SOCIAL_FLOW_COOKIE, {
            path: flowCookiePath,
            ...privateCookieFlags(ctx),
          });
          try {
            const current = new URL(callbackUri(provider));
            const q = request.url.indexOf('?');
            if (q !== -1) current.search = request.url.slice(q);
            const { user, remember } = await ctx.social.finish(
              provider,
              current,
              request.cookies[SOCIAL_FLOW_COOKIE],
            );
            // As the password login does: the browser's previous session ends (no fixation).
            const previous = request.cookies[sessionCookieName(ctx)];
            setSessionCookie(
              reply,
              ctx,
              await ctx.accounts.startSession(
                user.id,
                remember,
                previous,
                request.headers['user-agent'],
              ),
            );
            request.log.info({ userId: user.id, provider }, 'social sign-in');
            return reply.redirect(appRoutes.profile, 302);
          } catch (error) {
            return toLogin(request, reply, provider, error);
          }
        },
      );
    }
  };
}
