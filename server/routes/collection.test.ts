import { createTestApp } from '../test-support/test-app';
import { collectionApiContract } from './collection.api.contract';

collectionApiContract('SQLite', () => createTestApp());
