import { randomUUID } from 'node:crypto';
import type { SessionSummary } from '../../common/api/accounts';
import type { SessionRecord } from '../db/session-repository';
import type { UserRecord } from '../db/user-repository';
import type { AccountContext } from './account-context';
import { describeDevice } from './device-summary';
import { hashToken, newToken } from './secrets';

// Sessions of an account: started at sign-in (rotated), checked at each request, listed, ended.

/**
 * Session lifetimes (docs/decisions/008, "Sessions"; ASVS 3.3 at level 2, NIST AAL2): a remembered
 * session ends 30 days after sign-in or after 7 days without a request; one without remember-me
 * (its cookie also ends with the browser) after 12 hours, or 30 minutes without a request.
 */
export const REMEMBERED_SESSION_MS = 30 * 24 * 3600 * 1000;
export const REMEMBERED_SESSION_IDLE_MS = 7 * 24 * 3600 * 1000;
export const BROWSER_SESSION_MS = 12 * 3600 * 1000;
export const BROWSER_SESSION_IDLE_MS = 30 * 60 * 1000;
/** A session's last activity is written at most this often: not a database write per request. */
export const LAST_SEEN_WRITE_MS = 60 * 1000;
export const RESET_TOKEN_MS = 3600 * 1000;
export interface NewSession {
  token: string;
  remember: boolean;
  expiresAt: Date;
}

export function createSessionService({ deps, now }: AccountContext) {
  /** `userAgent` is read into the device words the list of sessions shows, and not kept. */
  async function startSession(
    userId: string,
    remember: boolean,
    previousToken?: string,
    userAgent?: string,
  ): Promise<NewSession> {
    // Rotation: whatever session the browser had is ended, so a token planted before login
    // (session fixation) is worth nothing after it.
    if (previousToken) await deps.sessions.delete(hashToken(previousToken));
    const token = newToken();
    const created = now();
    const expiresAt = new Date(
      created.getTime() + (remember ? REMEMBERED_SESSION_MS : BROWSER_SESSION_MS),
    );
    await deps.sessions.create(hashToken(token), {
      publicId: randomUUID(),
      userId,
      remember,
      createdAt: created.toISOString(),
      expiresAt: expiresAt.toISOString(),
      lastSeenAt: created.toISOString(),
      ...describeDevice(userAgent),
    });
    return { token, remember, expiresAt };
  }

  /** Whether a session has gone unused too long at `at` (its absolute end is the query's). */
  const idle = (session: Pick<SessionRecord, 'remember' | 'lastSeenAt'>, at: Date) =>
    at.getTime() - Date.parse(session.lastSeenAt) >=
    (session.remember ? REMEMBERED_SESSION_IDLE_MS : BROWSER_SESSION_IDLE_MS);

  /** The account's live sessions as the browser is shown them: this one first, no secrets. */
  async function listSessions(userId: string, currentToken: string): Promise<SessionSummary[]> {
    const at = now();
    const current = hashToken(currentToken);
    const live = (await deps.sessions.listForUser(userId, at.toISOString())).filter(
      (s) => !idle(s, at),
    );
    return [
      ...live.filter((s) => s.tokenHash === current),
      ...live.filter((s) => s.tokenHash !== current),
    ].map((s) => ({
      id: s.publicId,
      browser: s.browser,
      system: s.system,
      createdAt: s.createdAt,
      lastSeenAt: s.lastSeenAt,
      remember: s.remember,
      current: s.tokenHash === current,
    }));
  }

  return {
    startSession,
    listSessions,

    async endSession(token: string): Promise<void> {
      await deps.sessions.delete(hashToken(token));
    },

    /**
     * The signed-in account of a session token, if the session is valid: not past its absolute
     * end, not idle too long. An idle session is ended here; an active one has its last activity
     * written, at most once a minute.
     */
    async sessionUser(
      token: string,
    ): Promise<{ user: UserRecord; createdAt: string; remember: boolean } | undefined> {
      const at = now();
      const tokenHash = hashToken(token);
      const session = await deps.sessions.findValid(tokenHash, at.toISOString());
      if (!session) return undefined;
      if (idle(session, at)) {
        await deps.sessions.delete(tokenHash);
        return undefined;
      }
      const writeBefore = new Date(at.getTime() - LAST_SEEN_WRITE_MS + 1).toISOString();
      if (session.lastSeenAt < writeBefore) {
        await deps.sessions.touch(tokenHash, at.toISOString(), writeBefore);
      }
      const user = await deps.users.findById(session.userId);
      return user && { user, createdAt: session.createdAt, remember: session.remember };
    },

    /**
     * Ends another session of the account by its public id. 'current' when the id is this
     * browser's own (logout ends that one); an id already gone is no error, as the list the browser
     * showed may be a little old.
     */
    async endOtherSession(
      userId: string,
      currentToken: string,
      publicId: string,
    ): Promise<'ended' | 'current'> {
      const own = await deps.sessions.findValid(hashToken(currentToken), now().toISOString());
      if (own?.publicId === publicId) return 'current';
      await deps.sessions.deleteByPublicId(userId, publicId);
      return 'ended';
    },

    /** "Sign out everywhere else": every session of the account but this browser's ends. */
    async endOtherSessions(userId: string, currentToken: string): Promise<void> {
      await deps.sessions.deleteOthers(userId, hashToken(currentToken));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
