import { createSqliteTestDatabase } from '../test-support/databases';
import { catalogRepositoryContract } from './catalog-repository.contract';

catalogRepositoryContract('SQLite', createSqliteTestDatabase);
