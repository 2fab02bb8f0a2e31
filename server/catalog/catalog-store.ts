import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import {
  getCatalogVersion,
  readCatalogForIndex,
  seedCatalogIfEmpty,
} from '../db/catalog-repository';
import type { Database } from '../db/schema';
import { CatalogIndex } from './catalog-index';
import { readCatalogFolder } from './read-catalog';
import { formatProblem, validateCatalog } from './validate';
import { prepareAnswers, warmIndex } from './warm-index';

// Holds the current catalog index. A new version (an import, possibly made on another app node)
// is noticed by polling catalog_version, loaded, and swapped in whole.

export class CatalogStore {
  private current: CatalogIndex;
  private timer: NodeJS.Timeout | null = null;
  private reloading: Promise<void> | null = null;
  private readonly reloadListeners: ((seconds: number) => void)[] = [];

  private constructor(
    private readonly db: Kysely<Database>,
    index: CatalogIndex,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.current = index;
    this.prepare(index);
  }

  /** After the current start-up or reload step, so that serving the new version comes first. */
  private prepare(index: CatalogIndex): void {
    setImmediate(() =>
      prepareAnswers(index).catch((error) =>
        this.log?.error({ err: error, version: index.version }, 'preparing answers failed'),
      ),
    );
  }

  /** Loads the catalog from the database, seeding it from the seed folder when it is empty. */
  static async open(
    db: Kysely<Database>,
    options: { seedDir: string; log?: FastifyBaseLogger },
  ): Promise<CatalogStore> {
    let version = await getCatalogVersion(db);
    if (version === 0) {
      const seed = await seedCatalog(db, options.seedDir);
      version = seed.version;
      if (seed.seeded) options.log?.info({ version, seedDir: options.seedDir }, 'catalog seeded');
    }
    const index = warmIndex(new CatalogIndex(await readCatalogForIndex(db), version));
    return new CatalogStore(db, index, options.log);
  }

  get index(): CatalogIndex {
    return this.current;
  }

  /** Whether a new version is being loaded; the current one answers meanwhile. */
  get isReloading(): boolean {
    return this.reloading !== null;
  }

  /** Told how long each reload took, once the new version serves (the metrics). */
  onReloaded(listener: (seconds: number) => void): void {
    this.reloadListeners.push(listener);
  }

  /** Reloads when the stored version differs from the loaded one; concurrent calls share one load. */
  async refresh(): Promise<boolean> {
    if (this.reloading) {
      await this.reloading;
      return false;
    }
    const version = await getCatalogVersion(this.db);
    if (version === this.current.version) return false;
    this.reloading = (async () => {
      const started = Date.now();
      this.current = warmIndex(new CatalogIndex(await readCatalogForIndex(this.db), version));
      this.prepare(this.current);
      this.log?.info(
        { version, ms: Date.now() - started, ...this.current.counts() },
        'catalog reloaded',
      );
      for (const listener of this.reloadListeners) listener((Date.now() - started) / 1000);
    })();
    try {
      await this.reloading;
    } finally {
      this.reloading = null;
    }
    return true;
  }

  watch(seconds: number): void {
    if (seconds <= 0 || this.timer) return;
    this.timer = setInterval(() => {
      this.refresh().catch((error) => this.log?.error({ err: error }, 'catalog reload failed'));
    }, seconds * 1000);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

/**
 * Seeds an empty database from the seed folder. Nodes started together on one empty database
 * all get here: the first writes the catalog, the others find it written (seeded: false).
 */
export async function seedCatalog(
  db: Kysely<Database>,
  dir: string,
): Promise<{ version: number; seeded: boolean }> {
  const { data, problems } = validateCatalog(await readCatalogFolder(dir));
  if (!data) {
    const shown = problems.slice(0, 20).map(formatProblem).join('\n  ');
    throw new Error(
      `the seed catalog in ${dir} is not valid (${problems.length} problems):\n  ${shown}`,
    );
  }
  return seedCatalogIfEmpty(db, data);
}
