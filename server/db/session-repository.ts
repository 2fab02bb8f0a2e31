import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, SessionsTable } from './schema';

// Sessions are looked up by the SHA-256 hash of the cookie's token: a copy of the table gives no
// way in. Times are ISO-8601 UTC strings, which compare correctly as text. The browser names a
// session by its public id, a separate random id, so nothing it is shown can open the session.

export interface SessionRecord {
  publicId: string;
  userId: string;
  remember: boolean;
  createdAt: string;
  expiresAt: string;
  /** Written at most once a minute (see touch), so up to a minute behind the last request. */
  lastSeenAt: string;
  browser: string | null;
  system: string | null;
}

export interface NewSessionRecord {
  userId: string;
  remember: boolean;
  createdAt: string;
  expiresAt: string;
  /** A random UUID when not given. */
  publicId?: string;
  /** The creation time when not given. */
  lastSeenAt?: string;
  browser?: string | null;
  system?: string | null;
}

const toRecord = (row: Selectable<SessionsTable>): SessionRecord => ({
  publicId: row.public_id,
  userId: row.user_id,
  remember: row.remember === 1,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  lastSeenAt: row.last_seen_at ?? row.created_at,
  browser: row.browser,
  system: row.system,
});

export function createSessionRepository(db: Kysely<Database>) {
  return {
    async create(tokenHash: string, session: NewSessionRecord): Promise<void> {
      await db
        .insertInto('sessions')
        .values({
          token_hash: tokenHash,
          public_id: session.publicId ?? randomUUID(),
          user_id: session.userId,
          remember: session.remember ? 1 : 0,
          created_at: session.createdAt,
          expires_at: session.expiresAt,
          last_seen_at: session.lastSeenAt ?? session.createdAt,
          browser: session.browser ?? null,
          system: session.system ?? null,
        })
        .execute();
    },

    /** The session of a token hash, unless it has expired at `now` (the idle rule is the service's). */
    async findValid(tokenHash: string, now: string): Promise<SessionRecord | undefined> {
      const row = await db
        .selectFrom('sessions')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row && toRecord(row);
    },

    /**
     * Records activity at `at`, unless the session was already seen at `seenBefore` or later: two
     * nodes answering the same browser at once then write once, not twice.
     */
    async touch(tokenHash: string, at: string, seenBefore: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: at })
        .where('token_hash', '=', tokenHash)
        .where('last_seen_at', '<', seenBefore)
        .execute();
    },

    /** The account's sessions not expired at `now`, the most recently seen first. */
    async listForUser(
      userId: string,
      now: string,
    ): Promise<(SessionRecord & { tokenHash: string })[]> {
      const rows = await db
        .selectFrom('sessions')
        .selectAll()
        .where('user_id', '=', userId)
        .where('expires_at', '>', now)
        .orderBy('last_seen_at', 'desc')
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((row) => ({ ...toRecord(row), tokenHash: row.token_hash }));
    },

    async delete(tokenHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },

    /** Ends one session of the account by its public id; false when it has none such. */
    async deleteByPublicId(userId: string, publicId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .where('public_id', '=', publicId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Ends every session of the account but the one of `keepTokenHash`; returns how many. */
    async deleteOthers(userId: string, keepTokenHash: string): Promise<number> {
      const result = await db
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .where('token_hash', '!=', keepTokenHash)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
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
