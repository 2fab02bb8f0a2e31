import type { Kysely } from 'kysely';
import type { ConsumeResult } from './reset-token-repository';
import type { Database } from './schema';

// Links of e-mail verification mails (docs/decisions/038), stored as SHA-256 hashes, single-use
// and expiring. Deleting an account deletes its links (cascade, and user-repository's delete).

export function createEmailVerificationRepository(db: Kysely<Database>) {
  return {
    async create(
      tokenHash: string,
      token: { userId: string; createdAt: string; expiresAt: string },
    ): Promise<void> {
      await db
        .insertInto('email_verification_tokens')
        .values({
          token_hash: tokenHash,
          user_id: token.userId,
          created_at: token.createdAt,
          expires_at: token.expiresAt,
          used_at: null,
        })
        .execute();
    },

    /**
     * Marks the token used and returns its account, once: the conditional update is atomic, so
     * two requests racing with the same link cannot both succeed.
     */
    async consume(tokenHash: string, now: string): Promise<ConsumeResult> {
      const taken = await db
        .updateTable('email_verification_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      if (taken) return { status: 'ok', userId: taken.user_id };
      const row = await db
        .selectFrom('email_verification_tokens')
        .select(['used_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return { status: 'unknown' };
      return { status: row.used_at !== null ? 'used' : 'expired' };
    },
  };
}

export type EmailVerificationRepository = ReturnType<typeof createEmailVerificationRepository>;
