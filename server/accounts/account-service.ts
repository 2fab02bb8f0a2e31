import { randomUUID } from 'node:crypto';
import type { SocialProvider, UserRecord } from '../db/user-repository';
import { accountContext, type AccountServiceDeps, type PasswordRefused } from './account-context';
import { newPasswordProblem } from './password-policy';
import { createPasswordService } from './password-service';
import { createSessionService } from './session-service';

// The rules of accounts: sign-up, login with session rotation, logout, password reset, social
// sign-in linking and account deletion. Routes call these; SQL stays in the repositories.
// Sessions (session-service.ts) and passwords (password-service.ts) are services of their own;
// this one puts them together with the account's own life: sign-up, social sign-in, deletion.

export {
  argon2Passwords,
  type AccountServiceDeps,
  type PasswordHasher,
  type PasswordRefused,
} from './account-context';
export { RESET_TOKEN_MS } from './password-service';
export {
  BROWSER_SESSION_IDLE_MS,
  BROWSER_SESSION_MS,
  LAST_SEEN_WRITE_MS,
  REMEMBERED_SESSION_IDLE_MS,
  REMEMBERED_SESSION_MS,
  type NewSession,
} from './session-service';

/** How recent a social sign-in must be to stand in for a password when deleting an account. */
export const FRESH_SIGN_IN_MS = 10 * 60 * 1000;

export interface SignupInput {
  email: string;
  name: string;
  surname: string;
  password: string;
  privacyPolicyAccepted: boolean;
}

export function createAccountService(accountDeps: AccountServiceDeps) {
  const context = accountContext(accountDeps);
  const { deps, now, passwords, throttle } = context;
  const sessions = createSessionService(context);

  return {
    ...sessions,
    ...createPasswordService(context, sessions),

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
