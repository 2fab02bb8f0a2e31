import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  conceptCategories,
  type CatalogConcept,
  type CatalogPerfume,
} from '../../common/domain/catalog-schema';
import { CatalogIndex } from '../catalog/catalog-index';
import { generateCatalog } from '../catalog-tools/generate';
import { readCatalogFolder } from '../catalog/read-catalog';
import { validateCatalog } from '../catalog/validate';
import { fixtureCatalog, fixturePerfume } from '../test-support/catalog-fixture';
import {
  CONCEPT_RECOS,
  MAX_RELATIONS,
  MIN_RELATIONS,
  conceptCategoryLabels,
  conceptDistances,
  conceptRecos,
  conceptRelations,
  conceptVector,
  cosine,
  conceptsDistanceFile,
  conceptsRecosFile,
  perfumeVector,
  recoValue,
} from './concepts-engine';

// Fixture: families 1 Floral, 2 Musky, 3 Woody; ingredients rose (Floral), musk (Musky),
// vetiver (Woody).

const l = (en: string) => ({ en, fr: `${en} (fr)`, es: `${en} (es)` });

function concept(
  id: number,
  ingredients: CatalogConcept['ingredients'],
  families: CatalogConcept['families'] = [],
): CatalogConcept {
  return {
    id,
    key: `concept-${id}`,
    name: l(`Concept ${id}`),
    categories: ['mood'],
    visible: true,
    ingredients,
    families,
  };
}

function indexOf(concepts: CatalogConcept[], perfumes: CatalogPerfume[] = []) {
  const data = fixtureCatalog([{ id: 1, key: 'house', name: 'House', perfumes }]);
  return new CatalogIndex({ ...data, concepts }, 1);
}

const rosy = fixturePerfume({
  id: 1001,
  name: 'Rosy',
  familyId: 1,
  secondaryFamilyId: 2,
  ingredients: [
    { key: 'rose', proportion: 60 },
    { key: 'musk', proportion: 40 },
  ],
});
const woody = fixturePerfume({
  id: 1002,
  name: 'Woody',
  familyId: 3,
  secondaryFamilyId: 3,
  ingredients: [{ key: 'vetiver', proportion: 100 }],
  hero: 'vetiver',
});

describe('vectors', () => {
  it('weighs a perfume by proportion, its main and secondary families and its ingredients’ families', () => {
    const index = indexOf([], [rosy]);
    const v = perfumeVector(index, index.perfumeById.get(1001)!);
    expect([...v.ingredients]).toEqual([
      [1, 0.6],
      [2, 0.4],
    ]);
    // Floral: main 0.6 + rose 0.6; Musky: secondary 0.3 + musk 0.4.
    expect(v.families.get(1)).toBeCloseTo(1.2);
    expect(v.families.get(2)).toBeCloseTo(0.7);
    expect(v.norm).toBeCloseTo(Math.sqrt(0.36 + 0.16 + 1.44 + 0.49));
  });

  it('takes a concept’s weights as listed', () => {
    const index = indexOf([concept(1, [{ key: 'rose', weight: 1 }], [{ id: 1, weight: 0.5 }])]);
    const v = conceptVector(index.concepts[0]!);
    expect([...v.ingredients]).toEqual([[1, 1]]);
    expect([...v.families]).toEqual([[1, 0.5]]);
    expect(v.norm).toBeCloseTo(Math.sqrt(1.25));
  });
});

describe('recoValue', () => {
  const index = indexOf(
    [
      concept(1, [{ key: 'rose', weight: 1 }], [{ id: 1, weight: 1 }]),
      concept(2, [{ key: 'vetiver', weight: 1 }], [{ id: 3, weight: 1 }]),
    ],
    [rosy, woody],
  );
  const [romantic, earthy] = index.concepts;

  it('is the cosine of the concept and the perfume', () => {
    const value = recoValue(index, romantic!, index.perfumeById.get(1001)!);
    expect(value).toBeCloseTo((0.6 + 1.2) / (Math.sqrt(2) * Math.sqrt(2.45)), 10);
  });

  it('is 0 when they share no ingredient and no family, and stays within 0..1', () => {
    expect(recoValue(index, earthy!, index.perfumeById.get(1001)!)).toBe(0);
    const same = recoValue(index, earthy!, index.perfumeById.get(1002)!);
    expect(same).toBeGreaterThan(0.9);
    expect(same).toBeLessThanOrEqual(1);
  });
});

describe('concept distances and relations', () => {
  it('is 1 − cosine, symmetric, 0 for identical associations and 1 for nothing shared', () => {
    const index = indexOf([
      concept(1, [{ key: 'rose', weight: 1 }], [{ id: 1, weight: 1 }]),
      concept(2, [{ key: 'rose', weight: 0.5 }], [{ id: 1, weight: 0.5 }]),
      concept(3, [{ key: 'vetiver', weight: 1 }]),
      concept(4, [{ key: 'rose', weight: 1 }]),
    ]);
    const d = conceptDistances(index);
    expect(d.get(1)!.get(2)).toBeCloseTo(0, 10);
    expect(d.get(1)!.get(3)).toBe(1);
    expect(d.get(1)!.get(4)).toBeCloseTo(1 - 1 / Math.sqrt(2), 10);
    expect(d.get(4)!.get(1)).toBe(d.get(1)!.get(4));
    expect(d.get(1)!.has(1)).toBe(false);
  });

  it('lists neighbours under distance 1 nearest first, padded to 10 with the nearest others', () => {
    const concepts = [
      concept(1, [{ key: 'rose', weight: 1 }]),
      concept(2, [
        { key: 'rose', weight: 1 },
        { key: 'musk', weight: 1 },
      ]),
      concept(3, [{ key: 'rose', weight: 1 }]),
      ...Array.from({ length: 12 }, (_, i) => concept(10 + i, [{ key: 'vetiver', weight: 1 }])),
    ];
    const relations = conceptRelations(indexOf(concepts)).get(1)!;
    expect(relations).toHaveLength(MIN_RELATIONS);
    expect(relations.slice(0, 3)).toEqual([
      { id: 3, dist: 0 },
      { id: 2, dist: 0.2929 },
      { id: 10, dist: 1 },
    ]);
    expect(relations.slice(2).map((r) => r.id)).toEqual([10, 11, 12, 13, 14, 15, 16, 17]);
  });

  it('keeps every neighbour under distance 1 beyond 10, up to 100', () => {
    const concepts = Array.from({ length: 120 }, (_, i) =>
      concept(i + 1, [
        { key: 'rose', weight: 1 },
        { key: 'vetiver', weight: i / 120 },
      ]),
    );
    concepts.push(concept(500, [{ key: 'musk', weight: 1 }]));
    const relations = conceptRelations(indexOf(concepts));
    expect(relations.get(1)).toHaveLength(MAX_RELATIONS);
    expect(relations.get(1)![0]!.id).toBe(2);
    const dists = relations.get(60)!.map((r) => r.dist);
    expect(dists).toEqual([...dists].sort((a, b) => a - b));
    expect(relations.get(500)).toHaveLength(MIN_RELATIONS);
  });
});

describe('concept perfumes', () => {
  it('keeps the 200 best perfumes with a positive recoValue, ties by popularity then id', () => {
    const perfumes: CatalogPerfume[] = [
      ...Array.from({ length: 210 }, (_, i) =>
        fixturePerfume({
          id: 2000 + i,
          name: `Rose ${i}`,
          popularity: 1 + (i % 50),
          ingredients: [
            { key: 'rose', proportion: 10 + (i % 7) * 10 },
            { key: 'musk', proportion: 90 - (i % 7) * 10 },
          ],
        }),
      ),
      woody,
    ];
    const index = indexOf(
      [concept(1, [{ key: 'rose', weight: 1 }], [{ id: 1, weight: 1 }])],
      perfumes,
    );
    const recos = conceptRecos(index).get(1)!;
    expect(recos).toHaveLength(CONCEPT_RECOS);
    expect(recos.map((r) => r.perfume.id)).not.toContain(1002);
    for (const r of recos) {
      expect(r.recoValue).toBeCloseTo(recoValue(index, index.concepts[0]!, r.perfume), 12);
    }
    for (let i = 1; i < recos.length; i++) {
      const [a, b] = [recos[i - 1]!, recos[i]!];
      const order =
        b.recoValue - a.recoValue ||
        b.perfume.popularity - a.perfume.popularity ||
        a.perfume.id - b.perfume.id;
      expect(order, `${a.perfume.id} before ${b.perfume.id}`).toBeLessThan(0);
    }
    // The 10 perfumes left out are among the weakest (rose at 10%).
    const kept = new Set(recos.map((r) => r.perfume.id));
    const left = perfumes.filter((x) => x.id !== 1002 && !kept.has(x.id));
    expect(left).toHaveLength(10);
    expect(left.every((x) => x.ingredients[0]!.proportion === 10)).toBe(true);
  });

  it('leaves out perfumes with nothing in common with the concept', () => {
    const index = indexOf([concept(1, [{ key: 'vetiver', weight: 1 }])], [rosy, woody]);
    expect(
      conceptRecos(index)
        .get(1)!
        .map((r) => r.perfume.id),
    ).toEqual([1002]);
  });
});

describe('concept perfumes at scale', () => {
  it('ranks exactly as scoring every perfume one by one would, whatever the number of families', async () => {
    const seedDir = fileURLToPath(new URL('../../catalog/', import.meta.url));
    const seed = validateCatalog(await readCatalogFolder(seedDir)).data!;
    const extra: CatalogConcept[] = [
      // More families than the ranking pass reads at once, and none at all.
      {
        ...seed.concepts[0]!,
        id: 9001,
        key: 'many-families',
        families: seed.families.slice(0, 6).map((f, i) => ({ id: f.id, weight: 1 - i / 10 })),
      },
      { ...seed.concepts[1]!, id: 9002, key: 'no-family', families: [] },
    ];
    const data = generateCatalog(
      { perfumes: 1500, seed: 3 },
      { ...seed, concepts: [...seed.concepts, ...extra] },
    );
    const index = new CatalogIndex(data, 1);
    const vectors = index.perfumes.map((p) => perfumeVector(index, p));
    const recos = conceptRecos(index);
    for (const concept of index.concepts) {
      const c = conceptVector(concept);
      const expected = index.perfumes
        .map((perfume, i) => ({ perfume, recoValue: cosine(c, vectors[i]!) }))
        .filter((r) => r.recoValue > 0)
        .sort(
          (a, b) =>
            b.recoValue - a.recoValue ||
            b.perfume.popularity - a.perfume.popularity ||
            a.perfume.id - b.perfume.id,
        )
        .slice(0, CONCEPT_RECOS);
      const actual = recos.get(concept.id)!;
      // Two perfumes of the same composition score the same up to the last bit of a double, and
      // which of them the last bit favours depends on the order of the sums: within such a tie
      // (1e-12) the order is not the engine's to prove, the values and the rest of the list are.
      const canonical = (list: { perfume: { id: number }; recoValue: number }[]) => {
        const ids = list.map((r) => r.perfume.id);
        for (let i = 0; i < list.length;) {
          let j = i + 1;
          while (j < list.length && Math.abs(list[j]!.recoValue - list[i]!.recoValue) < 1e-12) j++;
          const tied = ids.slice(i, j).sort((a, b) => a - b);
          ids.splice(i, j - i, ...tied);
          i = j;
        }
        return ids;
      };
      expect(canonical(actual), concept.key).toEqual(canonical(expected));
      actual.forEach((r, i) => expect(r.recoValue).toBeCloseTo(expected[i]!.recoValue, 12));
    }
  });
});

describe('precomputed files', () => {
  const index = indexOf(
    [
      concept(1, [{ key: 'rose', weight: 1 }], [{ id: 1, weight: 1 }]),
      concept(2, [
        { key: 'rose', weight: 1 },
        { key: 'musk', weight: 0.3 },
      ]),
      concept(3, [{ key: 'vetiver', weight: 1 }]),
    ],
    [rosy, woody],
  );

  it('writes every pair of distinct concepts, rounded to 4 decimals', () => {
    const file = conceptsDistanceFile(index);
    expect(Object.keys(file)).toEqual(['1', '2', '3']);
    expect(Object.keys(file['1']!)).toEqual(['2', '3']);
    expect(file['1']!['3']).toBe(1);
    expect(file['2']!['1']).toBe(file['1']!['2']);
    expect(String(file['1']!['2']).split('.')[1]!.length).toBeLessThanOrEqual(4);
  });

  it('writes each concept’s perfumes with their families and a 4-decimal recoValue', () => {
    const file = conceptsRecosFile(index);
    expect(file['3']).toEqual([
      {
        id: 1002,
        familyId: 3,
        secondaryFamilyId: 3,
        recoValue:
          Math.round(recoValue(index, index.concepts[2]!, index.perfumeById.get(1002)!) * 1e4) /
          1e4,
      },
    ]);
    expect(file['1']![0]).toMatchObject({ id: 1001, familyId: 1, secondaryFamilyId: 2 });
  });
});

describe('category labels', () => {
  it('names every category in English, French and Spanish', () => {
    for (const category of conceptCategories) {
      const label = conceptCategoryLabels[category];
      expect(label.en && label.fr && label.es, category).toBeTruthy();
    }
    expect(conceptCategoryLabels.colour).toEqual({ en: 'Colour', fr: 'Couleur', es: 'Color' });
  });
});
