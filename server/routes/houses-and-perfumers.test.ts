import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

// House and perfumer pages as the API answers them on the seed catalog.

describe('house and perfumer pages', () => {
  let t: TestApp;
  const get = async (url: string) => {
    const res = await t.app.inject(url);
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists every house A to Z with its country in the asked language and its perfume count', async () => {
    const { houses } = await get('/api/houses?lang=fr');
    const names: string[] = houses.map((h: { name: string }) => h.name);
    expect(names).toEqual([...names].sort(new Intl.Collator().compare));
    const guerlain = houses.find((h: { key: string }) => h.key === 'guerlain');
    expect(guerlain).toEqual({
      key: 'guerlain',
      name: 'Guerlain',
      country: { code: 'FR', name: 'France' },
      perfumeCount: 14,
    });
  });

  it('answers a house with its perfumes by year, families, perfumers and signature ingredients', async () => {
    const house = await get('/api/house?slug=guerlain&lang=en');
    expect(house).toMatchObject({ key: 'guerlain', name: 'Guerlain', perfumeCount: 14 });
    expect(house.perfumes).toHaveLength(14);
    const years = house.perfumes.map((p: { year: number | null }) => p.year ?? Infinity);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(house.perfumes[0].brand).toEqual({
      id: expect.any(Number),
      key: 'guerlain',
      name: 'Guerlain',
    });
    const familyTotal = house.families.reduce((n: number, f: { count: number }) => n + f.count, 0);
    expect(familyTotal).toBe(14);
    expect(house.perfumers[0]).toEqual({
      slug: 'jean-paul-guerlain',
      name: 'Jean-Paul Guerlain',
      perfumeCount: 5,
    });
    const iris = house.signatureIngredients.find(
      (s: { ingredient: { name: string } }) => s.ingredient.name === 'Iris',
    );
    expect(iris.reason).toBe(
      'In 9 of its 14 perfumes, four times as often as the catalog as a whole.',
    );
  });

  it('writes the reasons in the asked language', async () => {
    const fr = await get('/api/house?slug=guerlain&lang=fr');
    expect(fr.signatureIngredients[0].reason).toMatch(/^Dans \d+ de ses 14 parfums, /);
    const es = await get('/api/house?slug=guerlain&lang=es');
    expect(es.signatureIngredients[0].reason).toMatch(/^En \d+ de sus 14 perfumes, /);
  });

  it('answers 404 with the error shape for an unknown house or perfumer, 400 for a bad slug', async () => {
    const house = await t.app.inject('/api/house?slug=no-such-house');
    expect(house.statusCode).toBe(404);
    expect(house.json()).toMatchObject({ error: { code: 'not_found' } });
    expect((await t.app.inject('/api/perfumer?slug=nobody-at-all')).statusCode).toBe(404);
    expect((await t.app.inject('/api/house?slug=Chanel!')).statusCode).toBe(400);
    expect((await t.app.inject('/api/house')).statusCode).toBe(400);
  });

  it('counts one perfumer once, however a house spells them', async () => {
    const { perfumers } = await get('/api/perfumers');
    const slugs: string[] = perfumers.map((p: { slug: string }) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    // "Harry Fremont" and "Harry Frémont"; "Jacques Cavallier" and "Jacques Cavallier Belletrud".
    expect(slugs).toContain('harry-fremont');
    expect(slugs).not.toContain('jacques-cavallier');
    const fremont = perfumers.find((p: { slug: string }) => p.slug === 'harry-fremont');
    expect(fremont).toMatchObject({ name: 'Harry Frémont', perfumeCount: 9 });
    const cavallier = await get('/api/perfumer?slug=jacques-cavallier-belletrud');
    expect(cavallier).toMatchObject({ name: 'Jacques Cavallier Belletrud', perfumeCount: 22 });
  });

  it('answers a perfumer with perfumes by year, houses, signature ingredients and closest perfumers', async () => {
    const morillas = await get('/api/perfumer?slug=alberto-morillas&lang=en');
    expect(morillas).toMatchObject({ name: 'Alberto Morillas', perfumeCount: 33 });
    const years = morillas.perfumes.map((p: { year: number | null }) => p.year ?? Infinity);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(morillas.houses[0]).toEqual({ key: 'gucci', name: 'Gucci', perfumeCount: 5 });
    expect(morillas.signatureIngredients[0].reason).toMatch(/^In \d+ of their 33 perfumes, /);
    expect(morillas.closest.length).toBeGreaterThan(0);
    const similarities = morillas.closest.map((c: { similarity: number }) => c.similarity);
    expect(similarities).toEqual([...similarities].sort((a, b) => b - a));
    for (const close of morillas.closest) {
      expect(close.slug).not.toBe('alberto-morillas');
      expect(close.perfumeCount).toBeGreaterThanOrEqual(2);
      expect(close.sharedIngredients.length).toBeGreaterThan(0);
    }
  });

  it("gives each perfumer's page slug with a perfume, in the order of its credits", async () => {
    const shalimar = await get('/api/perfumes/3004?lang=en');
    expect(shalimar.brand).toMatchObject({ key: 'guerlain', name: 'Guerlain' });
    expect(shalimar.perfumers).toEqual(['Jacques Guerlain']);
    expect(shalimar.perfumerSlugs).toEqual(['jacques-guerlain']);
  });

  it('lets shared caches keep the answers for a minute, as other catalog reads', async () => {
    const res = await t.app.inject('/api/perfumers');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });
});
