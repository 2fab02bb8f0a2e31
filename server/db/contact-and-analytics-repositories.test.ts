import { createSqliteTestDatabase } from '../test-support/databases';
import { contactAndAnalyticsRepositoriesContract } from './contact-and-analytics-repositories.contract';

contactAndAnalyticsRepositoriesContract('SQLite', createSqliteTestDatabase);
