import { describe, expect, it } from 'vitest';
import { signatureIngredients, type CatalogFrequencies } from './signature-ingredients';
import { signatureReason, timesPhrase } from './signature-reasons';

// A small catalog where the answer is known: 20 perfumes, of which a house makes 6.
const rose = 1;
const bergamot = 2;
const oud = 3;
const iris = 4;
const vanilla = 5;

const perfume = (...ids: number[]) => ({
  ingredients: ids.map((ingredientId) => ({ ingredientId, proportion: 10, stageMask: 0 })),
});

// The house: rose in 4 of 6 (the catalog has 4 roses: all of them here), oud in 2 (of the
// catalog's 2), bergamot in 3 (as common here as everywhere: half the catalog), iris in 1 (too
// few to say anything), vanilla in 3 of 6 while 8 of the catalog's 20 have it (a half against two
// fifths: hardly more often than elsewhere), musk in 2 while every perfume of the catalog has it.
const musk = 6;
const house = [
  perfume(rose, bergamot, vanilla),
  perfume(rose, bergamot, oud),
  perfume(rose, bergamot, iris),
  perfume(rose, vanilla, oud),
  perfume(vanilla, musk),
  perfume(musk),
];

const catalogCounts = new Map([
  [rose, 4],
  [bergamot, 10],
  [oud, 2],
  [iris, 6],
  [vanilla, 8],
  [musk, 20],
]);
const catalog: CatalogFrequencies = {
  perfumeCount: 20,
  featuring: (id) => catalogCounts.get(id) ?? 0,
};

describe('signature ingredients', () => {
  it('finds the ingredients the set features far more often than the catalog, strongest first', () => {
    const found = signatureIngredients(house, catalog);
    expect(found.map((s) => s.ingredientId)).toEqual([rose, oud]);
    const [first, second] = found;
    expect(first).toMatchObject({ count: 4, total: 6 });
    // 4 of 6 against 4 of 20: (4/6) / (4/20) = 3.33 times as often.
    expect(first!.lift).toBeCloseTo(10 / 3);
    expect(second).toMatchObject({ count: 2, total: 6 });
    expect(second!.lift).toBeCloseTo(10 / 3);
  });

  it('leaves out an ingredient as common in the set as elsewhere, or found only once', () => {
    const ids = signatureIngredients(house, catalog).map((s) => s.ingredientId);
    expect(ids).not.toContain(bergamot);
    expect(ids).not.toContain(iris);
    expect(ids).not.toContain(vanilla);
    expect(ids).not.toContain(musk);
  });

  it('counts a perfume once even when it lists the ingredient at two stages', () => {
    const twice = [perfume(rose, rose, bergamot), perfume(rose, bergamot)];
    const [found] = signatureIngredients(twice, catalog);
    expect(found).toMatchObject({ ingredientId: rose, count: 2, total: 2 });
  });

  it('says nothing of an empty set or of a single perfume', () => {
    expect(signatureIngredients([], catalog)).toEqual([]);
    expect(signatureIngredients([perfume(rose, oud, iris)], catalog)).toEqual([]);
  });

  it('ranks by evidence: many perfumes at twice the rate before a pair at eight times it', () => {
    const big = Array.from({ length: 40 }, (_, i) =>
      perfume(...(i < 30 ? [rose] : []), ...(i < 8 ? [oud] : []), bergamot),
    );
    const wide: CatalogFrequencies = {
      perfumeCount: 1000,
      // Rose in 30 of 40 against 37.5 % of the catalog: twice as often. Oud in 8 of 40 against
      // 2.5 %: eight times as often.
      featuring: (id) => ({ [rose]: 375, [oud]: 25, [bergamot]: 1000 })[id] ?? 0,
    };
    const found = signatureIngredients(big, wide);
    expect(found.map((s) => s.ingredientId)).toEqual([rose, oud]);
    expect(found[0]!.lift).toBeCloseTo(2);
    expect(found[1]!.lift).toBeCloseTo(8);
  });
});

describe('the reason of a signature ingredient', () => {
  const signature = { count: 6, total: 9, lift: 3.1 };

  it('reads as a sentence in English, French and Spanish', () => {
    expect(signatureReason(signature, 'house', 'en')).toBe(
      'In 6 of its 9 perfumes, three times as often as the catalog as a whole.',
    );
    expect(signatureReason(signature, 'perfumer', 'en')).toBe(
      'In 6 of their 9 perfumes, three times as often as the catalog as a whole.',
    );
    expect(signatureReason(signature, 'house', 'fr')).toBe(
      'Dans 6 de ses 9 parfums, trois fois plus souvent que dans l’ensemble du catalogue.',
    );
    expect(signatureReason(signature, 'perfumer', 'es')).toBe(
      'En 6 de sus 9 perfumes, tres veces más a menudo que en el conjunto del catálogo.',
    );
  });

  it('says "all" when every perfume of the set features it', () => {
    const everywhere = { count: 4, total: 4, lift: 2.2 };
    expect(signatureReason(everywhere, 'house', 'en')).toBe(
      'In all 4 of its perfumes, twice as often as the catalog as a whole.',
    );
    expect(signatureReason(everywhere, 'perfumer', 'fr')).toBe(
      'Dans chacun de ses 4 parfums, deux fois plus souvent que dans l’ensemble du catalogue.',
    );
    expect(signatureReason(everywhere, 'house', 'es')).toBe(
      'En todos sus 4 perfumes, dos veces más a menudo que en el conjunto del catálogo.',
    );
  });

  it('writes the lift in words up to ten, then in figures', () => {
    expect(timesPhrase(1.6, 'en')).toBe('one and a half times');
    expect(timesPhrase(2.4, 'en')).toBe('twice');
    expect(timesPhrase(9.6, 'fr')).toBe('dix fois');
    expect(timesPhrase(1234.2, 'fr')).toBe('1\u202f234 fois');
    expect(timesPhrase(14, 'es')).toBe('14 veces');
  });
});
