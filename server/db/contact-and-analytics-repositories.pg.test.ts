import { describe, it } from 'vitest';
import { createPostgresTestDatabase } from '../test-support/databases';
import { contactAndAnalyticsRepositoriesContract } from './contact-and-analytics-repositories.contract';

// npm run test:pg, with DATABASE_URL_TEST=postgres://… (CI: the local server, database test).
const url = process.env.DATABASE_URL_TEST;
if (url)
  contactAndAnalyticsRepositoriesContract('PostgreSQL', () => createPostgresTestDatabase(url));
else
  describe.skip('contact and analytics repositories on PostgreSQL (set DATABASE_URL_TEST)', () =>
    it('skipped'));
