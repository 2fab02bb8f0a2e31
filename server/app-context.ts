import type { CatalogStore } from './catalog/catalog-store';
import type { Config } from './config';
import type { DbHandle } from './db/client';

/** What routes need from the running process: built in main.ts, or by tests. */
export interface AppContext {
  config: Config;
  db: DbHandle;
  catalog: CatalogStore;
}
