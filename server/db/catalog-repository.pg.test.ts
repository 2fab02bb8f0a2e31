import { describe, it } from 'vitest';
import { createPostgresTestDatabase } from '../test-support/databases';
import { catalogRepositoryContract } from './catalog-repository.contract';

// npm run test:pg, with DATABASE_URL_TEST=postgres://… (CI: the local server, database test).
const url = process.env.DATABASE_URL_TEST;
if (url) catalogRepositoryContract('PostgreSQL', () => createPostgresTestDatabase(url));
else describe.skip('catalog repository on PostgreSQL (set DATABASE_URL_TEST)', () => it('skipped'));
