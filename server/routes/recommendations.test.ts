import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileRecommendedPerfumeSchema } from '../../common/api/recommendations';
import { recommendedPerfumeSchema } from '../../common/api/catalog';
import { createTestApp, type TestApp } from '../test-support/test-app';

interface Item {
  id: number;
  name: string;
  gender: string;
  brand: { id: number; name: string };
  family: { id: number; name: string };
  heroIngredient: { id: number; name: string };
  recoValue: number;
  recoType: string;
  reason?: string;
}

describe('recommendation API on the seed catalog', () => {
  let t: TestApp;
  const get = async (url: string) => {
    const res = await t.app.inject(url);
    return { status: res.statusCode, body: res.json() };
  };
  const data = async (url: string): Promise<Item[]> => {
    const res = await get(url);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const byName = (name: string) => t.catalog.index.perfumes.find((p) => p.name === name)!;
  let no5: number;
  let shalimar: number;

  beforeAll(async () => {
    t = await createTestApp();
    no5 = byName('N°5').id;
    shalimar = byName('Shalimar').id;
  });
  afterAll(() => t.close());

  const expectSortedDesc = (items: Item[]) => {
    const values = items.map((i) => i.recoValue);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  };

  describe('GET /api/perfume_recommendations/by_perfume/', () => {
    const similar = (query: string) => `/api/perfume_recommendations/by_perfume/?${query}`;

    it('answers 12 similar perfumes by default, most similar first, never the reference', async () => {
      const items = await data(similar(`ref_perfume=${no5}`));
      expect(items).toHaveLength(12);
      expect(items.map((i) => i.id)).not.toContain(no5);
      expectSortedDesc(items);
      for (const item of items) {
        expect(recommendedPerfumeSchema.safeParse(item).success).toBe(true);
        expect(item.recoValue).toBeGreaterThan(0);
        expect(item.recoValue).toBeLessThanOrEqual(1);
      }
      // N°5's hero, aldehydes, leads the closest ones.
      expect(items[0]!.recoType).toBe('hero');
    });

    it('answers with or without the trailing slash, in the asked language', async () => {
      const en = await data(`/api/perfume_recommendations/by_perfume?ref_perfume=${no5}`);
      const fr = await data(similar(`ref_perfume=${no5}&lang=fr`));
      expect(fr.map((i) => i.id)).toEqual(en.map((i) => i.id));
      const family = t.catalog.index.familyById.get(fr[0]!.family.id)!;
      expect(fr[0]!.family.name).toBe(family.name.fr);
    });

    it('takes a limit from 1 to 50', async () => {
      expect(await data(similar(`ref_perfume=${no5}&limit=3`))).toHaveLength(3);
      expect(await data(similar(`ref_perfume=${no5}&limit=50`))).toHaveLength(50);
      for (const limit of ['0', '51', 'many', '2.5']) {
        const res = await get(similar(`ref_perfume=${no5}&limit=${limit}`));
        expect(res.status).toBe(400);
        expect(res.body.error.message).toBe(
          'The limit parameter must be a whole number from 1 to 50.',
        );
      }
    });

    it('filters by gender codes', async () => {
      const items = await data(similar(`ref_perfume=${no5}&gender=MU,U`));
      expect(items.length).toBeGreaterThan(0);
      expect(new Set(items.map((i) => i.gender))).not.toContain('FU');
      const lower = await data(similar(`ref_perfume=${no5}&gender=mu,u`));
      expect(lower.map((i) => i.id)).toEqual(items.map((i) => i.id));
    });

    it('filters by brands and families; an empty filter is no filter', async () => {
      const all = await data(similar(`ref_perfume=${shalimar}&limit=50`));
      const brandId = all[3]!.brand.id;
      const byBrand = await data(similar(`ref_perfume=${shalimar}&brand_ids=${brandId}`));
      expect(byBrand.length).toBeGreaterThan(0);
      expect(byBrand.every((i) => i.brand.id === brandId)).toBe(true);

      const families = await data(similar(`ref_perfume=${shalimar}&family_ids=1,6`));
      expect(families.length).toBe(12);
      expect(families.every((i) => [1, 6].includes(i.family.id))).toBe(true);

      const unfiltered = await data(similar(`ref_perfume=${shalimar}&brand_ids=&family_ids=`));
      expect(unfiltered.map((i) => i.id)).toEqual(all.slice(0, 12).map((i) => i.id));
    });

    it('answers 404 for a perfume that is not in the catalog', async () => {
      const res = await get(similar('ref_perfume=999999'));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        error: { code: 'not_found', message: 'There is no perfume with id 999999.' },
      });
    });

    it('answers 400 naming the parameter that is malformed or missing', async () => {
      const cases: [string, string][] = [
        ['ref_perfume=abc', 'ref_perfume'],
        ['', 'ref_perfume'],
        ['ref_perfume=-3', 'ref_perfume'],
        [`ref_perfume=${no5}&gender=F`, 'gender'],
        [`ref_perfume=${no5}&brand_ids=1,x`, 'brand_ids'],
        [`ref_perfume=${no5}&family_ids=1;2`, 'family_ids'],
      ];
      for (const [query, name] of cases) {
        const res = await get(similar(query));
        expect(res.status, query).toBe(400);
        expect(res.body.error.code).toBe('invalid_parameter');
        expect(res.body.error.message).toContain(`The ${name} parameter`);
      }
    });
  });

  describe('GET /api/v7/reco', () => {
    const reco = (query: string) => `/api/v7/reco?${query}`;

    it('recommends 12 perfumes for favourites, never a favourite, each with a reason', async () => {
      const items = await data(reco(`perfumes=${no5},${shalimar}&limit=12`));
      expect(items).toHaveLength(12);
      expect(items.map((i) => i.id)).not.toContain(no5);
      expect(items.map((i) => i.id)).not.toContain(shalimar);
      expectSortedDesc(items);
      for (const item of items) {
        expect(profileRecommendedPerfumeSchema.safeParse(item).success).toBe(true);
        expect(item.reason).toMatch(/^(Because|It shares|Close to)/);
      }
    });

    it('uses 12 by default and takes a limit up to 50', async () => {
      expect(await data(reco(`perfumes=${no5}`))).toHaveLength(12);
      expect(await data(reco(`perfumes=${no5}&limit=4`))).toHaveLength(4);
      expect((await get(reco(`perfumes=${no5}&limit=51`))).status).toBe(400);
    });

    it('writes the reasons in the request language', async () => {
      const url = reco(`perfumes=${no5}`);
      const [en, fr, es] = await Promise.all([
        data(url),
        data(`${url}&lang=fr`),
        data(`${url}&lang=es`),
      ]);
      expect(fr.map((i) => i.id)).toEqual(en.map((i) => i.id));
      expect(es.map((i) => i.id)).toEqual(en.map((i) => i.id));
      for (const item of fr) expect(item.reason).toMatch(/^(Parce que|Il partage|Proche de)/);
      for (const item of es) expect(item.reason).toMatch(/^(Porque|Comparte|Cercano)/);

      // A result led by aldehydes, N°5's hero, is proposed for that reason.
      const led = en.findIndex((i) => i.heroIngredient.name === 'Aldehydes');
      expect(led).toBeGreaterThanOrEqual(0);
      expect(en[led]!.reason).toBe('Because you love aldehydes, its main ingredient.');
      expect(fr[led]!.reason).toBe(
        'Parce que vous aimez son ingrédient principal\u00a0: aldéhydes.',
      );
      expect(es[led]!.reason).toBe('Porque te encanta su ingrediente principal: aldehídos.');
    });

    it('gives the favourite-family and shared-ingredient reasons too', async () => {
      const items = await data(reco(`perfumes=${no5},${shalimar}&limit=50`));
      const reasons = items.map((i) => i.reason!);
      expect(reasons.some((r) => /^Because .+ is one of your favourite families\.$/.test(r))).toBe(
        true,
      );
      expect(reasons.some((r) => /^It shares .+ with your favourites\.$/.test(r))).toBe(true);
    });

    it('filters with the included.gender, included.brands and included.families keys', async () => {
      const base = `perfumes=${no5},${shalimar}`;
      const men = await data(reco(`${base}&included.gender=MU`));
      expect(men.length).toBeGreaterThan(0);
      expect(men.every((i) => i.gender === 'MU')).toBe(true);

      const all = await data(reco(`${base}&limit=50`));
      const brandId = all[5]!.brand.id;
      const brand = await data(reco(`${base}&included.brands=${brandId}`));
      expect(brand.length).toBeGreaterThan(0);
      expect(brand.every((i) => i.brand.id === brandId)).toBe(true);

      const woody = await data(reco(`${base}&included.families=6`));
      expect(woody.length).toBeGreaterThan(0);
      expect(woody.every((i) => i.family.id === 6)).toBe(true);
    });

    it('ignores unknown favourites, and answers 404 when none is known', async () => {
      const known = await data(reco(`perfumes=${no5}`));
      const mixed = await data(reco(`perfumes=999999,${no5},999998`));
      expect(mixed).toEqual(known);

      const one = await get(reco('perfumes=999999'));
      expect(one.status).toBe(404);
      expect(one.body.error.message).toBe('There is no perfume with id 999999.');
      const many = await get(reco('perfumes=999999,999998'));
      expect(many.status).toBe(404);
      expect(many.body.error).toEqual({
        code: 'not_found',
        message: 'None of the perfumes 999999, 999998 is in the catalog.',
      });
    });

    it('answers 400 naming the parameter that is malformed or missing', async () => {
      const cases: [string, string][] = [
        ['', 'perfumes'],
        ['perfumes=', 'perfumes'],
        ['perfumes=1,,2', 'perfumes'],
        ['perfumes=abc', 'perfumes'],
        [`perfumes=${no5}&included.gender=women`, 'included.gender'],
        [`perfumes=${no5}&included.brands=x`, 'included.brands'],
        [`perfumes=${no5}&included.families=1,b`, 'included.families'],
      ];
      for (const [query, name] of cases) {
        const res = await get(reco(query));
        expect(res.status, query).toBe(400);
        expect(res.body.error.message).toContain(`The ${name} parameter`);
      }
    });
  });

  describe('excluded.ingredients: the ingredients a visitor avoids', () => {
    const ingredientId = (key: string) =>
      t.catalog.index.ingredients.find((i) => i.key === key)!.id;
    /** The proportion of an ingredient in a perfume, 0 when it does not list it. */
    const weight = (perfumeId: number, ingredient: number) =>
      t.catalog.index.perfumeById
        .get(perfumeId)!
        .ingredients.find((i) => i.ingredientId === ingredient)?.proportion ?? 0;

    it('leaves out similar perfumes where an avoided ingredient weighs 10 or more, and says how many', async () => {
      const vanilla = ingredientId('vanilla');
      const plain = await get(`/api/perfume_recommendations/by_perfume/?ref_perfume=${shalimar}`);
      expect(plain.body.leftOut).toBe(0);
      const heavy = (plain.body.data as Item[]).filter((p) => weight(p.id, vanilla) >= 10);
      expect(heavy.length).toBeGreaterThan(0);

      const avoiding = await get(
        `/api/perfume_recommendations/by_perfume/?ref_perfume=${shalimar}&excluded.ingredients=${vanilla}`,
      );
      expect(avoiding.status).toBe(200);
      const items = avoiding.body.data as Item[];
      expect(items).toHaveLength(12);
      for (const item of items) expect(weight(item.id, vanilla)).toBeLessThan(10);
      expect(avoiding.body.leftOut).toBe(heavy.length);
    });

    it('does the same for recommendations, and ignores unknown ingredient ids', async () => {
      const rose = ingredientId('rose');
      const url = `/api/v7/reco?perfumes=${no5},${shalimar}`;
      const plain = await get(url);
      const heavy = (plain.body.data as Item[]).filter((p) => weight(p.id, rose) >= 10);
      const avoiding = await get(`${url}&excluded.ingredients=${rose},999999`);
      expect(avoiding.status).toBe(200);
      for (const item of avoiding.body.data as Item[])
        expect(weight(item.id, rose)).toBeLessThan(10);
      expect(avoiding.body.data).toHaveLength(12);
      expect(avoiding.body.leftOut).toBe(heavy.length);
    });

    it('answers 400 for a malformed list', async () => {
      const res = await get(`/api/v7/reco?perfumes=${no5}&excluded.ingredients=rose`);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain('excluded.ingredients');
    });
  });

  it('documents both routes in the OpenAPI document', async () => {
    const paths = Object.keys((await get('/api/docs')).body.paths);
    expect(paths).toContain('/api/perfume_recommendations/by_perfume/');
    expect(paths).toContain('/api/v7/reco');
  });
});
