import type { Language } from '../../common/domain/languages';
import type { InspectResult } from '../db/reset-token-repository';
import type { UserRecord } from '../db/user-repository';
import { decoy, type AccountContext, type PasswordRefused } from './account-context';
import { newPasswordProblem } from './password-policy';
import { resetLink, resetPasswordMail } from './reset-mail';
import { hashToken, newToken } from './secrets';
import type { NewSession, SessionService } from './session-service';

// Passwords of an account: the login check, a change while signed in, and the reset by e-mail.

export const RESET_TOKEN_MS = 3600 * 1000;

export function createPasswordService(
  { deps, now, passwords, throttle }: AccountContext,
  { startSession }: Pick<SessionService, 'startSession'>,
) {
  // A link's token, if it belongs to the account of that address. Looked up by its hash first:
  // a made-up token costs one query and says 'unknown' whatever the address, and a real one
  // answers only for its own account, so the check tells nobody which addresses are registered.
  async function tokenOf(email: string, token: string): Promise<InspectResult> {
    const found = await deps.resetTokens.inspect(hashToken(token), now().toISOString());
    if (found.status === 'unknown') return found;
    const owner = await deps.users.findById(found.userId);
    return owner?.email === email ? found : { status: 'unknown' };
  }

  return {
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
  };
}
