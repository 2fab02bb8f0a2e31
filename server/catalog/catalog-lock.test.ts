import { createSqliteTestDatabase } from '../test-support/databases';
import { catalogLockContract } from './catalog-lock.contract';

catalogLockContract('SQLite', createSqliteTestDatabase);
