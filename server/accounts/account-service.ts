import { randomUUID } from 'node:crypto';
import type { Language } from '../../common/domain/languages';
import type { Mailer } from '../mail/mailer';
import type { InspectResult, ResetTokenRepository } from '../db/reset-token-repository';
import type { SessionRecord, SessionRepository } from '../db/session-repository';
import type { SocialProvider, UserRecord, UserRepository } from '../db/user-repository';
import type { SessionSummary } from '../../common/api/accounts';
import { describeDevice } from './device-summary';
import { createLoginThrottle, type LoginThrottle } from './login-throttle';
import { newPasswordProblem, type NewPasswordProblem } from './password-policy';
import { resetLink, resetPasswordMail } from './reset-mail';
import { hashPassword, hashToken, newToken, verifyPassword } from './secrets';

// The rules of accounts: sign-up, login with session rotation, logout, password reset, social
// sign-in linking and account deletion. Routes call these; SQL stays in the repositories.

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
/** How recent a social sign-in must be to stand in for a password when deleting an account. */
export const FRESH_SIGN_IN_MS = 10 * 60 * 1000;

/** How passwords are hashed and checked: Argon2id (secrets.ts) unless a benchmark says otherwise. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

export const argon2Passwords: PasswordHasher = { hash: hashPassword, verify: verifyPassword };

export interface AccountServiceDeps {
  users: UserRepository;
  sessions: SessionRepository;
  resetTokens: ResetTokenRepository;
  mailer: Mailer;
  now?: () => Date;
  passwords?: PasswordHasher;
  /** Counts failed password checks; one in memory when not given. */
  throttle?: LoginThrottle;
}

export interface NewSession {
  token: string;
  remember: boolean;
  expiresAt: Date;
}

/** A new password the policy refused (ADR 037), with the field code that says why. */
export interface PasswordRefused {
  passwordRefused: NewPasswordProblem;
}

export interface SignupInput {
  email: string;
  name: string;
  surname: string;
  password: string;
  privacyPolicyAccepted: boolean;
}

// Verifying against a real hash when the address is unknown makes a failed login take as long
// whether or not the account exists, so timing does not tell which addresses are registered.
const decoyHashes = new WeakMap<PasswordHasher, Promise<string>>();
function decoy(passwords: PasswordHasher): Promise<string> {
  let hash = decoyHashes.get(passwords);
  if (!hash) decoyHashes.set(passwords, (hash = passwords.hash('sillage-decoy-password')));
  return hash;
}

export function createAccountService(deps: AccountServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const passwords = deps.passwords ?? argon2Passwords;
  const throttle = deps.throttle ?? createLoginThrottle({ now });

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

  // A link's token, if it belongs to the account of that address. Looked up by its hash first:
  // a made-up token costs one query and says 'unknown' whatever the address, and a real one
  // answers only for its own account, so the check tells nobody which addresses are registered.
  async function tokenOf(email: string, token: string): Promise<InspectResult> {
    const found = await deps.resetTokens.inspect(hashToken(token), now().toISOString());
    if (found.status === 'unknown') return found;
    const owner = await deps.users.findById(found.userId);
    return owner?.email === email ? found : { status: 'unknown' };
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

    /**
     * Creates the account, unverified; undefined when a verified account holds the address,
     * `passwordRefused` when the password does not meet the rule (checked first: it is about what
     * was typed). An unverified account with the address does not hold it: it is deleted with
     * everything of it (its sessions end) and the sign-up goes on as a fresh one
     * (docs/decisions/038).
     */
    async signup(input: SignupInput): Promise<UserRecord | PasswordRefused | undefined> {
      const problem = await newPasswordProblem(input.password, input);
      if (problem) return { passwordRefused: problem };
      const createdAt = now().toISOString();
      const user = {
        id: randomUUID(),
        email: input.email,
        name: input.name,
        surname: input.surname,
        passwordHash: await passwords.hash(input.password),
        privacyPolicyAccepted: input.privacyPolicyAccepted,
        termsAcceptedAt: createdAt,
        createdAt,
        emailVerified: false,
      };
      if (!(await deps.users.create(user))) {
        const holder = await deps.users.findByEmail(input.email);
        if (!holder || holder.emailVerified) return undefined;
        if (!(await deps.users.deleteIfUnverified(holder.id))) return undefined;
        if (!(await deps.users.create(user))) return undefined;
      }
      return { ...user, googleSubject: null, facebookSubject: null };
    },

    /**
     * The account if the password is right; undefined for any failure, whatever the cause.
     * Throws TooManyAttempts, before looking anything up, when the client or the address has
     * failed too often (login-throttle.ts).
     */
    async checkPassword(
      email: string,
      password: string,
      clientIp: string,
    ): Promise<UserRecord | undefined> {
      const attempt = await throttle.begin(clientIp, email);
      const user = await deps.users.findByEmail(email);
      if (!user?.passwordHash) {
        await passwords.verify(await decoy(passwords), password);
        return undefined;
      }
      if (!(await passwords.verify(user.passwordHash, password))) return undefined;
      await attempt.succeeded();
      return user;
    },

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

    /**
     * Changes the password of a signed-in account, the current one asked again. Every other
     * session ends, and this one is replaced by a new one (new token, same remember-me): whoever
     * held a session or a copy of this cookie is out.
     */
    async changePassword(
      user: UserRecord,
      session: { token: string; remember: boolean },
      current: string,
      password: string,
      userAgent: string | undefined,
      clientIp: string,
    ): Promise<NewSession | PasswordRefused | 'no_password' | 'wrong_password'> {
      if (!user.passwordHash) return 'no_password';
      // A wrong current password is a guess like a failed login: counted by the same throttle.
      const attempt = await throttle.begin(clientIp, user.email);
      if (!(await passwords.verify(user.passwordHash, current))) return 'wrong_password';
      await attempt.succeeded();
      const problem = await newPasswordProblem(password, user);
      if (problem) return { passwordRefused: problem };
      await deps.users.setPasswordHash(user.id, await passwords.hash(password));
      await deps.sessions.deleteForUser(user.id);
      return startSession(user.id, session.remember, undefined, userAgent);
    },

    /**
     * Sends a reset link when the address has an account. Says nothing either way, so the form
     * cannot be used to find out who is registered.
     */
    async requestPasswordReset(email: string, lang: Language, siteUrl: string): Promise<void> {
      const user = await deps.users.findByEmail(email);
      if (!user) return;
      const token = newToken();
      const created = now();
      // Only the newest link works: one mailed earlier, perhaps to a mailbox read by others, ends.
      await deps.resetTokens.endAllForUser(user.id, created.toISOString());
      await deps.resetTokens.create(hashToken(token), {
        userId: user.id,
        createdAt: created.toISOString(),
        expiresAt: new Date(created.getTime() + RESET_TOKEN_MS).toISOString(),
      });
      await deps.mailer.send(resetPasswordMail(lang, user, resetLink(siteUrl, user.email, token)));
    },

    /** Whether a reset link can still be used, so the screen can say so before the form. */
    async checkResetLink(email: string, token: string) {
      return (await tokenOf(email, token)).status;
    },

    /**
     * Sets a new password from a reset link; every session of the account ends. The password is
     * judged once the link is known to be valid, and a refusal leaves the link usable: whoever
     * has no valid link learns nothing of the account's name from the answer.
     */
    async restorePassword(
      email: string,
      token: string,
      password: string,
    ): Promise<'ok' | 'used' | 'expired' | 'unknown' | PasswordRefused> {
      // Checked before it is used: another account's link is refused and stays usable.
      const found = await tokenOf(email, token);
      if (found.status !== 'valid') return found.status;
      const owner = await deps.users.findById(found.userId);
      if (!owner) return 'unknown';
      const problem = await newPasswordProblem(password, owner);
      if (problem) return { passwordRefused: problem };
      const result = await deps.resetTokens.consume(hashToken(token), now().toISOString());
      if (result.status !== 'ok') return result.status;
      // Every other link of the account ends with this one.
      await deps.resetTokens.endAllForUser(found.userId, now().toISOString());
      await deps.users.setPasswordHash(found.userId, await passwords.hash(password));
      // The link reached the address: that proves it (docs/decisions/038).
      await deps.users.markEmailVerified(found.userId);
      await deps.sessions.deleteForUser(found.userId);
      return 'ok';
    },

    /**
     * The account of a social sign-in: the one already linked to this provider's subject, else
     * the one with the same (provider-verified) address, which gets linked, else a new one. An
     * unverified account is never linked on the strength of its address alone: the provider
     * proves the address, so the account becomes verified, loses the password whoever signed up
     * set, and every session of it ends before it is linked (docs/decisions/038).
     */
    async socialSignIn(
      provider: SocialProvider,
      profile: { subject: string; email: string; name: string },
    ): Promise<UserRecord> {
      const linked = await deps.users.findBySocialSubject(provider, profile.subject);
      if (linked) return linked;
      // The account that has the address is linked; an unverified one is taken from whoever
      // signed up with it first.
      const linkByAddress = async (existing: UserRecord): Promise<UserRecord> => {
        if (!existing.emailVerified) {
          await deps.users.markEmailVerified(existing.id, { removePassword: true });
          await deps.sessions.deleteForUser(existing.id);
        }
        await deps.users.linkSocialSubject(existing.id, provider, profile.subject);
        return (await deps.users.findById(existing.id)) ?? existing;
      };
      const existing = await deps.users.findByEmail(profile.email);
      if (existing) return linkByAddress(existing);
      const createdAt = now().toISOString();
      const id = randomUUID();
      const created = await deps.users.create({
        id,
        email: profile.email,
        name: profile.name || profile.email.split('@')[0]!,
        surname: '',
        passwordHash: null,
        privacyPolicyAccepted: false,
        termsAcceptedAt: createdAt,
        createdAt,
        // The provider vouches for the address.
        emailVerified: true,
      });
      if (!created) {
        // Another request made the account in the meantime: it has the address, as above.
        const raced = await deps.users.findByEmail(profile.email);
        if (raced) return linkByAddress(raced);
      }
      await deps.users.linkSocialSubject(id, provider, profile.subject);
      return (await deps.users.findById(id))!;
    },

    /**
     * Deletes the account after asking again who is there: the password, or for an account
     * without one, a session started by a sign-in in the last ten minutes. A wrong password
     * counts as a failed login (a stolen session must not become a way to guess), and the
     * throttle's TooManyAttempts is thrown as at login.
     */
    async deleteAccount(
      user: UserRecord,
      sessionCreatedAt: string,
      password: string | undefined,
      clientIp: string,
    ): Promise<'deleted' | 'wrong_password' | 'reauthenticate'> {
      if (user.passwordHash) {
        const attempt = await throttle.begin(clientIp, user.email);
        if (!password || !(await passwords.verify(user.passwordHash, password))) {
          return 'wrong_password';
        }
        await attempt.succeeded();
      } else if (now().getTime() - new Date(sessionCreatedAt).getTime() > FRESH_SIGN_IN_MS) {
        return 'reauthenticate';
      }
      await deps.users.delete(user.id);
      return 'deleted';
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
