import { createSqliteTestDatabase } from '../test-support/databases';
import { userDataRepositoriesContract } from './user-data-repositories.contract';

userDataRepositoriesContract('SQLite', createSqliteTestDatabase);
