import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../common/api/endpoints';
import type { AppContext } from '../app-context';
import { passwordRefusedError } from './password-refused';
import { HttpError } from '../plugins/errors';
import {
  clearSessionCookie,
  requireSession,
  sessionCookieName,
  setSessionCookie,
} from '../plugins/session';
import { authRateLimits } from '../plugins/rate-limits';
import { mailVerificationLink } from './email-verification';
import { sendJsonText } from './json-answers';

// Accounts (spec sections 2, 5 and 7): sign-up, login, logout, profile, password reset, data
// export and account deletion. Rules live in the account and favourite services.

const tags = ['accounts'];

export function accountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const { signup, login, logout, profile, recoverPassword, restorePassword, checkResetLink } =
      endpoints;

    app.post(
      signup.path,
      {
        schema: {
          summary: signup.summary,
          tags,
          querystring: signup.query,
          body: signup.body,
          response: { 200: signup.response },
        },
        config: { rateLimit: authRateLimits.signup },
      },
      async (request, reply) => {
        const body = request.body;
        if (body.passwordCheck !== undefined && body.passwordCheck !== body.password) {
          throw new HttpError(400, 'invalid_parameter', 'The passwords do not match.', [
            { path: 'passwordCheck', code: 'mismatch' },
          ]);
        }
        const user = await ctx.accounts.signup(body);
        if (user && 'passwordRefused' in user) throw passwordRefusedError(user.passwordRefused);
        if (!user) {
          throw new HttpError(409, 'email_taken', 'There is already an account with this e-mail.', [
            { path: 'email', code: 'taken' },
          ]);
        }
        const previous = (await request.session())?.token;
        const agent = request.headers['user-agent'];
        setSessionCookie(
          reply,
          ctx,
          await ctx.accounts.startSession(user.id, false, previous, agent),
        );
        request.log.info({ userId: user.id }, 'account created');
        // Unverified until the mailed link is opened (docs/decisions/038).
        await mailVerificationLink(ctx, request, user);
        return sendJsonText(reply, await ctx.favourites.profileJson(user, request.lang));
      },
    );

    app.post(
      login.path,
      {
        schema: {
          summary: login.summary,
          tags,
          querystring: login.query,
          body: login.body,
          response: { 200: login.response },
        },
        config: { rateLimit: authRateLimits.login },
      },
      async (request, reply) => {
        const { user: email, password, remember } = request.body;
        const user = await ctx.accounts.checkPassword(email, password, request.ip);
        if (!user) {
          request.log.info('login refused');
          throw new HttpError(401, 'invalid_credentials', 'Wrong e-mail or password.');
        }
        const previous = request.cookies[sessionCookieName(ctx)];
        const agent = request.headers['user-agent'];
        setSessionCookie(
          reply,
          ctx,
          await ctx.accounts.startSession(user.id, remember, previous, agent),
        );
        return sendJsonText(reply, await ctx.favourites.profileJson(user, request.lang));
      },
    );

    app.post(
      logout.path,
      {
        schema: {
          summary: logout.summary,
          tags,
          querystring: logout.query,
          response: { 200: logout.response },
        },
      },
      async (request, reply) => {
        const session = await request.session();
        if (session) await ctx.accounts.endSession(session.token);
        clearSessionCookie(reply, ctx);
        return { ok: true as const };
      },
    );

    app.get(
      profile.path,
      {
        schema: {
          summary: profile.summary,
          tags,
          querystring: profile.query,
          response: { 200: profile.response },
        },
      },
      async (request, reply) => {
        // Personal data: never kept by a shared cache.
        reply.header('Cache-Control', 'private, no-store');
        const session = await request.session();
        if (!session && request.cookies[sessionCookieName(ctx)]) clearSessionCookie(reply, ctx);
        return sendJsonText(reply, await ctx.favourites.profileJson(session?.user, request.lang));
      },
    );

    app.post(
      recoverPassword.path,
      {
        schema: {
          summary: recoverPassword.summary,
          tags,
          querystring: recoverPassword.query,
          body: recoverPassword.body,
          response: { 200: recoverPassword.response },
        },
        config: { rateLimit: authRateLimits.recoverPassword },
      },
      async (request) => {
        // Answered at once, the lookup and the mail after: how long the answer takes, or whether
        // the mail fails, must not tell whether the address has an account.
        const { user } = request.body;
        const lang = request.lang;
        ctx.background.run(request.log, 'password-reset mail not sent', () =>
          ctx.accounts.requestPasswordReset(user, lang, ctx.config.siteOrigin),
        );
        return { ok: true as const };
      },
    );

    app.get(
      checkResetLink.path,
      {
        schema: {
          summary: checkResetLink.summary,
          tags,
          querystring: checkResetLink.query,
          response: { 200: checkResetLink.response },
        },
        config: { rateLimit: authRateLimits.restorePassword },
      },
      async (request) => ({
        state: await ctx.accounts.checkResetLink(request.query.user, request.query.token),
      }),
    );

    app.post(
      restorePassword.path,
      {
        schema: {
          summary: restorePassword.summary,
          tags,
          querystring: restorePassword.query,
          body: restorePassword.body,
          response: { 200: restorePassword.response },
        },
        config: { rateLimit: authRateLimits.restorePassword },
      },
      async (request, reply) => {
        const { user, token, password } = request.body;
        const result = await ctx.accounts.restorePassword(user, token, password);
        if (typeof result === 'object') throw passwordRefusedError(result.passwordRefused);
        if (result === 'used') {
          throw new HttpError(
            400,
            'token_used',
            'This link has already been used. Ask for a new one.',
          );
        }
        if (result === 'expired') {
          throw new HttpError(400, 'token_expired', 'This link has expired. Ask for a new one.');
        }
        if (result === 'unknown') {
          throw new HttpError(400, 'token_invalid', 'This link is not valid. Ask for a new one.');
        }
        // Every session of the account ended, this browser's included.
        clearSessionCookie(reply, ctx);
        return { ok: true as const };
      },
    );

    app.get(
      endpoints.exportData.path,
      {
        schema: {
          summary: endpoints.exportData.summary,
          tags,
          querystring: endpoints.exportData.query,
          response: { 200: endpoints.exportData.response },
        },
      },
      async (request, reply) => {
        const session = await requireSession(request);
        reply.header('Cache-Control', 'private, no-store');
        reply.header('Content-Disposition', 'attachment; filename="sillage-my-data.json"');
        // The collection and the wear diary (issue 30) beside the favourites.
        return {
          ...(await ctx.favourites.exportData(session.user)),
          ...(await ctx.collection.exportData(session.user.id)),
        };
      },
    );

    app.delete(
      endpoints.deleteAccount.path,
      {
        schema: {
          summary: endpoints.deleteAccount.summary,
          tags,
          querystring: endpoints.deleteAccount.query,
          body: endpoints.deleteAccount.body,
          response: { 200: endpoints.deleteAccount.response },
        },
        config: { rateLimit: authRateLimits.login },
      },
      async (request, reply) => {
        const session = await requireSession(request);
        const result = await ctx.accounts.deleteAccount(
          session.user,
          session.createdAt,
          request.body.password,
          request.ip,
        );
        if (result === 'wrong_password') {
          throw new HttpError(403, 'wrong_password', 'The password is not right.', [
            { path: 'password', code: 'wrong' },
          ]);
        }
        if (result === 'reauthenticate') {
          throw new HttpError(
            403,
            'reauthenticate',
            'Sign in again, then delete the account within ten minutes.',
          );
        }
        clearSessionCookie(reply, ctx);
        request.log.info({ userId: session.user.id }, 'account deleted');
        return { ok: true as const };
      },
    );

    app.get(
      endpoints.socialProviders.path,
      {
        schema: {
          summary: endpoints.socialProviders.summary,
          tags,
          querystring: endpoints.socialProviders.query,
          response: { 200: endpoints.socialProviders.response },
        },
      },
      async () => ({
        google: ctx.social.offered('google'),
        facebook: ctx.social.offered('facebook'),
      }),
    );
  };
}
