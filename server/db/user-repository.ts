import type { Kysely, Selectable, Transaction } from 'kysely';
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
  /** Whether the address is proven (docs/decisions/038); only a verified account holds it. */
  emailVerified: boolean;
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
  /** True for an account made by a provider's sign-in; a sign-up starts unverified. */
  emailVerified?: boolean;
}

const subjectColumn = {
  google: 'google_subject',
  facebook: 'facebook_subject',
} as const satisfies Record<SocialProvider, keyof UsersTable>;

function toRecord(row: Selectable<UsersTable>): UserRecord {
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
    emailVerified: row.email_verified === 1,
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

/** What an account owns in other tables, deleted with it. */
async function deleteDependants(trx: Transaction<Database>, userId: string): Promise<void> {
  for (const table of [
    'sessions',
    'password_reset_tokens',
    'email_verification_tokens',
    'favourites',
    'disliked_ingredients',
    'collection_items',
    'wears',
  ] as const) {
    await trx.deleteFrom(table).where('user_id', '=', userId).execute();
  }
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
            email_verified: user.emailVerified ? 1 : 0,
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

    /**
     * Marks the address proven. With `removePassword`, the password goes too: it was set by
     * whoever signed up, who never proved the address (docs/decisions/038).
     */
    async markEmailVerified(id: string, options: { removePassword?: boolean } = {}): Promise<void> {
      await db
        .updateTable('users')
        .set(
          options.removePassword
            ? { email_verified: 1, password_hash: null }
            : { email_verified: 1 },
        )
        .where('id', '=', id)
        .execute();
    },

    /**
     * Deletes the account with everything of it, only if its address is still unverified (checked
     * in the same statement, so an account verified meanwhile stays); true when it was deleted.
     */
    async deleteIfUnverified(id: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const deleted = await trx
          .deleteFrom('users')
          .where('id', '=', id)
          .where('email_verified', '=', 0)
          .executeTakeFirst();
        if (Number(deleted.numDeletedRows) === 0) return false;
        await deleteDependants(trx, id);
        return true;
      });
    },

    /** Deletes the account; sessions, reset tokens, favourites and dislikes go with it (cascade). */
    async delete(id: string): Promise<void> {
      // SQLite enforces the cascade only with foreign keys on, which openDatabase sets; deleting the
      // dependants explicitly as well keeps the rule true on a connection opened any other way.
      await db.transaction().execute(async (trx) => {
        await deleteDependants(trx, id);
        await trx.deleteFrom('users').where('id', '=', id).execute();
      });
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
