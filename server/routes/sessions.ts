import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../common/api/endpoints';
import { route } from './endpoint-route';
import type { AppContext } from '../app-context';
import { HttpError } from '../plugins/errors';
import { authRateLimits } from '../plugins/rate-limits';
import { requireSession, setSessionCookie } from '../plugins/session';
import { passwordRefusedError } from './password-refused';

// The signed-in account's sessions (docs/decisions/008, "Sessions"): the list with the device of
// each, ending another one or all the others, and the password changed while signed in. Rules
// live in the account service.

export function sessionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, endpoints.listSessions, async (request, reply) => {
      const session = await requireSession(request);
      reply.header('Cache-Control', 'private, no-store');
      return { sessions: await ctx.accounts.listSessions(session.user.id, session.token) };
    });

    route(app, endpoints.endSessions, async (request, reply) => {
      const session = await requireSession(request);
      const { sessionId } = request.body;
      if (sessionId !== undefined) {
        const result = await ctx.accounts.endOtherSession(
          session.user.id,
          session.token,
          sessionId,
        );
        if (result === 'current') {
          throw new HttpError(400, 'invalid_parameter', 'Log out to end this session.', [
            { path: 'sessionId', code: 'invalid' },
          ]);
        }
      } else {
        await ctx.accounts.endOtherSessions(session.user.id, session.token);
      }
      request.log.info({ userId: session.user.id }, 'sessions ended');
      reply.header('Cache-Control', 'private, no-store');
      return { sessions: await ctx.accounts.listSessions(session.user.id, session.token) };
    });

    // Each try is a guess at the current password: counted as login attempts are.
    route(
      app,
      endpoints.changePassword,
      async (request, reply) => {
        const session = await requireSession(request);
        const { current, password, passwordCheck } = request.body;
        // The new password's checks: its length in the schema, its strength in the service (as at
        // sign-up and reset), and here the form's own confirmation.
        if (passwordCheck !== password) {
          throw new HttpError(400, 'invalid_parameter', 'The passwords do not match.', [
            { path: 'passwordCheck', code: 'mismatch' },
          ]);
        }
        const result = await ctx.accounts.changePassword(
          session.user,
          session,
          current,
          password,
          request.headers['user-agent'],
          request.ip,
        );
        if (typeof result === 'object' && 'passwordRefused' in result) {
          throw passwordRefusedError(result.passwordRefused);
        }
        if (result === 'no_password') {
          throw new HttpError(
            400,
            'no_password',
            'This account has no password yet: set one with a reset link ("Forgot your password?").',
          );
        }
        if (result === 'wrong_password') {
          throw new HttpError(403, 'wrong_password', 'The current password is not right.', [
            { path: 'current', code: 'wrong' },
          ]);
        }
        setSessionCookie(reply, ctx, result);
        request.log.info({ userId: session.user.id }, 'password changed; other sessions ended');
        return { ok: true as const };
      },
      { rateLimit: authRateLimits.login },
    );
  };
}
