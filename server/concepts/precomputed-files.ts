import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { PrecomputedFileName } from '../../common/api/concepts';
import type { CatalogIndex } from '../catalog/catalog-index';
import { perVersion } from '../lib/derived';
import { runSliced, SLICE_MS, type Sliced } from '../lib/sliced';
import { conceptsDistanceFile, conceptsRecosFile } from './concepts-engine';

// The precomputed files are large (the recos file is about 1.6 MB: 120 concepts × 200 perfumes)
// and the same for every request on one catalog version. Each is serialised once per index and
// compressed once per encoding, on libuv's thread pool so the event loop keeps serving; they are
// prepared as soon as a catalog version is put into service, so no visitor waits for them.

export type Encoding = 'br' | 'gzip';

export interface PreparedFile {
  text: string;
  encoded: Record<Encoding, Buffer>;
}

// Middle qualities, not the highest: the files are compressed while a reload builds the next
// catalog version, and on two cores that compression's thread took the core the event loop needed
// (docs/decisions/028-catalog-reload-in-slices.md). Measured on the recos file of a 100,000-perfume
// catalog (1.62 MB of text): brotli 9 gives 161.7 kB in 106 ms, 5 gives 168.2 kB in 31 ms; gzip 9
// gives 161.8 kB in 104 ms, 6 gives 173.7 kB in 18 ms. A visitor downloads 4% more, once per
// catalog version (the files are cached), and a reload's longest wait, median of five runs, fell
// from 149 ms to 72-79 ms in three of four sets of five.
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// Kept in the catalog version's derived data, dropped with it.
const prepared = perVersion(
  (_index: CatalogIndex) => new Map<PrecomputedFileName, Promise<PreparedFile>>(),
);

/**
 * JSON.stringify(file), a concept at a time: the recos file's text of 1.6 MB written in one go
 * stopped the event loop for longer than a request may wait.
 */
function* fileText(file: Record<string, unknown>): Sliced<string> {
  const members: string[] = [];
  // Object.entries lists the keys in the order JSON.stringify writes them (numeric keys ascending).
  for (const [key, value] of Object.entries(file)) {
    members.push(`${JSON.stringify(key)}:${JSON.stringify(value)}`);
    yield;
  }
  return `{${members.join(',')}}`;
}

async function prepare(index: CatalogIndex, name: PrecomputedFileName): Promise<PreparedFile> {
  const data = name === 'conceptsDistance' ? conceptsDistanceFile(index) : conceptsRecosFile(index);
  // Written while a node serves (during a reload, or just after start-up): it takes at most half
  // the thread.
  const text = await runSliced(fileText(data), { restMs: SLICE_MS });
  // One compression at a time: each keeps a core busy for a while, and two or four at once on a
  // two-core machine left the event loop without one, the longest waits of a reload.
  const body = Buffer.from(text);
  const br = await brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
  const gz = await gzip(body, { level: GZIP_LEVEL });
  return { text, encoded: { br, gzip: gz } };
}

/** One precomputed file of a catalog version, prepared once (concurrent callers share it). */
export function precomputedFile(
  index: CatalogIndex,
  name: PrecomputedFileName,
): Promise<PreparedFile> {
  const byName = prepared(index);
  let file = byName.get(name);
  if (!file) {
    file = prepare(index, name);
    // A failure is not kept: the next request tries again.
    file.catch(() => byName.delete(name));
    byName.set(name, file);
  }
  return file;
}

/** Prepares every precomputed file of a catalog version, one after the other (see prepare). */
export async function preparePrecomputedFiles(index: CatalogIndex): Promise<void> {
  await precomputedFile(index, 'conceptsDistance');
  await precomputedFile(index, 'conceptsRecos');
}
