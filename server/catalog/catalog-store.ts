import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import {
  getCatalogVersion,
  readCatalogTables,
  readPerfumes,
  seedCatalogIfEmpty,
} from '../db/catalog-repository';
import type { Database } from '../db/schema';
import { CatalogIndexBuilder, type CatalogIndex } from './catalog-index';
import { readCatalogFolder } from './read-catalog';
import { restWhileBusy, runAtOnce, runSliced, SLICE_MS, type Sliced } from '../lib/sliced';
import { formatProblem, validateCatalog } from './validate';

// Holds the current catalog index. A new version (an import, possibly made on another app node)
// is noticed by polling catalog_version, loaded, and swapped in whole. The new version is read and
// built in slices while the old one goes on serving (docs/decisions/028-catalog-reload-in-slices.md),
// and each node waits its own random delay before it starts, so that nodes noticing the same
// import do not all pay for it at the same moment.

/**
 * What is derived from each version before it serves. The engines' data is built by the server's
 * composition (server/catalog-warm-up.ts, handed in by server/main.ts), so that the catalog
 * imports no engine.
 */
export interface CatalogWarmUp {
  /** Builds the engines' derived data of a version into its `derived`, in slices. */
  derive(index: CatalogIndex): Sliced<unknown>;
  /** Prepares the answers served whole (compressed files), off the event loop where it can. */
  prepare(index: CatalogIndex): Promise<void>;
}

export interface ReloadOptions {
  /** How long one slice of a reload may run before requests get their turn. */
  sliceMs?: number;
  /**
   * How long requests have the event loop to themselves after each slice (and each page read):
   * by default as long as a slice, so that a reload takes at most half of the thread.
   */
  restMs?: number;
  /** Each node waits a random delay under this before reloading a version it noticed. */
  staggerSeconds?: number;
  /** Where the delay comes from (0 ≤ random() < 1); Math.random by default. */
  random?: () => number;
  /** Waits the delay; setTimeout by default. */
  wait?: (ms: number) => Promise<void>;
}

/** What a finished reload reports in the log. */
export interface ReloadReport {
  version: number;
  previousVersion: number;
  ms: number;
  /** The longest the event loop went without a turn during the build, and how many turns. */
  longestSliceMs: number;
  slices: number;
}

// An import may land between two pages of a reload's read: the version is read again afterwards,
// and a read that straddled an import is done again, a few times at most.
const READ_ATTEMPTS = 3;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export class CatalogStore {
  private current: CatalogIndex;
  private timer: NodeJS.Timeout | null = null;
  private reloading: Promise<ReloadReport | null> | null = null;
  /** The version a staggered reload is waiting to load, so the next polls do not plan another. */
  private planned: number | null = null;
  private stopped = false;
  /** A new version is being read and built (not merely looked for). */
  private building = false;
  private readonly reloadListeners: ((seconds: number) => void)[] = [];

  private constructor(
    private readonly db: Kysely<Database>,
    private readonly warmUp: CatalogWarmUp,
    index: CatalogIndex,
    private log: FastifyBaseLogger | undefined,
    private readonly options: ReloadOptions = {},
  ) {
    this.current = index;
    this.prepare(index);
  }

  /** At start-up, after the opening step, so that the server starts listening first (a reload
   * prepares them before the new version serves). */
  private prepare(index: CatalogIndex): void {
    setImmediate(() =>
      this.warmUp
        .prepare(index)
        .catch((error) =>
          this.log?.error({ err: error, version: index.version }, 'preparing answers failed'),
        ),
    );
  }

  /** Loads the catalog from the database, seeding it from the seed folder when it is empty. */
  static async open(
    db: Kysely<Database>,
    options: { seedDir: string; warmUp: CatalogWarmUp; log?: FastifyBaseLogger } & ReloadOptions,
  ): Promise<CatalogStore> {
    const { seedDir, warmUp, log, ...reload } = options;
    let version = await getCatalogVersion(db);
    if (version === 0) {
      const seed = await seedCatalog(db, seedDir);
      version = seed.version;
      if (seed.seeded) log?.info({ version, seedDir }, 'catalog seeded');
    }
    // Nothing is served yet: the first index is built at once, which is quicker.
    const read = await readConsistentCatalog(db);
    const index = runAtOnce(servedIndex(read.builder.build(read.version), warmUp));
    return new CatalogStore(db, warmUp, index, log, reload);
  }

  get index(): CatalogIndex {
    return this.current;
  }

  /** Whether a new version is being loaded; the current one answers meanwhile. */
  get isReloading(): boolean {
    return this.building;
  }

  /** Told how long each reload took, once the new version serves (the metrics). */
  onReloaded(listener: (seconds: number) => void): void {
    this.reloadListeners.push(listener);
  }

  /**
   * Reloads at once when the stored version differs from the loaded one; concurrent calls share
   * one load. Each reload is logged, and so is a failed one (the current version goes on serving).
   */
  async refresh(): Promise<boolean> {
    if (this.reloading) {
      await this.reloading.catch(() => undefined);
      return false;
    }
    this.reloading = this.reload();
    try {
      return (await this.reloading) !== null;
    } finally {
      this.reloading = null;
    }
  }

  private async reload(): Promise<ReloadReport | null> {
    const previousVersion = this.current.version;
    const started = performance.now();
    let longestSliceMs = 0;
    let slices = 0;
    let version = previousVersion;
    try {
      version = await getCatalogVersion(this.db);
      if (version === previousVersion) return null;
      this.building = true;
      const sliceMs = this.options.sliceMs ?? SLICE_MS;
      // A reload in one go (sliceMs Infinity: the bench's baseline) does not rest either.
      const restMs = this.options.restMs ?? (Number.isFinite(sliceMs) ? sliceMs : 0);
      const read = await readConsistentCatalog(this.db, () => restWhileBusy(restMs));
      version = read.version;
      const index = await runSliced(servedIndex(read.builder.build(version), this.warmUp), {
        sliceMs,
        restMs,
        onSlice: (ms) => {
          slices++;
          longestSliceMs = Math.max(longestSliceMs, ms);
        },
      });
      // Its precomputed answers too, before it serves: prepared after the swap, their writing and
      // compression fell in the collection of the old version, and the waits added up there.
      // A failure is logged; the answers are then prepared at their first request.
      await this.warmUp
        .prepare(index)
        .catch((error) => this.log?.error({ err: error, version }, 'preparing answers failed'));
      this.current = index;
      const report = {
        version,
        previousVersion,
        ms: Math.round(performance.now() - started),
        longestSliceMs: Math.round(longestSliceMs * 10) / 10,
        slices,
      };
      this.log?.info({ ...report, ...index.counts() }, 'catalog reloaded');
      for (const listener of this.reloadListeners) listener(report.ms / 1000);
      return report;
    } catch (error) {
      this.log?.error(
        { err: error, version, servingVersion: previousVersion },
        'catalog reload failed; the loaded version goes on serving',
      );
      throw error;
    } finally {
      this.building = false;
    }
  }

  /**
   * Polls the version every `seconds`. A new version is loaded after this node's own random delay
   * (under staggerSeconds), the loaded one serving meanwhile.
   */
  watch(seconds: number, options: { staggerSeconds?: number; log?: FastifyBaseLogger } = {}): void {
    if (options.log) this.log = options.log;
    if (options.staggerSeconds !== undefined) this.options.staggerSeconds = options.staggerSeconds;
    if (seconds <= 0 || this.timer) return;
    this.stopped = false;
    this.timer = setInterval(() => {
      this.poll().catch(() => {
        // Already logged by reload(); a failed poll is tried again at the next tick.
      });
    }, seconds * 1000);
    this.timer.unref();
  }

  /** One poll of the watch: notices a new version and reloads it after this node's delay. */
  async poll(): Promise<boolean> {
    if (this.planned !== null || this.reloading) return false;
    let version: number;
    try {
      version = await getCatalogVersion(this.db);
    } catch (error) {
      this.log?.error({ err: error }, 'catalog version check failed');
      throw error;
    }
    if (version === this.current.version) return false;
    const delayMs = Math.floor(
      (this.options.random ?? Math.random)() * (this.options.staggerSeconds ?? 0) * 1000,
    );
    this.planned = version;
    try {
      this.log?.info(
        { version, servingVersion: this.current.version, delayMs },
        'new catalog version noticed; reloading after this node’s delay',
      );
      if (delayMs > 0) await (this.options.wait ?? sleep)(delayMs);
      if (this.stopped) return false;
      return await this.refresh();
    } finally {
      this.planned = null;
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopped = true;
  }
}

/** A catalog version ready to serve: its index, then its engines' derived data, in slices. */
function* servedIndex(index: Sliced<CatalogIndex>, warmUp: CatalogWarmUp): Sliced<CatalogIndex> {
  const built = yield* index;
  yield* warmUp.derive(built);
  return built;
}

/**
 * The catalog and its version, read so that they agree: the version is read before and after the
 * tables, and a read an import landed in the middle of is done again. Each page of perfumes goes
 * into the index builder as it is read, so that the rows themselves die young.
 */
async function readConsistentCatalog(
  db: Kysely<Database>,
  betweenPages?: () => Promise<void>,
): Promise<{ version: number; builder: CatalogIndexBuilder }> {
  for (let attempt = 1; ; attempt++) {
    const version = await getCatalogVersion(db);
    const tables = await readCatalogTables(db);
    const builder = new CatalogIndexBuilder(tables);
    await readPerfumes(db, tables, (brandId, p) => builder.add(brandId, p), betweenPages);
    if ((await getCatalogVersion(db)) === version) return { version, builder };
    if (attempt === READ_ATTEMPTS) {
      throw new Error(`the catalog changed during each of ${READ_ATTEMPTS} reads`);
    }
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
