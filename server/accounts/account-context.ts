import type { Mailer } from '../mail/mailer';
import type { ResetTokenRepository } from '../db/reset-token-repository';
import type { SessionRepository } from '../db/session-repository';
import type { UserRepository } from '../db/user-repository';
import { createLoginThrottle, type LoginThrottle } from './login-throttle';
import type { NewPasswordProblem } from './password-policy';
import { hashPassword, verifyPassword } from './secrets';

// What the account services share: the repositories, the mailer, the clock, the password hasher
// and the login throttle, each resolved once (account-service.ts puts the services together).

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

/** The dependencies with their defaults filled in. */
export interface AccountContext {
  deps: AccountServiceDeps;
  now: () => Date;
  passwords: PasswordHasher;
  throttle: LoginThrottle;
}

export function accountContext(deps: AccountServiceDeps): AccountContext {
  const now = deps.now ?? (() => new Date());
  return {
    deps,
    now,
    passwords: deps.passwords ?? argon2Passwords,
    throttle: deps.throttle ?? createLoginThrottle({ now }),
  };
}

/** A new password the policy refused (ADR 037), with the field code that says why. */
export interface PasswordRefused {
  passwordRefused: NewPasswordProblem;
}

// Verifying against a real hash when the address is unknown makes a failed login take as long
// whether or not the account exists, so timing does not tell which addresses are registered.
const decoyHashes = new WeakMap<PasswordHasher, Promise<string>>();
export function decoy(passwords: PasswordHasher): Promise<string> {
  let hash = decoyHashes.get(passwords);
  if (!hash) decoyHashes.set(passwords, (hash = passwords.hash('sillage-decoy-password')));
  return hash;
}
