import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import type { NewSession } from '../accounts/account-service';
import type { UserRecord } from '../db/user-repository';
import { HttpError } from './errors';

// The session cookie: a random token (only its hash is stored), httpOnly so scripts cannot read
// it, SameSite=Lax so other sites' forms do not carry it, Secure when the site is served over
// https. Without remember-me it is a browser-session cookie.

/** The cookie's name over plain http (a developer's machine). */
export const SESSION_COOKIE = 'sillage_session';
/**
 * Its name over https: a browser accepts a __Host- cookie only when it is Secure, Path=/ and has
 * no Domain, so another host of the domain cannot plant or overwrite it. Over plain http a browser
 * would refuse it (not Secure), hence the plain name there.
 */
export const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export interface RequestSession {
  token: string;
  user: UserRecord;
  createdAt: string;
  remember: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, read from the cookie once per request. */
    session(): Promise<RequestSession | undefined>;
  }
}

const sessionCache = new WeakMap<FastifyRequest, Promise<RequestSession | undefined>>();

export async function registerSessions(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('session', function session(this: FastifyRequest) {
    let cached = sessionCache.get(this);
    if (!cached) {
      const token = this.cookies[sessionCookieName(ctx)];
      cached = token
        ? ctx.accounts.sessionUser(token).then((found) => found && { token, ...found })
        : Promise.resolve(undefined);
      sessionCache.set(this, cached);
    }
    return cached;
  });
}

const secure = (ctx: AppContext) => ctx.config.PUBLIC_URL?.startsWith('https:') ?? false;

/** The session cookie's name on this site: __Host- when it is served over https. */
export const sessionCookieName = (ctx: AppContext) =>
  secure(ctx) ? HOST_SESSION_COOKIE : SESSION_COOKIE;

/** The flags of every cookie that proves something about the visitor: as the session's. */
export function privateCookieFlags(ctx: AppContext) {
  return { httpOnly: true, sameSite: 'lax', secure: secure(ctx) } as const;
}

export function setSessionCookie(reply: FastifyReply, ctx: AppContext, session: NewSession): void {
  reply.setCookie(sessionCookieName(ctx), session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(ctx),
    ...(session.remember ? { expires: session.expiresAt } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, ctx: AppContext): void {
  reply.clearCookie(sessionCookieName(ctx), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(ctx),
  });
}

/** The signed-in session, or a 401 for routes that need one. */
export async function requireSession(request: FastifyRequest): Promise<RequestSession> {
  const session = await request.session();
  if (!session) throw new HttpError(401, 'unauthorized', 'Sign in to do this.');
  return session;
}
