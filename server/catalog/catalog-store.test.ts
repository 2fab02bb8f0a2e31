import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CatalogData } from '../../common/domain/catalog-schema';
import { replaceCatalog } from '../db/catalog-repository';
import { createSqliteTestDatabase, type TestDatabase } from '../test-support/databases';
import { seedCatalogDir } from '../test-support/test-app';
import { CatalogStore } from './catalog-store';
import { catalogWarmUp } from '../catalog-warm-up';
import { generateCatalog } from '../catalog-tools/generate';
import { readCatalogFolder } from './read-catalog';
import { validateCatalog } from './validate';

// Reloading a catalog version on a serving node (docs/decisions/028-catalog-reload-in-slices.md):
// the new version is read and built while the loaded one goes on answering, the event loop
// getting its turn between slices; nodes wait each their own delay; every reload is logged.

const logger = () => {
  const log = { info: vi.fn(), error: vi.fn(), warn: vi.fn(), debug: vi.fn() };
  return { log, as: log as unknown as FastifyBaseLogger };
};

describe('catalog reload on a serving node', () => {
  let t: TestDatabase;
  let seed: CatalogData;
  let large: CatalogData;
  beforeAll(async () => {
    t = await createSqliteTestDatabase();
    seed = validateCatalog(await readCatalogFolder(seedCatalogDir)).data!;
    // Several pages of perfumes, and enough work for many slices.
    large = generateCatalog({ perfumes: 4000, seed: 5 }, seed);
  });
  afterAll(() => t.drop());

  it('keeps serving the loaded version while it builds the new one in slices, then swaps it in whole', async () => {
    const { log, as } = logger();
    // Slices of a millisecond: how many a build takes then depends on the work, not on how fast
    // this machine happens to be (at the served 10 ms a quick machine needs only a few).
    const store = await CatalogStore.open(t.handle.db, {
      warmUp: catalogWarmUp,
      seedDir: seedCatalogDir,
      log: as,
      sliceMs: 1,
    });
    const before = store.index;
    const version = await replaceCatalog(t.handle.db, large);

    // An interleaved callback, as a request would be: it runs between slices, and each time it
    // finds the whole old version in service.
    const seen: number[] = [];
    let reloading = true;
    const tick = () => {
      seen.push(store.index.version);
      if (reloading) setImmediate(tick);
    };
    setImmediate(tick);
    const reloaded = store.refresh();
    // Not swapped until it is built.
    expect(store.index).toBe(before);
    expect(await reloaded).toBe(true);
    reloading = false;

    // Built in one go, the reload let no callback run until it was done (none did, before this
    // change): in slices, dozens.
    expect(seen.length).toBeGreaterThan(20);
    expect(seen.slice(0, -1).every((v) => v === before.version)).toBe(true);
    expect(store.index.version).toBe(version);
    const ids = large.brands.flatMap((b) => b.perfumes.map((p) => p.id)).sort((a, b) => a - b);
    expect(store.index.perfumes.map((p) => p.id)).toEqual(ids);

    const reloadedLog = log.info.mock.calls.find((call) => call[1] === 'catalog reloaded');
    expect(reloadedLog?.[0]).toMatchObject({
      version,
      previousVersion: before.version,
      perfumes: 4000,
    });
    expect(reloadedLog![0].slices).toBeGreaterThan(20);
    expect(await store.refresh()).toBe(false);
  });

  it('logs a failed reload and goes on serving the loaded version', async () => {
    const { log, as } = logger();
    const store = await CatalogStore.open(t.handle.db, {
      warmUp: catalogWarmUp,
      seedDir: seedCatalogDir,
      log: as,
    });
    const before = store.index;
    const version = await replaceCatalog(t.handle.db, seed);
    // A row the reload cannot read.
    await t.handle.db
      .updateTable('perfumes')
      .set({ ingredients: 'not a list' })
      .where('id', '=', seed.brands[0]!.perfumes[0]!.id)
      .execute();
    await expect(store.refresh()).rejects.toThrow();
    expect(store.index).toBe(before);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ version, servingVersion: before.version }),
      expect.stringMatching(/^catalog reload failed/),
    );
    // Once the data is sound again (the next import), the next reload takes it.
    const fixed = await replaceCatalog(t.handle.db, seed);
    expect(await store.refresh()).toBe(true);
    expect(store.index.version).toBe(fixed);
  });

  it('waits a delay of its own before reloading a version it noticed, serving the old one meanwhile', async () => {
    const delays: number[] = [];
    const waits: (() => void)[] = [];
    const node = (random: number) =>
      CatalogStore.open(t.handle.db, {
        warmUp: catalogWarmUp,
        seedDir: seedCatalogDir,
        staggerSeconds: 4,
        random: () => random,
        wait: (ms) => {
          delays.push(ms);
          return new Promise<void>((resolve) => waits.push(resolve));
        },
      });
    const [a, b] = await Promise.all([node(0.1), node(0.75)]);
    const before = a.index.version;
    const version = await replaceCatalog(t.handle.db, seed);

    const polls = [a.poll(), b.poll()];
    await vi.waitFor(() => expect(waits).toHaveLength(2));
    // Each node its own delay, under the stagger.
    expect(delays).toEqual([400, 3000]);
    expect([a.index.version, b.index.version]).toEqual([before, before]);
    // A poll during the delay plans nothing more.
    expect(await a.poll()).toBe(false);
    expect(waits).toHaveLength(2);

    waits[0]!();
    expect(await polls[0]).toBe(true);
    expect([a.index.version, b.index.version]).toEqual([version, before]);
    waits[1]!();
    expect(await polls[1]).toBe(true);
    expect(b.index.version).toBe(version);
  });
});
