import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fixtureIndex, fixturePerfume } from '../test-support/catalog-fixture';
import { conceptsRecosFile } from './concepts-engine';
import { precomputedFile, preparePrecomputedFiles } from './precomputed-files';

const index = () =>
  fixtureIndex([
    {
      id: 1,
      key: 'house',
      name: 'House',
      perfumes: [
        fixturePerfume({ id: 1001, name: 'Petal' }),
        fixturePerfume({ id: 1002, name: 'Moss' }),
      ],
    },
  ]);

describe('precomputed files', () => {
  it('holds the text and its brotli and gzip bodies, all saying the same', async () => {
    const catalog = index();
    const file = await precomputedFile(catalog, 'conceptsRecos');
    expect(JSON.parse(file.text)).toEqual(JSON.parse(JSON.stringify(conceptsRecosFile(catalog))));
    expect(zlib.brotliDecompressSync(file.encoded.br).toString()).toBe(file.text);
    expect(zlib.gunzipSync(file.encoded.gzip).toString()).toBe(file.text);
  });

  it('prepares each file once per catalog version, shared by whoever asks', async () => {
    const catalog = index();
    const preparing = preparePrecomputedFiles(catalog);
    const asked = precomputedFile(catalog, 'conceptsDistance');
    expect(precomputedFile(catalog, 'conceptsDistance')).toBe(asked);
    await preparing;
    expect(await precomputedFile(catalog, 'conceptsDistance')).toBe(await asked);
    // A new version has files of its own.
    expect(precomputedFile(index(), 'conceptsDistance')).not.toBe(asked);
  });
});
