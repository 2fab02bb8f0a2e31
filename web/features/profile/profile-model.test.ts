import { describe, expect, it } from 'vitest';
import { ani, families, shalimar, summary, tresor } from '../../test/catalog-fixtures';
import {
  suggestIngredientsToAvoid,
  describeProfile,
  familyShares,
  favouriteIngredients,
  favouriteOfPerfume,
  favouritesOfProfile,
  perfumesOfFamily,
  rows,
} from './profile-model';

// Shalimar: amber / powdery. Ani: amber / spicy. Trésor: powdery / fruity.
const favourites = [shalimar, ani, tresor];

describe('profile model', () => {
  it('counts the main families, largest first, with their secondary families', () => {
    const shares = familyShares(favourites);
    expect(shares.map((s) => [s.family.name, s.count])).toEqual([
      ['Amber', 2],
      ['Powdery', 1],
    ]);
    expect(shares[0]!.subfamilies.map((s) => [s.family.name, s.count])).toEqual([
      ['Powdery', 1],
      ['Spicy', 1],
    ]);
  });

  it('names the favourite families and up to three other secondary families', () => {
    const { families: named, subfamilies } = describeProfile(familyShares(favourites));
    expect(named.map((f) => f.name)).toEqual(['Amber', 'Powdery']);
    // Powdery is already named as a main family: only the others add a touch.
    expect(subfamilies.map((f) => f.name)).toEqual(['Fruity', 'Spicy']);
  });

  it('keeps at most three subfamilies in the sentence', () => {
    const many = [families.citrus, families.fruity, families.spicy, families.powdery].map(
      (secondaryFamily, i) => ({ ...shalimar, id: 900 + i, secondaryFamily }),
    );
    expect(describeProfile(familyShares(many)).subfamilies).toHaveLength(3);
  });

  it('narrows the favourites to a family, or keeps them all', () => {
    expect(perfumesOfFamily(favourites, families.amber.id).map((p) => p.name)).toEqual([
      'Shalimar',
      'Ani',
    ]);
    expect(perfumesOfFamily(favourites, null)).toHaveLength(3);
  });

  it('ranks ingredients by their summed proportion over each perfume’s five main ones', () => {
    const mainOf = (p: typeof shalimar) =>
      [...p.ingredientProportions].sort((a, b) => b.proportion - a.proportion).slice(0, 5);
    const expected = new Map<string, number>();
    for (const p of [shalimar, ani]) {
      for (const i of mainOf(p)) {
        expected.set(i.ingredient.name, (expected.get(i.ingredient.name) ?? 0) + i.proportion);
      }
    }
    const ranked = favouriteIngredients([shalimar, ani].map(favouriteOfPerfume));
    expect(new Map(ranked.map((r) => [r.ingredient.name, r.total]))).toEqual(expected);
    const sums = ranked.map((r) => r.total);
    expect([...sums].sort((a, b) => b - a)).toEqual(sums);
    // Vanilla is a main ingredient of both.
    expect(ranked.find((r) => r.ingredient.name === 'Vanilla')!.perfumes).toBe(2);
  });

  it('reads the favourites of a profile answer, each main ingredient named once for all', () => {
    const main = (p: typeof shalimar) =>
      favouriteOfPerfume(p).mainIngredients.map((m) => ({
        id: m.ingredient.id,
        proportion: m.proportion,
      }));
    const byId = favouritesOfProfile({
      account: null,
      favoritePerfumes: [shalimar, ani].map((p) => ({
        perfume: { ...summary(p), mainIngredients: main(p) },
        rating: 5,
        addedAt: '2026-01-01T00:00:00.000Z',
      })),
      ingredients: [...shalimar.ingredientProportions, ...ani.ingredientProportions].map((x) => ({
        id: x.id,
        name: x.ingredient.name,
        familyColor: x.ingredient.family.color,
      })),
      dislikedIngredients: [],
    });
    expect([...byId.keys()]).toEqual([shalimar.id, ani.id]);
    expect(byId.get(shalimar.id)!.mainIngredients).toEqual(
      favouriteOfPerfume(shalimar).mainIngredients,
    );
    // The same ranking as from the whole perfumes an anonymous visitor's profile reads.
    expect(favouriteIngredients([...byId.values()])).toEqual(
      favouriteIngredients([shalimar, ani].map(favouriteOfPerfume)),
    );
  });

  it('splits a list into rows of six', () => {
    expect(rows([1, 2, 3, 4, 5, 6, 7], 6)).toEqual([[1, 2, 3, 4, 5, 6], [7]]);
    expect(rows([], 6)).toEqual([]);
  });
});

describe('suggestIngredientsToAvoid', () => {
  const all = [
    { id: 1, name: 'Vanilla', perfumeCount: 175 },
    { id: 2, name: 'Bourbon vanilla', perfumeCount: 3 },
    { id: 3, name: 'Vanillin', perfumeCount: 0 },
    { id: 4, name: 'Vétiver', perfumeCount: 138 },
    { id: 5, name: 'Tonka bean', perfumeCount: 85 },
  ];

  it('proposes names that start with the text, then words that do, accents and case ignored', () => {
    expect(suggestIngredientsToAvoid(all, 'VANI', []).map((i) => i.id)).toEqual([1, 3, 2]);
    expect(suggestIngredientsToAvoid(all, 'vet', []).map((i) => i.id)).toEqual([4]);
    expect(suggestIngredientsToAvoid(all, 'bean', []).map((i) => i.id)).toEqual([5]);
    // One slip forgiven in a longer word, as in the ingredient explorer.
    expect(suggestIngredientsToAvoid(all, 'vanile', []).map((i) => i.id)).toContain(1);
  });

  it('never proposes one already avoided, nor anything for an empty text', () => {
    expect(suggestIngredientsToAvoid(all, 'vani', [1]).map((i) => i.id)).toEqual([3, 2]);
    expect(suggestIngredientsToAvoid(all, '  ', [])).toEqual([]);
  });
});
