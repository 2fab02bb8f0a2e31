import type { Language } from '../../common/domain/languages';
import type { EmailVerificationRepository } from '../db/email-verification-repository';
import type { UserRecord, UserRepository } from '../db/user-repository';
import type { Mailer } from '../mail/mailer';
import { hashToken, newToken } from './secrets';
import { verificationLink, verificationMail } from './verification-mail';

// The rules of e-mail verification (docs/decisions/038): a link of 256 random bits, stored
// hashed, used once, valid 48 hours, mailed at sign-up and on request; opening it marks the
// account's address verified. Sign-up, reset and social sign-in rules are in account-service.ts.

export const VERIFICATION_TOKEN_MS = 48 * 3600 * 1000;

export type VerificationState = 'verified' | 'used' | 'expired' | 'unknown';

export interface EmailVerificationDeps {
  users: UserRepository;
  tokens: EmailVerificationRepository;
  mailer: Mailer;
  now?: () => Date;
}

export function createEmailVerificationService(deps: EmailVerificationDeps) {
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * Stores a new link for the account and starts mailing it. Resolves once the link is stored,
     * with the sending in `mailed`: the caller does not wait for it, so a slow or failing mail
     * server changes neither the time nor the content of its answer.
     */
    async sendLink(
      user: Pick<UserRecord, 'id' | 'email' | 'name'>,
      lang: Language,
      siteUrl: string,
    ): Promise<{ mailed: Promise<void> }> {
      const token = newToken();
      const created = now();
      await deps.tokens.create(hashToken(token), {
        userId: user.id,
        createdAt: created.toISOString(),
        expiresAt: new Date(created.getTime() + VERIFICATION_TOKEN_MS).toISOString(),
      });
      const message = verificationMail(lang, user, verificationLink(siteUrl, token));
      return { mailed: deps.mailer.send(message) };
    },

    /** Uses a link: the account's address is verified, once. */
    async verify(token: string): Promise<VerificationState> {
      const result = await deps.tokens.consume(hashToken(token), now().toISOString());
      if (result.status !== 'ok') return result.status;
      await deps.users.markEmailVerified(result.userId);
      return 'verified';
    },
  };
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
