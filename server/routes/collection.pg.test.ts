import { describe, it } from 'vitest';
import { createPostgresTestDatabase } from '../test-support/databases';
import { createTestApp } from '../test-support/test-app';
import { collectionApiContract } from './collection.api.contract';

// npm run test:pg, with DATABASE_URL_TEST=postgres://… (CI: the local server, database test).
const url = process.env.DATABASE_URL_TEST;
if (url) {
  collectionApiContract('PostgreSQL', async () => {
    const database = await createPostgresTestDatabase(url);
    const app = await createTestApp({ databaseUrl: database.databaseUrl });
    return {
      ...app,
      async close() {
        await app.close();
        await database.drop();
      },
    };
  });
} else describe.skip('collection API on PostgreSQL (set DATABASE_URL_TEST)', () => it('skipped'));
