import { describe, expect, it } from 'vitest';
import type { CatalogBrand, CatalogPerfume } from '../../common/domain/catalog-schema';
import type { Language } from '../../common/domain/languages';
import { CatalogIndex } from '../catalog/catalog-index';
import { fixtureCatalog, fixturePerfume } from '../test-support/catalog-fixture';
import {
  ingredientInSentence,
  joinNaturally,
  recommend,
  type ProfileOptions,
} from './profile-recommendations';
import { perfumeSimilarity } from './similarity';

const l = (en: string, fr: string, es: string) => ({ en, fr, es });
const ingredient = (id: number, key: string, name: ReturnType<typeof l>, familyId: number) => ({
  id,
  key,
  name,
  familyId,
  kind: 'natural' as const,
  origins: [],
  imageUrl: '',
});
const notes = (...pairs: [string, number][]) =>
  pairs.map(([key, proportion]) => ({ key, proportion }));
const p = (id: number, name: string, over: Partial<CatalogPerfume>) =>
  fixturePerfume({ id, name, ...over });

// Families: 1 Floral, 2 Musky, 3 Woody (fixture), 4 Citrus. Ingredients: rose 1, musk 2,
// vetiver 3 (fixture), jasmine 4, vanilla 5, iris 6, cedar 7, bergamot 8, Turkish rose 9 (a
// near-synonym of rose).
function indexOf(brands: CatalogBrand[]): CatalogIndex {
  const data = fixtureCatalog(brands);
  data.families.push({
    id: 4,
    key: 'citrus',
    name: l('Citrus', 'Hespéridé', 'Cítrico'),
    color: '#F0B429',
    intensity: 0.4,
    meFamilies: ['Citrus'],
  });
  data.ingredients.push(
    ingredient(4, 'jasmine', l('Jasmine', 'Jasmin', 'Jazmín'), 1),
    ingredient(5, 'vanilla', l('Vanilla', 'Vanille', 'Vainilla'), 3),
    ingredient(6, 'iris', l('Iris', 'Iris', 'Iris'), 1),
    ingredient(7, 'cedar', l('Cedarwood', 'Cèdre', 'Cedro'), 3),
    ingredient(8, 'bergamot', l('Bergamot', 'Bergamote', 'Bergamota'), 4),
    ingredient(9, 'turkish-rose', l('Turkish rose', 'Rose de Turquie', 'Rosa turca'), 1),
  );
  return new CatalogIndex(data, 1);
}

const brand = (id: number, perfumes: CatalogPerfume[]): CatalogBrand => ({
  id,
  key: `brand-${id}`,
  name: `Brand ${id}`,
  perfumes,
});

// Two floral favourites: favourite ingredients rose, jasmine, vanilla, iris; favourite family Floral.
const index = indexOf([
  brand(1, [
    p(1001, 'Favourite one', {
      ingredients: notes(['rose', 40], ['jasmine', 30], ['vanilla', 30]),
      hero: 'rose',
    }),
    p(1002, 'Favourite two', {
      ingredients: notes(['rose', 50], ['jasmine', 25], ['iris', 25]),
      hero: 'rose',
    }),
  ]),
  brand(2, [
    p(2001, 'Rose hero', {
      gender: 'FU',
      familyId: 3,
      secondaryFamilyId: 2,
      ingredients: notes(['rose', 60], ['musk', 40]),
      hero: 'rose',
    }),
    p(2002, 'Rose hero too faint', {
      gender: 'MU',
      familyId: 2,
      secondaryFamilyId: 3,
      ingredients: notes(['musk', 52], ['vetiver', 40], ['rose', 8]),
      hero: 'rose',
    }),
    p(2003, 'Floral cedar', {
      gender: 'U',
      familyId: 1,
      secondaryFamilyId: 3,
      ingredients: notes(['cedar', 60], ['musk', 30], ['jasmine', 10]),
      hero: 'cedar',
    }),
  ]),
  brand(3, [
    p(3001, 'Woody bouquet', {
      gender: 'MU',
      familyId: 3,
      secondaryFamilyId: 4,
      ingredients: notes(['vetiver', 40], ['vanilla', 20], ['jasmine', 20], ['iris', 20]),
      hero: 'vetiver',
    }),
    p(3002, 'Floral rose', {
      gender: 'FU',
      familyId: 1,
      secondaryFamilyId: 2,
      ingredients: notes(['rose', 70], ['musk', 30]),
      hero: 'rose',
    }),
  ]),
]);

const reco = (favourites: number[], options: ProfileOptions = {}, lang: Language = 'en') =>
  recommend(index, favourites, options, lang)!;
const byName = (favourites: number[], lang: Language = 'en', options: ProfileOptions = {}) =>
  new Map(reco(favourites, options, lang).map((r) => [r.perfume.name, r]));

describe('recommendations for favourites', () => {
  it('never proposes a favourite', () => {
    const ids = reco([1001, 1002]).map((r) => r.perfume.id);
    expect(ids).not.toContain(1001);
    expect(ids).not.toContain(1002);
    expect(ids).toHaveLength(5);
  });

  it('ignores unknown ids, and answers null when none is known', () => {
    expect(reco([1001, 9999, 1002])).toEqual(reco([1001, 1002]));
    expect(recommend(index, [9998, 9999], {}, 'en')).toBeNull();
    expect(recommend(index, [], {}, 'en')).toBeNull();
  });

  it('scores a single favourite as similar perfumes do', () => {
    const favourite = index.perfumeById.get(1001)!;
    for (const r of reco([1001])) {
      expect(r.recoValue).toBeCloseTo(perfumeSimilarity(index, favourite, r.perfume), 6);
    }
  });

  it('ranks by score, highest first', () => {
    const values = reco([1001, 1002]).map((r) => r.recoValue);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(reco([1001, 1002])[0]!.perfume.name).toBe('Floral rose');
  });

  it('returns at most 12 by default, or the limit asked', () => {
    const many = indexOf([
      brand(
        1,
        Array.from({ length: 20 }, (_, i) =>
          p(1001 + i, `Rose ${i}`, { ingredients: notes(['rose', 60 - i], ['musk', 40 + i]) }),
        ),
      ),
    ]);
    expect(recommend(many, [1001], {}, 'en')).toHaveLength(12);
    expect(recommend(many, [1001], { limit: 3 }, 'en')).toHaveLength(3);
  });

  describe('filters', () => {
    const names = (options: ProfileOptions) =>
      reco([1001, 1002], options)
        .map((r) => r.perfume.name)
        .sort();
    it('by gender', () => {
      expect(names({ gender: ['FU'] })).toEqual(['Floral rose', 'Rose hero']);
      expect(names({ gender: ['MU', 'U'] })).toEqual([
        'Floral cedar',
        'Rose hero too faint',
        'Woody bouquet',
      ]);
    });
    it('by brand', () => {
      expect(names({ brandIds: [3] })).toEqual(['Floral rose', 'Woody bouquet']);
    });
    it('by main family', () => {
      expect(names({ familyIds: [1] })).toEqual(['Floral cedar', 'Floral rose']);
    });
  });
});

describe('the reason given', () => {
  const expected: Record<Language, Record<string, string>> = {
    en: {
      'Rose hero': 'Because you love rose, its main ingredient.',
      'Floral rose': 'Because you love rose, its main ingredient.',
      'Floral cedar': 'Because Floral is one of your favourite families.',
      'Woody bouquet': 'It shares vanilla, jasmine and iris with your favourites.',
      'Rose hero too faint': 'It shares rose with your favourites.',
    },
    fr: {
      'Rose hero': 'Parce que vous aimez son ingrédient principal\u00a0: rose.',
      'Floral rose': 'Parce que vous aimez son ingrédient principal\u00a0: rose.',
      'Floral cedar': 'Parce que la famille Floral fait partie de vos préférées.',
      'Woody bouquet': 'Il partage avec vos favoris\u00a0: vanille, jasmin et iris.',
      'Rose hero too faint': 'Il partage avec vos favoris\u00a0: rose.',
    },
    es: {
      'Rose hero': 'Porque te encanta su ingrediente principal: rosa.',
      'Floral rose': 'Porque te encanta su ingrediente principal: rosa.',
      'Floral cedar': 'Porque la familia Floral es una de tus favoritas.',
      'Woody bouquet': 'Comparte con tus favoritos: vainilla, jazmín e iris.',
      'Rose hero too faint': 'Comparte con tus favoritos: rosa.',
    },
  };

  for (const lang of ['en', 'fr', 'es'] as const) {
    it(`is written in ${lang}`, () => {
      const found = byName([1001, 1002], lang);
      for (const [name, reason] of Object.entries(expected[lang])) {
        expect(found.get(name)?.reason, name).toBe(reason);
      }
    });
  }

  it('1. names a favourite ingredient that is the result’s hero, before its family', () => {
    const found = byName([1001, 1002]);
    expect(found.get('Rose hero')!.reasonKind).toBe('hero');
    // Floral rose is also of a favourite family: the hero is the more specific reason.
    expect(found.get('Floral rose')!.reasonKind).toBe('hero');
    expect(found.get('Floral rose')!.recoType).toBe('hero');
  });

  it('1. needs the hero to weigh at least 10 in the result', () => {
    const found = byName([1001, 1002]);
    expect(found.get('Rose hero too faint')!.reasonKind).toBe('ingredients');
  });

  it('2. names a favourite family before shared ingredients', () => {
    const found = byName([1001, 1002]);
    expect(found.get('Floral cedar')!.reasonKind).toBe('family');
    expect(found.get('Floral cedar')!.recoType).toBe('family');
  });

  it('3. lists the shared favourite ingredients in the result’s order, at most five', () => {
    const found = byName([1001, 1002]);
    expect(found.get('Woody bouquet')!.reasonKind).toBe('ingredients');
    expect(found.get('Woody bouquet')!.recoType).toBe('other');

    const rich = indexOf([
      brand(1, [
        p(1001, 'Favourite', {
          ingredients: notes(
            ['rose', 20],
            ['jasmine', 20],
            ['vanilla', 20],
            ['iris', 20],
            ['musk', 20],
          ),
          hero: 'rose',
        }),
        p(1002, 'Six shared', {
          familyId: 3,
          ingredients: notes(
            ['cedar', 30],
            ['musk', 16],
            ['iris', 15],
            ['vanilla', 14],
            ['jasmine', 13],
            ['rose', 12],
          ),
          hero: 'cedar',
        }),
      ]),
    ]);
    expect(recommend(rich, [1001], {}, 'en')![0]!.reason).toBe(
      'It shares musk, iris, vanilla, jasmine and rose with your favourite.',
    );
  });

  it('4. falls back to closeness, in each language', () => {
    // Turkish rose is a near-synonym of the floral favourite's rose, so the woody perfume built on
    // it is close to that taste without sharing its ingredient or its family.
    const closeness = indexOf([
      brand(1, [
        p(1001, 'Floral', { familyId: 1, ingredients: notes(['rose', 100]), hero: 'rose' }),
        p(1002, 'Musky', {
          familyId: 2,
          secondaryFamilyId: 1,
          ingredients: notes(['musk', 100]),
          hero: 'musk',
        }),
        p(1003, 'Woody Turkish rose', {
          familyId: 3,
          secondaryFamilyId: 4,
          ingredients: notes(['turkish-rose', 100]),
          hero: 'turkish-rose',
        }),
      ]),
    ]);
    const texts = (['en', 'fr', 'es'] as const).map((lang) => {
      const found = recommend(closeness, [1001, 1002], {}, lang)!;
      expect(found.map((r) => r.perfume.name)).toEqual(['Woody Turkish rose']);
      expect(found[0]!.reasonKind).toBe('closeness');
      expect(found[0]!.recoType).toBe('other');
      return found[0]!.reason;
    });
    expect(texts).toEqual([
      'Close to your olfactory profile.',
      'Proche de votre profil olfactif.',
      'Cercano a tu perfil olfativo.',
    ]);
  });

  it('speaks of a single favourite in the singular, in each language', () => {
    const single = indexOf([
      brand(1, [
        p(1001, 'Favourite', {
          familyId: 1,
          ingredients: notes(['rose', 50], ['jasmine', 30], ['vanilla', 20]),
          hero: 'rose',
        }),
        p(1002, 'Floral vetiver', {
          familyId: 1,
          ingredients: notes(['vetiver', 60], ['vanilla', 40]),
          hero: 'vetiver',
        }),
        p(1003, 'Woody jasmine', {
          familyId: 3,
          ingredients: notes(['cedar', 60], ['jasmine', 40]),
          hero: 'cedar',
        }),
        p(1004, 'Woody Turkish rose', {
          familyId: 3,
          ingredients: notes(['turkish-rose', 100]),
          hero: 'turkish-rose',
        }),
      ]),
    ]);
    const reasons = (lang: Language) =>
      Object.fromEntries(
        recommend(single, [1001], {}, lang)!.map((r) => [r.perfume.name, r.reason]),
      );
    expect(reasons('en')).toEqual({
      'Floral vetiver': 'Because it belongs to the Floral family, like your favourite.',
      'Woody jasmine': 'It shares jasmine with your favourite.',
      'Woody Turkish rose': 'Close to your favourite.',
    });
    expect(reasons('fr')).toEqual({
      'Floral vetiver': 'Parce que, comme votre favori, il appartient à la famille Floral.',
      'Woody jasmine': 'Il partage avec votre favori\u00a0: jasmin.',
      'Woody Turkish rose': 'Proche de votre favori.',
    });
    expect(reasons('es')).toEqual({
      'Floral vetiver': 'Porque, como tu favorito, pertenece a la familia Floral.',
      'Woody jasmine': 'Comparte con tu favorito: jazmín.',
      'Woody Turkish rose': 'Cercano a tu favorito.',
    });
  });
});

describe('joining ingredient names', () => {
  it('joins one, two and more names in each language', () => {
    expect(joinNaturally(['rose'], 'en')).toBe('rose');
    expect(joinNaturally(['rose', 'jasmine'], 'en')).toBe('rose and jasmine');
    expect(joinNaturally(['rose', 'jasmine', 'vanilla'], 'en')).toBe('rose, jasmine and vanilla');
    expect(joinNaturally(['rose', 'jasmin', 'vanille'], 'fr')).toBe('rose, jasmin et vanille');
    expect(joinNaturally(['rosa', 'jazmín', 'vainilla'], 'es')).toBe('rosa, jazmín y vainilla');
  });

  it('writes the Spanish "e" before an /i/ sound, but not before "hie"', () => {
    expect(joinNaturally(['rosa', 'iris'], 'es')).toBe('rosa e iris');
    expect(joinNaturally(['rosa', 'hinoki'], 'es')).toBe('rosa e hinoki');
    expect(joinNaturally(['rosa', 'hierba limón'], 'es')).toBe('rosa y hierba limón');
  });
});

describe('an ingredient name inside a sentence', () => {
  const inSentence = (en: string, fr: string, es: string) =>
    (['en', 'fr', 'es'] as const).map((lang) => ingredientInSentence(l(en, fr, es), lang));

  it('takes a lower-case initial for a common noun', () => {
    expect(inSentence('Rose', 'Rose', 'Rosa')).toEqual(['rose', 'rose', 'rosa']);
    expect(inSentence('Orange blossom', "Fleur d'oranger", 'Azahar')).toEqual([
      'orange blossom',
      "fleur d'oranger",
      'azahar',
    ]);
  });

  it('keeps proper nouns that follow', () => {
    expect(inSentence('Atlas cedar', "Cèdre de l'Atlas", 'Cedro del Atlas')).toEqual([
      'Atlas cedar',
      "cèdre de l'Atlas",
      'cedro del Atlas',
    ]);
  });

  it('keeps a leading proper noun that another language writes capitalised', () => {
    expect(inSentence('Sichuan pepper', 'Poivre du Sichuan', 'Pimienta de Sichuan')[0]).toBe(
      'Sichuan pepper',
    );
    expect(inSentence('Turkish rose', 'Rose de Turquie', 'Rosa turca')[0]).toBe('Turkish rose');
    expect(inSentence('Peru balsam', 'Baume du Pérou', 'Bálsamo del Perú')[0]).toBe('Peru balsam');
  });

  it('keeps a trade name written with capitals', () => {
    expect(inSentence('Iso E Super', 'Iso E Super', 'Iso E Super')).toEqual([
      'Iso E Super',
      'Iso E Super',
      'Iso E Super',
    ]);
  });
});
