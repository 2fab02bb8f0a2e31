import type { Kysely } from 'kysely';
import type { Database } from './schema';

// Password-reset tokens, stored as SHA-256 hashes, single-use and expiring.

export type ConsumeResult =
  { status: 'ok'; userId: string } | { status: 'unknown' | 'used' | 'expired' };

export function createResetTokenRepository(db: Kysely<Database>) {
  return {
    async create(
      tokenHash: string,
      token: { userId: string; createdAt: string; expiresAt: string },
    ): Promise<void> {
      await db
        .insertInto('password_reset_tokens')
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
     * Marks the token used and returns its user, once: the conditional update is atomic, so two
     * requests racing with the same link cannot both succeed.
     */
    async consume(tokenHash: string, now: string): Promise<ConsumeResult> {
      const taken = await db
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      if (taken) return { status: 'ok', userId: taken.user_id };
      const row = await db
        .selectFrom('password_reset_tokens')
        .select(['used_at', 'expires_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return { status: 'unknown' };
      return { status: row.used_at !== null ? 'used' : 'expired' };
    },

    /** Reads a token's state without using it (the change-password screen checks its link). */
    async inspect(
      tokenHash: string,
      now: string,
    ): Promise<'valid' | 'unknown' | 'used' | 'expired'> {
      const row = await db
        .selectFrom('password_reset_tokens')
        .select(['used_at', 'expires_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return 'unknown';
      if (row.used_at !== null) return 'used';
      return row.expires_at > now ? 'valid' : 'expired';
    },
  };
}

export type ResetTokenRepository = ReturnType<typeof createResetTokenRepository>;
