import { describe, expect, it } from 'vitest';
import { fixtureIndex, fixturePerfume } from '../test-support/catalog-fixture';
import { closestPerfumers } from './closest-perfumers';
import { perfumerDirectory } from './perfumer-directory';

// Three perfumers on a hand-made catalog: two who compose with rose, one with vetiver.

const rosy = [
  { key: 'rose', proportion: 70 },
  { key: 'musk', proportion: 30 },
];
const woody = [
  { key: 'vetiver', proportion: 80 },
  { key: 'musk', proportion: 20 },
];

const index = fixtureIndex([
  {
    id: 1,
    key: 'house',
    name: 'House',
    perfumes: [
      fixturePerfume({ id: 1, name: 'A1', perfumers: ['Ann'], ingredients: rosy }),
      fixturePerfume({ id: 2, name: 'A2', perfumers: ['Ann'], ingredients: rosy }),
      fixturePerfume({ id: 3, name: 'B1', perfumers: ['Bea'], ingredients: rosy }),
      fixturePerfume({
        id: 4,
        name: 'B2',
        perfumers: ['Bea'],
        ingredients: woody,
        hero: 'vetiver',
      }),
      fixturePerfume({ id: 5, name: 'C1', perfumers: ['Cy'], ingredients: woody, hero: 'vetiver' }),
      fixturePerfume({ id: 6, name: 'C2', perfumers: ['Cy'], ingredients: woody, hero: 'vetiver' }),
      fixturePerfume({ id: 7, name: 'D1', perfumers: ['Dee'], ingredients: rosy }),
    ],
  },
]);

describe('closest perfumers', () => {
  const directory = perfumerDirectory.of(index);
  const ann = directory.bySlug.get('ann')!;

  it('ranks by likeness of the ingredients used, with the rarer ingredient as the reason', () => {
    const close = closestPerfumers(directory, ann);
    // Bea shares Ann's rose in half her work. Cy shares only the musk, which every perfume of
    // the catalog has: it says nothing of anyone's work, so Cy is not close at all.
    expect(close.map((c) => c.perfumer.slug)).toEqual(['bea']);
    expect(close[0]!.similarity).toBeGreaterThan(0.5);
    expect(close[0]!.similarity).toBeLessThan(1);
    expect(close[0]!.sharedIngredientIds[0]).toBe(
      index.ingredients.find((i) => i.key === 'rose')!.id,
    );
  });

  it('leaves out a perfumer with a single perfume, however alike', () => {
    expect(closestPerfumers(directory, ann).map((c) => c.perfumer.slug)).not.toContain('dee');
  });
});
