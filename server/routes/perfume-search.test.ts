import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { possibleCombinationSchema } from '../../common/api/recommendations';
import { recommendedPerfumeSchema } from '../../common/api/catalog';
import { createTestApp, type TestApp } from '../test-support/test-app';

interface Hit {
  id: number;
  gender: string;
  brand: { id: number };
  family: { id: number; name: string };
  heroIngredient: { id: number };
  recoValue: number;
  recoType: string;
}

describe('ingredient search API on the seed catalog', () => {
  let t: TestApp;
  let rose: number;
  let vanilla: number;
  const idOf = (key: string) => t.catalog.index.ingredients.find((i) => i.key === key)!.id;
  const has = (perfumeId: number, ingredientId: number) =>
    t.catalog.index.perfumeById
      .get(perfumeId)!
      .ingredients.some((i) => i.ingredientId === ingredientId);

  beforeAll(async () => {
    t = await createTestApp();
    rose = idOf('rose');
    vanilla = idOf('vanilla');
  });
  afterAll(() => t.close());

  describe('POST /api/perfume_search/by_ingredients/', () => {
    const post = async (payload: unknown, query = '') => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/perfume_search/by_ingredients/${query}`,
        payload: payload as object,
      });
      return { status: res.statusCode, body: res.json() };
    };
    const ok = async (payload: unknown, query = '') => {
      const res = await post(payload, query);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as { data: Hit[]; total: number };
    };

    it('lists perfumes with the ingredient, 50 at most by default, and counts them all', async () => {
      const { data, total } = await ok([{ ingredientId: rose, proportion: 10 }]);
      expect(total).toBe(t.catalog.index.perfumesByIngredient.get(rose)!.length);
      expect(data).toHaveLength(Math.min(50, total));
      for (const hit of data) {
        expect(recommendedPerfumeSchema.safeParse(hit).success).toBe(true);
        expect(has(hit.id, rose)).toBe(true);
        expect(hit.recoType).toBe(hit.heroIngredient.id === rose ? 'hero' : 'other');
      }
    });

    it('takes 10 as the default proportion', async () => {
      const implicit = await ok([{ ingredientId: rose }, { ingredientId: vanilla }]);
      const explicit = await ok([
        { ingredientId: rose, proportion: 10 },
        { ingredientId: vanilla, proportion: 10 },
      ]);
      expect(implicit).toEqual(explicit);
    });

    it('ranks perfumes holding every selected ingredient first, best matches first', async () => {
      const { data, total } = await ok(
        [{ ingredientId: rose }, { ingredientId: vanilla }],
        '?limit=200',
      );
      const complete = data.map((h) => has(h.id, rose) && has(h.id, vanilla));
      const firstPartial = complete.indexOf(false);
      expect(firstPartial).toBeGreaterThan(0);
      expect(complete.slice(firstPartial)).not.toContain(true);
      data.forEach((h, i) => expect(h.recoValue >= 0.5).toBe(complete[i]));
      const values = data.map((h) => h.recoValue);
      expect(values).toEqual([...values].sort((a, b) => b - a));
      expect(total).toBeGreaterThan(firstPartial);
    });

    it('follows the requested proportions', async () => {
      const roseLed = await ok([
        { ingredientId: rose, proportion: 80 },
        { ingredientId: vanilla, proportion: 5 },
      ]);
      const vanillaLed = await ok([
        { ingredientId: rose, proportion: 5 },
        { ingredientId: vanilla, proportion: 80 },
      ]);
      expect(roseLed.data.map((h) => h.id)).not.toEqual(vanillaLed.data.map((h) => h.id));
    });

    it('filters by gender, brand_ids and family_ids, and takes a limit up to 200', async () => {
      const body = [{ ingredientId: rose }];
      const all = await ok(body, '?limit=200');
      const men = await ok(body, '?gender=MU');
      expect(men.total).toBeLessThan(all.total);
      expect(men.data.every((h) => h.gender === 'MU')).toBe(true);

      const brandId = all.data[0]!.brand.id;
      const brand = await ok(body, `?brand_ids=${brandId}`);
      expect(brand.data.every((h) => h.brand.id === brandId)).toBe(true);
      expect(brand.total).toBe(brand.data.length);

      const families = await ok(body, '?family_ids=1,3&gender=FU,U');
      expect(families.data.every((h) => [1, 3].includes(h.family.id) && h.gender !== 'MU')).toBe(
        true,
      );

      expect((await ok(body, '?limit=2')).data).toHaveLength(2);
      expect((await post(body, '?limit=201')).body.error.message).toBe(
        'The limit parameter must be a whole number from 1 to 200.',
      );
    });

    it('answers in the asked language', async () => {
      const { data } = await ok([{ ingredientId: rose }], '?lang=es&limit=1');
      const family = t.catalog.index.familyById.get(data[0]!.family.id)!;
      expect(data[0]!.family.name).toBe(family.name.es);
    });

    it('answers 404 naming an ingredient that is not in the catalog', async () => {
      const res = await post([{ ingredientId: rose }, { ingredientId: 99999 }]);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        error: { code: 'not_found', message: 'There is no ingredient with id 99999.' },
      });
    });

    it('answers 400 for a malformed selection', async () => {
      const tooMany = Array.from({ length: 21 }, (_, i) => ({ ingredientId: i + 1 }));
      const cases: [unknown, string][] = [
        [[], 'from 1 to 20 ingredients'],
        [tooMany, 'from 1 to 20 ingredients'],
        [{ ingredientId: rose }, 'must be a list'],
        [[{ ingredientId: rose, proportion: 0 }], 'proportion'],
        [[{ ingredientId: rose, proportion: 101 }], 'proportion'],
        [[{ ingredientId: 'rose' }], 'ingredientId'],
        [[{ proportion: 10 }], 'ingredientId'],
        [[{ ingredientId: rose }, { ingredientId: rose }], `ingredient ${rose} more than once`],
      ];
      for (const [payload, text] of cases) {
        const res = await post(payload);
        expect(res.status, JSON.stringify(payload)).toBe(400);
        expect(res.body.error.code).toBe('invalid_parameter');
        expect(res.body.error.message).toContain(text);
      }
      // Where in the body, as a person counts.
      const second = await post([
        { ingredientId: rose },
        { ingredientId: rose + 1, proportion: 0 },
      ]);
      expect(second.body.error.message).toMatch(/^The body is invalid at item 2, proportion: /);
      const badQuery = await post([{ ingredientId: rose }], '?gender=X');
      expect(badQuery.status).toBe(400);
      expect(badQuery.body.error.message).toContain('The gender parameter');
    });
  });

  describe('GET /api/ingredients/getPossibleCombinations', () => {
    const get = async (query: string) => {
      const res = await t.app.inject(`/api/ingredients/getPossibleCombinations${query}`);
      return { status: res.statusCode, body: res.json() };
    };
    type Combination = { ingredient: { id: number; name: string }; count: number; score: number };

    it('lists at most 30 ingredients found with the selection, most frequent first', async () => {
      const res = await get(`?ingredients=${rose}`);
      expect(res.status).toBe(200);
      const items = res.body as Combination[];
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(30);
      for (const item of items)
        expect(possibleCombinationSchema.safeParse(item).success).toBe(true);
      expect(items.map((i) => i.ingredient.id)).not.toContain(rose);
      const counts = items.map((i) => i.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));

      const first = items[0]!;
      const together = t.catalog.index.perfumesByIngredient
        .get(rose)!
        .filter((p) => p.ingredients.some((i) => i.ingredientId === first.ingredient.id));
      expect(first.count).toBe(together.length);
    });

    it('needs every selected ingredient, and answers in the asked language', async () => {
      const one = (await get(`?ingredients=${rose}`)).body as Combination[];
      const two = (await get(`?ingredients=${rose},${vanilla}&lang=es`)).body as Combination[];
      expect(two.length).toBeGreaterThan(0);
      expect(two.map((i) => i.ingredient.id)).not.toContain(vanilla);
      const alone = new Map(one.map((i) => [i.ingredient.id, i.count]));
      for (const item of two) {
        if (alone.has(item.ingredient.id)) {
          expect(item.count).toBeLessThanOrEqual(alone.get(item.ingredient.id)!);
        }
        const ingredient = t.catalog.index.ingredientById.get(item.ingredient.id)!;
        expect(item.ingredient.name).toBe(ingredient.name.es);
      }
    });

    it('answers 404 for an ingredient that is not in the catalog', async () => {
      const res = await get(`?ingredients=${rose},99999`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('There is no ingredient with id 99999.');
    });

    it('answers 400 naming the ingredients parameter when it is malformed or missing', async () => {
      for (const query of ['', '?ingredients=', '?ingredients=rose', '?ingredients=1,,2']) {
        const res = await get(query);
        expect(res.status, query).toBe(400);
        expect(res.body.error.message).toContain('The ingredients parameter');
      }
    });
  });

  it('documents both routes in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject('/api/docs')).json().paths);
    expect(paths).toContain('/api/perfume_search/by_ingredients/');
    expect(paths).toContain('/api/ingredients/getPossibleCombinations');
  });
});
