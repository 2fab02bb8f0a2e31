import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conceptsDistanceFileSchema,
  conceptsRecosFileSchema,
  conceptsResponseSchema,
} from '../../common/api/concepts';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('concepts API on the seed catalog', () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists every concept with its categories and its nearest concepts', async () => {
    const res = await get('/api/concepts/?lang=en');
    expect(res.statusCode).toBe(200);
    const concepts = conceptsResponseSchema.parse(res.json());
    expect(concepts).toHaveLength(t.catalog.index.concepts.length);
    const ids = new Set(concepts.map((c) => c.id));
    const romantic = concepts.find((c) => c.name === 'Romantic')!;
    expect(romantic.label).toBe('Romantic');
    expect(romantic.visible).toBe(true);
    expect(romantic.categories).toEqual([{ name: 'mood', label: 'Mood' }]);
    for (const c of concepts) {
      const relations = c.relations!;
      expect(relations.length, c.name).toBeGreaterThanOrEqual(10);
      expect(relations.length, c.name).toBeLessThanOrEqual(100);
      expect(relations.every((r) => ids.has(r.id) && r.id !== c.id)).toBe(true);
      const dists = relations.map((r) => r.dist);
      expect(dists).toEqual([...dists].sort((a, b) => a - b));
      // Beyond the first 10, only concepts sharing something (distance under 1).
      expect(dists.slice(10).every((d) => d < 1)).toBe(true);
    }
  });

  it('gives French names and category labels with lang=fr', async () => {
    const concepts = (await get('/api/concepts/?lang=fr')).json();
    const romantic = concepts.find((c: { id: number }) => c.id === 1);
    expect(romantic.name).toBe('Romantique');
    expect(romantic.label).toBe('Romantique');
    expect(romantic.categories).toEqual([{ name: 'mood', label: 'Humeur' }]);
  });

  it('adds only the categories with addOnly=categories, and rejects an unknown extra', async () => {
    const res = await get('/api/concepts/?addOnly=categories&lang=es');
    expect(res.statusCode).toBe(200);
    const concepts = conceptsResponseSchema.parse(res.json());
    expect(concepts[0]!.categories![0]!.label).toBe('Estado de ánimo');
    expect(concepts.every((c) => c.relations === undefined)).toBe(true);

    const relationsOnly = conceptsResponseSchema.parse(
      (await get('/api/concepts/?addOnly=relations')).json(),
    );
    expect(relationsOnly.every((c) => c.categories === undefined && c.relations)).toBe(true);

    const bad = await get('/api/concepts/?addOnly=perfumes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('The addOnly parameter');
  });

  it('serves the conceptsDistance file: every pair, matching the relations', async () => {
    const res = await get('/api/file/precomputed?fileName=conceptsDistance', {
      'x-api-key': 'anything',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const file = conceptsDistanceFileSchema.parse(res.json());
    const n = t.catalog.index.concepts.length;
    expect(Object.keys(file)).toHaveLength(n);
    for (const row of Object.values(file)) {
      expect(Object.keys(row)).toHaveLength(n - 1);
      expect(Object.values(row).every((d) => d >= 0 && d <= 1)).toBe(true);
    }
    const concepts = conceptsResponseSchema.parse((await get('/api/concepts/')).json());
    for (const r of concepts[0]!.relations!) {
      expect(file[String(concepts[0]!.id)]![String(r.id)]).toBe(r.dist);
    }
  });

  it('serves the conceptsRecos file: up to 200 perfumes per concept, best first', async () => {
    const res = await get('/api/file/precomputed?fileName=conceptsRecos');
    expect(res.statusCode).toBe(200);
    const file = conceptsRecosFileSchema.parse(res.json());
    const index = t.catalog.index;
    expect(Object.keys(file)).toHaveLength(index.concepts.length);
    for (const recos of Object.values(file)) {
      expect(recos.length).toBeGreaterThan(0);
      expect(recos.length).toBeLessThanOrEqual(200);
      const values = recos.map((r) => r.recoValue);
      expect(values).toEqual([...values].sort((a, b) => b - a));
      for (const r of recos.slice(0, 5)) {
        const perfume = index.perfumeById.get(r.id)!;
        expect(r.familyId).toBe(perfume.familyId);
        expect(r.secondaryFamilyId).toBe(perfume.secondaryFamilyId);
      }
    }
    // A rose concept puts rose perfumes first.
    const romantic = file['1']!.slice(0, 10).map((r) => index.perfumeById.get(r.id)!);
    const rose = index.ingredients.find((i) => i.key === 'rose')!.id;
    expect(romantic.filter((p) => p.ingredients.some((i) => i.ingredientId === rose)).length).toBe(
      10,
    );
  });

  it('sends the files compressed once per encoding the client accepts', async () => {
    const url = '/api/file/precomputed?fileName=conceptsRecos';
    const plain = (await get(url)).body;
    const gzip = await get(url, { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['vary']).toContain('accept-encoding');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const refused = await get(url, { 'accept-encoding': 'br;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain);
  });

  it('answers 400 without a fileName and 404 for an unknown one, naming it', async () => {
    const missing = await get('/api/file/precomputed');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain('The fileName parameter');
    const unknown = await get('/api/file/precomputed?fileName=secrets');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');
    expect(unknown.json().error.message).toContain('"secrets"');
  });

  it('documents the routes in the OpenAPI document', async () => {
    const paths = Object.keys((await get('/api/docs')).json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/concepts', '/api/file/precomputed']));
  });
});
