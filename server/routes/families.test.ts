import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  familyNodeSchema,
  familyPerfumesResponseSchema,
  familyTopListResponseSchema,
} from '../../common/api/families';
import type { FamilyNode } from '../../common/api/families';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('families API on the seed catalog', () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject(url);
  const list = async (query: string): Promise<FamilyNode[]> => {
    const res = await get(`/api/families/top/list?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return familyTopListResponseSchema.parse(res.json());
  };
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists every family with its colour and intensity, in the asked language', async () => {
    const en = (await get('/api/families/?lang=en')).json();
    const fr = (await get('/api/families/?lang=fr')).json();
    expect(en).toHaveLength(14);
    expect(en[0]).toEqual({
      id: 1,
      name: 'Floral',
      color: '#E07A9F',
      imageUrl: '',
      intensity: 0.6,
    });
    expect(fr.find((f: { id: number }) => f.id === 6).name).toBe('Boisé');
  });

  it('answers the main families with their secondary families, consistent counts, no top perfumes by default', async () => {
    const nodes = await list('lang=en');
    const perfumes = t.catalog.index.perfumes;
    expect(nodes.reduce((n, f) => n + f.totalPerfumesNum, 0)).toBe(perfumes.length);
    for (const node of nodes) {
      expect(node.secondary).toBe(false);
      expect(node.parents).toEqual([]);
      expect(node.totalPerfumesNum).toBe(perfumes.filter((p) => p.familyId === node.id).length);
      expect(node.subfamilies.reduce((n, s) => n + s.totalPerfumesNum, 0)).toBe(
        node.totalPerfumesNum,
      );
      expect(node.colors).toEqual([node.color, ...node.subfamilies.map((s) => s.color)]);
      expect(node.topPerfumes).toEqual([]);
      expect(node.subfamilies.every((s) => s.topPerfumes.length === 0)).toBe(true);
    }
    const counts = nodes.map((n) => n.totalPerfumesNum);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('adds the 10 most popular perfumes of each family and subfamily when asked', async () => {
    const nodes = await list('includeFamilyTopPerfumes=true&includeSubFamiliesTopPerfumes=true');
    const first = nodes[0]!;
    expect(first.topPerfumes).toHaveLength(Math.min(10, first.totalPerfumesNum));
    expect(first.topPerfumes.every((p) => p.family.id === first.id)).toBe(true);
    const popularity = first.topPerfumes.map(
      (p) => t.catalog.index.perfumeById.get(p.id)!.popularity,
    );
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    const sub = first.subfamilies[0]!;
    expect(sub.topPerfumes.length).toBe(Math.min(10, sub.totalPerfumesNum));
    expect(sub.topPerfumes.every((p) => p.secondaryFamily.id === sub.id)).toBe(true);

    const familyOnly = await list('includeFamilyTopPerfumes=1&includeSubFamiliesTopPerfumes=false');
    expect(familyOnly[0]!.topPerfumes.length).toBeGreaterThan(0);
    expect(familyOnly[0]!.subfamilies[0]!.topPerfumes).toEqual([]);
  });

  it('narrows the counts with the gender filter', async () => {
    const all = await list('');
    const her = await list('gender=FU&includeFamilyTopPerfumes=true');
    const herAndUnisex = await list('gender=FU,U');
    const total = (nodes: FamilyNode[]) => nodes.reduce((n, f) => n + f.totalPerfumesNum, 0);
    const perfumes = t.catalog.index.perfumes;
    expect(total(her)).toBe(perfumes.filter((p) => p.gender === 'FU').length);
    expect(total(herAndUnisex)).toBe(perfumes.filter((p) => p.gender !== 'MU').length);
    expect(total(her)).toBeLessThan(total(herAndUnisex));
    expect(total(herAndUnisex)).toBeLessThan(total(all));
    expect(her.every((n) => n.topPerfumes.every((p) => p.gender === 'FU'))).toBe(true);
  });

  it('gathers secondary families across their parents with isPrimary=false', async () => {
    const nodes = await list('isPrimary=false&includeFamilyTopPerfumes=true');
    const perfumes = t.catalog.index.perfumes;
    expect(nodes.length).toBeGreaterThan(0);
    for (const node of nodes) {
      expect(node.secondary).toBe(true);
      expect(node.parents.length).toBeGreaterThan(0);
      const mine = perfumes.filter((p) => p.secondaryFamilyId === node.id);
      expect(node.totalPerfumesNum).toBe(mine.length);
      expect(node.parents).toEqual([...new Set(mine.map((p) => p.familyId))].sort((a, b) => a - b));
      expect(node.subfamilies.reduce((n, s) => n + s.totalPerfumesNum, 0)).toBe(
        node.totalPerfumesNum,
      );
      expect(node.topPerfumes.every((p) => p.secondaryFamily.id === node.id)).toBe(true);
    }
  });

  it('answers one family node, in the asked language', async () => {
    const res = await get('/api/families/top/6?lang=fr&includeFamilyTopPerfumes=true');
    expect(res.statusCode).toBe(200);
    const node = familyNodeSchema.parse(res.json());
    expect(node.id).toBe(6);
    expect(node.name).toBe('Boisé');
    const fromList = (await list('')).find((n) => n.id === 6)!;
    expect(node.totalPerfumesNum).toBe(fromList.totalPerfumesNum);
    expect(node.topPerfumes[0]!.family.name).toBe('Boisé');
  });

  it('answers 404 for an unknown family and 400 for malformed parameters, naming them', async () => {
    const unknown = await get('/api/families/top/999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({
      code: 'not_found',
      message: 'There is no family with id 999.',
    });
    for (const [query, name] of [
      ['gender=XX', 'gender'],
      ['gender=FU,,U', 'gender'],
      ['isPrimary=maybe', 'isPrimary'],
      ['includeFamilyTopPerfumes=yes', 'includeFamilyTopPerfumes'],
    ]) {
      const res = await get(`/api/families/top/list?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message, query).toContain(`The ${name} parameter`);
    }
    const badId = await get('/api/families/top/abc');
    expect(badId.statusCode).toBe(400);
  });

  it('answers the same tree again from its cache, per language and filter', async () => {
    const url = '/api/families/top/list?includeFamilyTopPerfumes=true&gender=FU,U';
    const first = await get(url);
    const again = await get(url);
    expect(again.headers['content-type']).toContain('application/json');
    expect(again.body).toBe(first.body);
    expect((await get(url.replace('FU,U', 'U,FU'))).body).toBe(first.body);
    expect((await get(`${url}&lang=fr`)).body).not.toBe(first.body);
    expect((await get(url.replace('FU,U', 'FU'))).body).not.toBe(first.body);
  });

  it('pages through every perfume of a pair, after the top ten the tree sends', async () => {
    const node = familyNodeSchema.parse(
      (await get('/api/families/top/1?includeSubFamiliesTopPerfumes=true')).json(),
    );
    const pair = node.subfamilies.find((s) => s.totalPerfumesNum > 10)!;
    const url = `/api/families/top/1/perfumes?subfamily=${pair.id}&lang=fr`;
    const first = familyPerfumesResponseSchema.parse((await get(`${url}&limit=10`)).json());
    const rest = familyPerfumesResponseSchema.parse((await get(`${url}&offset=10`)).json());
    expect(first.total).toBe(pair.totalPerfumesNum);
    expect(first.data.map((p) => p.id)).toEqual(pair.topPerfumes.map((p) => p.id));
    const ids = [...first.data, ...rest.data].map((p) => p.id);
    expect(new Set(ids).size).toBe(pair.totalPerfumesNum);
    const forHim = familyPerfumesResponseSchema.parse((await get(`${url}&gender=MU`)).json());
    expect(forHim.data.every((p) => p.gender === 'MU')).toBe(true);
    expect((await get('/api/families/top/999/perfumes')).statusCode).toBe(404);
    expect((await get('/api/families/top/1/perfumes?limit=0')).statusCode).toBe(400);
  });

  it('documents the routes in the OpenAPI document', async () => {
    const paths = Object.keys((await get('/api/docs')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/families',
        '/api/families/top/list',
        '/api/families/top/{id}',
        '/api/families/top/{id}/perfumes',
      ]),
    );
  });
});
