import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { createAppContext, type AppContext } from '../app-context';
import type { Mailer, MailMessage } from '../mail/mailer';
import { CatalogStore } from '../catalog/catalog-store';
import { catalogWarmUp } from '../catalog-warm-up';
import { loadConfig } from '../config';
import { openDatabase, type DbHandle } from '../db/client';
import { migrateToLatest } from '../db/migrate';

export const seedCatalogDir = path.resolve(import.meta.dirname, '..', '..', 'catalog');

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Every e-mail the app sent, in order. */
  mails: MailMessage[];
  db: DbHandle;
  catalog: CatalogStore;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A real app over a real database: a fresh SQLite file in a temporary folder, or PostgreSQL when
 * databaseUrl is given. The seed catalog is imported as on a first start.
 */
export async function createTestApp(
  options: BuildAppOptions & {
    env?: Record<string, string>;
    databaseUrl?: string;
    /** A clock the services read, to test expiry. */
    now?: () => Date;
    /** A mailer of the test's own (one that hangs, say); `mails` then stays empty. */
    mailer?: Mailer;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-test-'));
  const loaded = loadConfig({ DATA_DIR: dataDir, CATALOG_DIR: seedCatalogDir, ...options.env });
  // Nothing listens: the site is where app.inject says requests go (Host: localhost:80), unless
  // the test names its own PUBLIC_URL.
  const config = options.env?.PUBLIC_URL ? loaded : { ...loaded, siteOrigin: 'http://localhost' };
  const db = openDatabase({ databaseUrl: options.databaseUrl, sqliteFile: config.sqliteFile });
  await migrateToLatest(db.db);
  const catalog = await CatalogStore.open(db.db, {
    warmUp: catalogWarmUp,
    seedDir: config.catalogDir,
  });
  const mails: MailMessage[] = [];
  const mailer: Mailer = options.mailer ?? {
    describe: 'test mailbox',
    send: async (m) => void mails.push(m),
  };
  const ctx = createAppContext({ config, db, catalog, mailer, now: options.now });
  const app = await buildApp(ctx, { logger: false, ...options });
  return {
    app,
    ctx,
    mails,
    db,
    catalog,
    dataDir,
    async close() {
      // Work started by a request (a reset mail) ends before the database closes under it.
      await ctx.background.settled();
      await app.close();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
