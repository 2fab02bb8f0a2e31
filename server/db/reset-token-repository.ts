import type { Kysely } from 'kysely';
import type { Database } from './schema';

// Password-reset tokens, stored as SHA-256 hashes, single-use and expiring.

export type ConsumeResult =
  { status: 'ok'; userId: string } | { status: 'unknown' | 'used' | 'expired' };

export type InspectResult =
  { status: 'valid' | 'used' | 'expired'; userId: string } | { status: 'unknown' };

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

    /**
     * Reads a token's state and its account without using it (the change-password screen checks
     * its link; a reset checks the link is the address's own before using it).
     */
    async inspect(tokenHash: string, now: string): Promise<InspectResult> {
      const row = await db
        .selectFrom('password_reset_tokens')
        .select(['user_id', 'used_at', 'expires_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return { status: 'unknown' };
      const status = row.used_at !== null ? 'used' : row.expires_at > now ? 'valid' : 'expired';
      return { status, userId: row.user_id };
    },

    /**
     * Ends every token of the user still usable, by making it expire now: when a new link is
     * mailed, the older ones stop working, and once one is used, all do. Returns how many ended.
     */
    async endAllForUser(userId: string, now: string): Promise<number> {
      const result = await db
        .updateTable('password_reset_tokens')
        .set({ expires_at: now })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type ResetTokenRepository = ReturnType<typeof createResetTokenRepository>;
