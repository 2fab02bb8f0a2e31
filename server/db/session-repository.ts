import type { Kysely } from 'kysely';
import type { Database } from './schema';

// Sessions are looked up by the SHA-256 hash of the cookie's token: a copy of the table gives no
// way in. Times are ISO-8601 UTC strings, which compare correctly as text.

export interface SessionRecord {
  userId: string;
  remember: boolean;
  createdAt: string;
  expiresAt: string;
}

export function createSessionRepository(db: Kysely<Database>) {
  return {
    async create(
      tokenHash: string,
      session: { userId: string; remember: boolean; createdAt: string; expiresAt: string },
    ): Promise<void> {
      await db
        .insertInto('sessions')
        .values({
          token_hash: tokenHash,
          user_id: session.userId,
          remember: session.remember ? 1 : 0,
          created_at: session.createdAt,
          expires_at: session.expiresAt,
        })
        .execute();
    },

    /** The session of a token hash, unless it has expired at `now`. */
    async findValid(tokenHash: string, now: string): Promise<SessionRecord | undefined> {
      const row = await db
        .selectFrom('sessions')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return (
        row && {
          userId: row.user_id,
          remember: row.remember === 1,
          createdAt: row.created_at,
          expiresAt: row.expires_at,
        }
      );
    },

    async delete(tokenHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },

    async deleteForUser(userId: string): Promise<void> {
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    },

    /** Removes sessions that expired before `now`; returns how many. */
    async deleteExpired(now: string): Promise<number> {
      const result = await db
        .deleteFrom('sessions')
        .where('expires_at', '<=', now)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
