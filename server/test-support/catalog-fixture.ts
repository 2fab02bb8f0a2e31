import type { CatalogData, CatalogPerfume } from '../../common/domain/catalog-schema';
import { CatalogIndex } from '../catalog/catalog-index';

// A tiny hand-made catalog for engine unit tests: every record is visible in the test that uses it.

const l = (en: string, fr = en, es = en) => ({ en, fr, es });

export function fixturePerfume(
  over: Partial<CatalogPerfume> & Pick<CatalogPerfume, 'id' | 'name'>,
): CatalogPerfume {
  return {
    subBrand: '',
    year: 2000,
    gender: 'U',
    perfumers: [],
    familyId: 1,
    secondaryFamilyId: 2,
    meFamilyName: 'Floral',
    expertReviewed: true,
    discontinued: false,
    popularity: 50,
    origin: [],
    imageUrl: '',
    description: l('A test perfume.'),
    ingredients: [
      { key: 'rose', proportion: 60 },
      { key: 'musk', proportion: 40 },
    ],
    hero: 'rose',
    ...over,
  };
}

export function fixtureCatalog(brands: CatalogData['brands']): CatalogData {
  return {
    families: [
      {
        id: 1,
        key: 'floral',
        name: l('Floral', 'Floral', 'Floral'),
        color: '#E07A9F',
        intensity: 0.6,
        meFamilies: ['Floral'],
      },
      {
        id: 2,
        key: 'musky',
        name: l('Musky', 'Musqué', 'Almizclado'),
        color: '#B8ADA0',
        intensity: 0.3,
        meFamilies: [],
      },
      {
        id: 3,
        key: 'woody',
        name: l('Woody', 'Boisé', 'Amaderado'),
        color: '#8A5A32',
        intensity: 0.7,
        meFamilies: ['Woods'],
      },
    ],
    ingredients: [
      {
        id: 1,
        key: 'rose',
        name: l('Rose', 'Rose', 'Rosa'),
        familyId: 1,
        kind: 'natural',
        origins: [],
        imageUrl: '',
      },
      {
        id: 2,
        key: 'musk',
        name: l('Musk', 'Musc', 'Almizcle'),
        familyId: 2,
        kind: 'synthetic',
        origins: [],
        imageUrl: '',
      },
      {
        id: 3,
        key: 'vetiver',
        name: l('Vetiver', 'Vétiver', 'Vetiver'),
        familyId: 3,
        kind: 'natural',
        origins: [],
        imageUrl: '',
      },
    ],
    countries: [],
    concepts: [],
    brands,
  };
}

export function fixtureIndex(brands: CatalogData['brands']): CatalogIndex {
  return new CatalogIndex(fixtureCatalog(brands), 1);
}
