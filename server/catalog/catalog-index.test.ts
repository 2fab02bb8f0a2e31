import { describe, expect, it } from 'vitest';
import { fixtureIndex, fixturePerfume } from '../test-support/catalog-fixture';
import { seedCatalogDir } from '../test-support/test-app';
import { CatalogIndex, CatalogIndexBuilder } from './catalog-index';
import { readCatalogFolder } from './read-catalog';
import { runAtOnce } from '../lib/sliced';
import { validateCatalog } from './validate';

describe('CatalogIndex', () => {
  it('shares the values perfumes have in common instead of keeping a copy for each', () => {
    const index = fixtureIndex([
      {
        id: 1,
        key: 'house',
        name: 'House',
        perfumes: [
          fixturePerfume({
            id: 1,
            name: 'Rosy',
            perfumers: ['Ann Ray'],
            concentration: 'eau-de-parfum',
          }),
          fixturePerfume({
            id: 2,
            name: 'Rosy Night',
            perfumers: ['Ann Ray'],
            concentration: 'eau-de-parfum',
          }),
          fixturePerfume({
            id: 3,
            name: 'Rose Oud',
            perfumers: ['Ann Ray', 'Bo Li'],
            ingredients: [
              { key: 'rose', proportion: 50 },
              { key: 'musk', proportion: 40 },
            ],
          }),
        ],
      },
    ]);
    const [a, b, c] = [1, 2, 3].map((id) => index.perfumeById.get(id)!);
    // The same ingredient at the same proportion (and stages): one entry for both perfumes.
    expect(a!.ingredients[0]).toBe(b!.ingredients[0]);
    expect(a!.ingredients[1]).toBe(c!.ingredients[1]);
    // Another proportion is another entry, with its own values.
    expect(c!.ingredients[0]).not.toBe(a!.ingredients[0]);
    expect(c!.ingredients[0]).toEqual({
      ingredientId: a!.ingredients[0]!.ingredientId,
      proportion: 50,
      stageMask: 0,
    });
    expect(a!.perfumers).toBe(b!.perfumers);
    expect(a!.perfumers).toEqual(['Ann Ray']);
    expect(c!.perfumers).toEqual(['Ann Ray', 'Bo Li']);
    expect(a!.concentration).toBe(b!.concentration);
    expect(a!.concentration).toEqual({
      concentration: 'eau-de-parfum',
      concentrationName: null,
      alsoAs: [],
    });
    expect(c!.concentration).toBeNull();
    // Shared values are frozen: changing one for a perfume would change it for all of them.
    expect(() => a!.perfumers.push('Bo Li')).toThrow(TypeError);
    expect(() => {
      a!.ingredients[0]!.proportion = 10;
    }).toThrow(TypeError);
    expect(b!.perfumers).toEqual(['Ann Ray']);
  });

  it('is the same built from perfumes given one at a time, in any order, as from the whole catalog', async () => {
    const data = validateCatalog(await readCatalogFolder(seedCatalogDir)).data!;
    const whole = new CatalogIndex(data, 1);
    const builder = new CatalogIndexBuilder({
      ...data,
      brands: data.brands.map(({ perfumes: _, ...brand }) => brand),
    });
    // As a database read gives them: by perfume id, brands mixed.
    const byId = data.brands
      .flatMap((brand) => brand.perfumes.map((perfume) => ({ brandId: brand.id, perfume })))
      .sort((x, y) => x.perfume.id - y.perfume.id);
    for (const { brandId, perfume } of byId) builder.add(brandId, perfume);
    const given = runAtOnce(builder.build(1));
    expect(given.perfumes).toEqual(whole.perfumes);
    expect([...given.perfumeById.keys()]).toEqual([...whole.perfumeById.keys()]);
    expect(given.brands).toEqual(whole.brands);
    expect(given.brands.find((b) => b.key === 'guerlain')?.perfumeCount).toBeGreaterThan(1);
    expect(given.ingredients).toEqual(whole.ingredients);
    expect(given.perfumesByIngredient).toEqual(whole.perfumesByIngredient);
    expect(given.counts()).toEqual(whole.counts());
  });
});
