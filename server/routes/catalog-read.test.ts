import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { searchResponseSchema } from '../../common/api/perfumes';

describe('catalog read API on the seed catalog', () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject(url);
  const byName = (name: string) => t.catalog.index.perfumes.find((p) => p.name === name)!;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists brands with their perfume counts', async () => {
    const res = await get('/api/brands/?lang=en');
    expect(res.statusCode).toBe(200);
    const brands = res.json();
    expect(brands.length).toBeGreaterThanOrEqual(80);
    expect(
      brands.find((b: { name: string }) => b.name === 'Guerlain').perfumeCount,
    ).toBeGreaterThan(3);
  });

  it('answers one perfume with families, ingredients and proportions in the asked language', async () => {
    const shalimar = byName('Shalimar');
    const en = (await get(`/api/perfumes/${shalimar.id}?lang=en`)).json();
    const fr = (await get(`/api/perfumes/${shalimar.id}?lang=fr`)).json();
    expect(en.name).toBe('Shalimar');
    expect(en.brand.name).toBe('Guerlain');
    expect(
      en.ingredientProportions.reduce(
        (n: number, i: { proportion: number }) => n + i.proportion,
        0,
      ),
    ).toBe(100);
    expect(en.description).not.toBe(fr.description);
    expect(en.family.name).not.toBe('');
    expect(
      fr.ingredientProportions.map((i: { ingredient: { name: string } }) => i.ingredient.name),
    ).toContain('Vanille');
  });

  it('gives a clear 404 for an unknown perfume and a 400 for a malformed id', async () => {
    const missing = await get('/api/perfumes/999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({
      code: 'not_found',
      message: 'No perfume has the id 999999999.',
    });
    const malformed = await get('/api/perfumes/abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toContain('id');
  });

  it('answers several perfumes by id in the order asked, or sorted, skipping unknown ones unless allPresent', async () => {
    const a = byName('Shalimar').id;
    const b = byName('Angel').id;
    const ordered = (await get(`/api/perfumes/by_ids?perfumeIds=${a},999999,${b}`)).json();
    expect(ordered.map((p: { id: number }) => p.id)).toEqual([a, b]);
    const sorted = (
      await get(`/api/perfumes/by_ids?perfumeIds=${a},${b}&sortByEntryOrder=false`)
    ).json();
    expect(sorted.map((p: { name: string }) => p.name)).toEqual(['Angel', 'Shalimar']);
    const strict = await get(`/api/perfumes/by_ids?perfumeIds=${a},999999&allPresent=true`);
    expect(strict.statusCode).toBe(404);
    expect(strict.json().error.message).toBe('No perfume has the id 999999.');
    // A repeated id is answered once, and never reported missing.
    const repeated = await get(
      `/api/perfumes/by_ids?perfumeIds=${a},${a},999999,999998&allPresent=true`,
    );
    expect(repeated.json().error.message).toBe('No perfume has the ids 999999, 999998.');
    const twice = (await get(`/api/perfumes/by_ids?perfumeIds=${b},${a},${b}`)).json();
    expect(twice.map((p: { id: number }) => p.id)).toEqual([b, a]);
    const bad = await get('/api/perfumes/by_ids?perfumeIds=1,x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('perfumeIds');
    const absent = await get('/api/perfumes/by_ids');
    expect(absent.statusCode).toBe(400);
    expect(absent.json().error.message).toBe(
      'The perfumeIds parameter is required: a comma-separated list of ids.',
    );
    const tooMany = Array.from({ length: 501 }, (_, i) => i + 1).join(',');
    const long = await get(`/api/perfumes/by_ids?perfumeIds=${tooMany}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('The perfumeIds parameter takes at most 500 ids.');
  });

  it('lists ingredients most used first, and answers one with its chapter data', async () => {
    const list = (await get('/api/ingredients/?lang=es')).json();
    expect(list.length).toBeGreaterThanOrEqual(200);
    expect(list[0].perfumeCount).toBeGreaterThanOrEqual(list[1].perfumeCount);
    const rose = list.find((i: { name: string }) => i.name === 'Rosa');
    expect(rose.family.name).toBe('Floral');
    const one = (await get(`/api/ingredients/${rose.id}?lang=en`)).json();
    expect(one.name).toBe('Rose');
    const info = (await get(`/api/ingredients/${rose.id}/info/?lang=fr`)).json();
    expect(info.name).toBe('Rose');
    expect(info.origin.length).toBeGreaterThan(0);
    expect(info.origin[0]).toMatchObject({
      code: expect.any(String),
      lat: expect.any(Number),
      long: expect.any(Number),
    });
    expect(info.perfumes).toHaveLength(8);
    expect(info.relatedIngredients).toHaveLength(8);
    expect((await get('/api/ingredients/999999/info/')).statusCode).toBe(404);
    const unknown = await get('/api/ingredients/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');
  });

  it('searches by name, misspelled and accent-free, with filters', async () => {
    const misspelled = (await get('/api/v7/search?q=shalimr&lang=en')).json();
    expect(misspelled.data[0].name).toBe('Shalimar');
    const accentFree = (await get('/api/v7/search?q=bibliotheque')).json();
    expect(accentFree.data.map((p: { name: string }) => p.name)).toContain('Bibliothèque');
    const guerlain = (await get('/api/v7/search?q=guerlain&limit=5')).json();
    expect(guerlain.data).toHaveLength(5);
    expect(guerlain.total).toBeGreaterThan(5);
    const men = (await get('/api/v7/search?q=guerlain&gender=MU&limit=200')).json();
    expect(men.data.every((p: { gender: string }) => p.gender === 'MU')).toBe(true);
    expect(men.total).toBeLessThan(guerlain.total);
  });

  it('flags results that are only the closest names to a text that matched nothing as typed', async () => {
    // "mitsuoko": two letters swapped, which the spec's rule does not forgive.
    const swapped = searchResponseSchema.parse((await get('/api/v7/search?q=mitsuoko')).json());
    expect(swapped.approximate).toBe(true);
    expect(swapped.correctedQuery).toBe('mitsouko');
    expect(swapped.data[0]!.name).toBe('Mitsouko');
    // "blackopium": a missing space.
    const joined = searchResponseSchema.parse((await get('/api/v7/search?q=blackopium')).json());
    expect(joined).toMatchObject({ approximate: true, correctedQuery: 'black opium' });
    expect(joined.data[0]!.name).toBe('Black Opium');

    const exact = (await get('/api/v7/search?q=mitsouko')).json();
    expect(exact.approximate).toBe(false);
    expect(exact).not.toHaveProperty('correctedQuery');
    // Poison matches as typed; Hypnotic Poison too: no flag.
    expect((await get('/api/v7/search?q=poison')).json().approximate).toBe(false);
    const nothing = (await get('/api/v7/search?q=zzqxw')).json();
    expect(nothing).toEqual({ data: [], total: 0, approximate: false });
  });

  it('answers a repeated search the same way, in the language asked, in the documented shape', async () => {
    const en = await get('/api/v7/search?q=shalimar&lang=en');
    const again = await get('/api/v7/search?q=SHALIMAR&lang=en');
    expect(en.headers['content-type']).toMatch(/^application\/json/);
    expect(again.body).toBe(en.body);
    expect(searchResponseSchema.parse(en.json()).data[0]!.family.name).toBe('Amber');
    const fr = searchResponseSchema.parse((await get('/api/v7/search?q=shalimar&lang=fr')).json());
    expect(fr.data[0]!.family.name).toBe('Ambré');
  });

  it('names the parameter of a malformed search in a sentence', async () => {
    for (const [url, message] of [
      [
        `/api/v7/search?q=${'a'.repeat(101)}`,
        'The q parameter must be at most 100 characters long.',
      ],
      [
        '/api/v7/search?q=rose&gender=X',
        'The gender parameter must be a comma-separated list of gender codes FU (her), MU (him) and U (unisex), such as FU,U.',
      ],
      [
        '/api/v7/search?q=rose&brand_ids=a',
        'The brand_ids parameter must be a comma-separated list of ids, such as 1,2,3.',
      ],
      [
        '/api/v7/search?q=rose&limit=1000',
        'The limit parameter must be a whole number from 1 to 200.',
      ],
      [
        '/api/v7/search?q=rose&limit=0',
        'The limit parameter must be a whole number from 1 to 200.',
      ],
      [
        '/api/v7/search?q=rose&limit=abc',
        'The limit parameter must be a whole number from 1 to 200.',
      ],
      [
        '/api/v7/search?q=rose&offset=-1',
        'The offset parameter must be a whole number, 0 or more.',
      ],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message, url).toBe(message);
    }
  });

  it('lists the perfumes of a brand, family or gender by name when nothing is typed', async () => {
    const guerlainId = byName('Shalimar').brandId;
    const guerlain = searchResponseSchema.parse(
      (await get(`/api/v7/search?brand_ids=${guerlainId}&limit=200`)).json(),
    );
    const inCatalog = t.catalog.index.perfumes.filter((p) => p.brandId === guerlainId);
    expect(guerlain.total).toBe(inCatalog.length);
    expect(guerlain.data.map((p) => p.id).sort()).toEqual(inCatalog.map((p) => p.id).sort());
    const names = guerlain.data.map((p) => p.name);
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    expect(names).toEqual([...names].sort(collator.compare));
    // A blank text is no text, and the filters combine as they do with one.
    const blank = (await get(`/api/v7/search?q=%20&brand_ids=${guerlainId}&limit=200`)).json();
    expect(blank.total).toBe(guerlain.total);
    const forHim = (await get(`/api/v7/search?brand_ids=${guerlainId}&gender=MU`)).json();
    expect(forHim.total).toBe(inCatalog.filter((p) => p.gender === 'MU').length);
    expect(forHim.total).toBeGreaterThan(0);
    const amber = byName('Shalimar').familyId;
    const family = searchResponseSchema.parse(
      (await get(`/api/v7/search?family_ids=${amber}&limit=200`)).json(),
    );
    expect(family.total).toBe(t.catalog.index.perfumes.filter((p) => p.familyId === amber).length);
    expect(family.data.every((p) => p.family.id === amber)).toBe(true);
    // Without any filter, the whole catalog, a page at a time.
    const everything = (await get('/api/v7/search?limit=24&offset=24')).json();
    expect(everything.total).toBe(t.catalog.index.perfumes.length);
    expect(everything.data).toHaveLength(24);
  });

  it('reads an empty filter as no filter, as every route does', async () => {
    const all = (await get('/api/v7/search?q=guerlain')).json();
    const empty = (await get('/api/v7/search?q=guerlain&gender=&brand_ids=&family_ids=')).json();
    expect(empty.total).toBe(all.total);
    const lowerCase = (await get('/api/v7/search?q=guerlain&gender=mu')).json();
    const upperCase = (await get('/api/v7/search?q=guerlain&gender=MU')).json();
    expect(lowerCase.total).toBe(upperCase.total);
    expect(lowerCase.total).toBeLessThan(all.total);
  });

  it('still takes the former filter names brands and families (ADR 042)', async () => {
    const shalimar = byName('Shalimar');
    const current = `brand_ids=${shalimar.brandId}&family_ids=${shalimar.familyId}&limit=200`;
    const former = `brands=${shalimar.brandId}&families=${shalimar.familyId}&limit=200`;
    const answer = (await get(`/api/v7/search?${current}`)).json();
    expect(answer.total).toBeGreaterThan(0);
    expect((await get(`/api/v7/search?${former}`)).json()).toEqual(answer);
    // Both spellings given: the current name wins.
    const both = await get(`/api/v7/search?brand_ids=${shalimar.brandId}&brands=a&limit=200`);
    expect(both.statusCode).toBe(200);
    expect(
      both.json().data.every((p: { brand: { id: number } }) => p.brand.id === shalimar.brandId),
    ).toBe(true);
    // A malformed former name is refused as the parameter it now is.
    const malformed = await get('/api/v7/search?q=rose&brands=a');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe(
      'The brand_ids parameter must be a comma-separated list of ids, such as 1,2,3.',
    );
  });

  it('documents every catalog route in the OpenAPI document', async () => {
    const paths = Object.keys((await get('/api/docs')).json().paths);
    for (const path of [
      '/api/brands/',
      '/api/perfumes/{id}',
      '/api/perfumes/by_ids',
      '/api/ingredients/',
      '/api/ingredients/{id}/info/',
      '/api/v7/search',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
