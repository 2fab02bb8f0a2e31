import type { Kysely } from 'kysely';
import type { Database, UsersTable } from './schema';

// Accounts. Addresses are compared lower-cased: the service normalises them before they get here.

export type SocialProvider = 'google' | 'facebook';

export interface UserRecord {
  id: string;
  email: string;
  name: string;
  surname: string;
  passwordHash: string | null;
  privacyPolicyAccepted: boolean;
  termsAcceptedAt: string | null;
  googleSubject: string | null;
  facebookSubject: string | null;
  createdAt: string;
}

export interface NewUser {
  id: string;
  email: string;
  name: string;
  surname: string;
  passwordHash: string | null;
  privacyPolicyAccepted: boolean;
  termsAcceptedAt: string | null;
  createdAt: string;
}

const subjectColumn = {
  google: 'google_subject',
  facebook: 'facebook_subject',
} as const satisfies Record<SocialProvider, keyof UsersTable>;

function toRecord(row: UsersTable): UserRecord {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    surname: row.surname,
    passwordHash: row.password_hash,
    privacyPolicyAccepted: row.privacy_policy_accepted === 1,
    termsAcceptedAt: row.terms_accepted_at,
    googleSubject: row.google_subject,
    facebookSubject: row.facebook_subject,
    createdAt: row.created_at,
  };
}

/** True when a database error is a unique-constraint violation (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

export function createUserRepository(db: Kysely<Database>) {
  return {
    /** Inserts an account; returns false when the e-mail is already taken. */
    async create(user: NewUser): Promise<boolean> {
      try {
        await db
          .insertInto('users')
          .values({
            id: user.id,
            email: user.email,
            name: user.name,
            surname: user.surname,
            password_hash: user.passwordHash,
            privacy_policy_accepted: user.privacyPolicyAccepted ? 1 : 0,
            terms_accepted_at: user.termsAcceptedAt,
            google_subject: null,
            facebook_subject: null,
            created_at: user.createdAt,
          })
          .execute();
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    async findById(id: string): Promise<UserRecord | undefined> {
      const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toRecord(row);
    },

    async findByEmail(email: string): Promise<UserRecord | undefined> {
      const row = await db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirst();
      return row && toRecord(row);
    },

    async findBySocialSubject(
      provider: SocialProvider,
      subject: string,
    ): Promise<UserRecord | undefined> {
      const row = await db
        .selectFrom('users')
        .selectAll()
        .where(subjectColumn[provider], '=', subject)
        .executeTakeFirst();
      return row && toRecord(row);
    },

    async linkSocialSubject(id: string, provider: SocialProvider, subject: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ [subjectColumn[provider]]: subject })
        .where('id', '=', id)
        .execute();
    },

    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash })
        .where('id', '=', id)
        .execute();
    },

    /** Deletes the account; sessions, reset tokens, favourites and dislikes go with it (cascade). */
    async delete(id: string): Promise<void> {
      // SQLite enforces the cascade only with foreign keys on, which openDatabase sets; deleting the
      // dependants explicitly as well keeps the rule true on a connection opened any other way.
      await db.transaction().execute(async (trx) => {
        for (const table of [
          'sessions',
          'password_reset_tokens',
          'favourites',
          'disliked_ingredients',
        ] as const) {
          await trx.deleteFrom(table).where('user_id', '=', id).execute();
        }
        await trx.deleteFrom('users').where('id', '=', id).execute();
      });
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
