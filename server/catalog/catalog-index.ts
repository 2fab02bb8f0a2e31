import type {
  CatalogData,
  CatalogTables,
  CatalogWithoutDescriptions,
  Concentration,
  MeFamilyName,
} from '../../common/domain/catalog-schema';
import { stageMask } from '../../common/domain/pyramid';
import type { GenderCode } from '../../common/domain/gender';
import type { Localized } from '../../common/domain/languages';
import { normalizeText, words } from '../../common/domain/text';
import { mapSliced, runAtOnce, STEP, type Sliced } from './sliced';

// The immutable in-memory catalog every read is answered from. Built once per catalog version and
// swapped whole (catalog-store.ts), so readers never see half an import. Perfume descriptions stay
// in the database and are read when a perfume is shown (readPerfumeDescriptions).

export interface IndexedFamily {
  id: number;
  key: string;
  name: Localized;
  color: string;
  intensity: number;
  meFamilies: MeFamilyName[];
}

export interface IndexedIngredient {
  id: number;
  key: string;
  name: Localized;
  familyId: number;
  kind: 'natural' | 'synthetic';
  origins: string[];
  imageUrl: string;
  chapter: CatalogData['ingredients'][number]['chapter'];
  /** How many perfumes list it: a popularity signal for ingredient lists. */
  perfumeCount: number;
}

export interface IndexedBrand {
  id: number;
  key: string;
  name: string;
  country: string | null;
  /** The year the house was founded; null when the catalog does not give it. */
  founded: number | null;
  /** A short history of the house in three languages; null when the catalog has none. */
  history: Localized | null;
  perfumeCount: number;
}

export interface PerfumeIngredient {
  ingredientId: number;
  proportion: number;
  /** Its stages in the pyramid as a mask (common/domain/pyramid.ts); 0 when unknown. */
  stageMask: number;
}

/** What the catalog says of a perfume's strength; absent when it says nothing. */
export interface PerfumeConcentration {
  concentration: Concentration;
  concentrationName: string | null;
  alsoAs: Concentration[];
}

export interface IndexedPerfume {
  id: number;
  name: string;
  brandId: number;
  subBrand: string;
  year: number | null;
  gender: GenderCode;
  perfumers: string[];
  familyId: number;
  secondaryFamilyId: number;
  meFamilyName: MeFamilyName;
  expertReviewed: boolean;
  discontinued: boolean;
  popularity: number;
  origin: string[];
  imageUrl: string;
  /** Largest proportion first. */
  ingredients: PerfumeIngredient[];
  heroIngredientId: number;
  concentration: PerfumeConcentration | null;
  /** True for a perfume without a real pyramid; null when the catalog does not say. */
  linear: boolean | null;
  pyramidSource: 'published' | 'estimated' | null;
  /** Normalised texts for search (spec section 5). */
  search: { name: string; brand: string; subBrand: string; nameWords: string[] };
}

export interface IndexedConcept {
  id: number;
  key: string;
  name: Localized;
  categories: string[];
  visible: boolean;
  ingredients: { ingredientId: number; weight: number }[];
  families: { id: number; weight: number }[];
}

export interface IndexedCountry {
  code: string;
  code3: string;
  numeric: string;
  name: Localized;
  region: string;
  subRegion: string;
  lat: number;
  long: number;
}

export interface CatalogCounts {
  perfumes: number;
  brands: number;
  ingredients: number;
  concepts: number;
  families: number;
}

type IndexParts = Omit<CatalogIndex, 'version' | 'counts'>;

export class CatalogIndex {
  readonly perfumes: readonly IndexedPerfume[];
  readonly perfumeById: ReadonlyMap<number, IndexedPerfume>;
  readonly brands: readonly IndexedBrand[];
  readonly brandById: ReadonlyMap<number, IndexedBrand>;
  readonly families: readonly IndexedFamily[];
  readonly familyById: ReadonlyMap<number, IndexedFamily>;
  readonly ingredients: readonly IndexedIngredient[];
  readonly ingredientById: ReadonlyMap<number, IndexedIngredient>;
  readonly concepts: readonly IndexedConcept[];
  readonly conceptById: ReadonlyMap<number, IndexedConcept>;
  readonly countries: readonly IndexedCountry[];
  readonly countryByCode: ReadonlyMap<string, IndexedCountry>;
  /** Perfumes that list each ingredient, with its proportion there. */
  readonly perfumesByIngredient: ReadonlyMap<number, readonly IndexedPerfume[]>;

  /** Builds the index at once; a serving node builds it in slices (CatalogIndex.build). */
  constructor(data: CatalogWithoutDescriptions, version: number);
  constructor(data: null, version: number, parts: IndexParts);
  constructor(
    data: CatalogWithoutDescriptions | null,
    readonly version: number,
    parts: IndexParts = runAtOnce(buildParts(data!)),
  ) {
    this.perfumes = parts.perfumes;
    this.perfumeById = parts.perfumeById;
    this.brands = parts.brands;
    this.brandById = parts.brandById;
    this.families = parts.families;
    this.familyById = parts.familyById;
    this.ingredients = parts.ingredients;
    this.ingredientById = parts.ingredientById;
    this.concepts = parts.concepts;
    this.conceptById = parts.conceptById;
    this.countries = parts.countries;
    this.countryByCode = parts.countryByCode;
    this.perfumesByIngredient = parts.perfumesByIngredient;
  }

  /** The same index, built in slices (server/catalog/sliced.ts). */
  static *build(data: CatalogWithoutDescriptions, version: number): Sliced<CatalogIndex> {
    return new CatalogIndex(null, version, yield* buildParts(data));
  }

  counts(): CatalogCounts {
    return {
      perfumes: this.perfumes.length,
      brands: this.brands.length,
      ingredients: this.ingredients.length,
      concepts: this.concepts.length,
      families: this.families.length,
    };
  }
}

type TablePerfume = CatalogWithoutDescriptions['brands'][number]['perfumes'][number];

/**
 * Builds a catalog index from its tables and its perfumes given one at a time. A serving node
 * gives it each page of rows as it is read (catalog-store.ts), so the rows die young, instead of
 * 100,000 of them (about 230 MB) living through the whole read into the old generation, where
 * only a major collection, marking two versions at once, frees them.
 */
export class CatalogIndexBuilder {
  private readonly ingredientIdByKey: Map<string, number>;
  private readonly brandSearch = new Map<number, string>();
  private readonly brandPerfumes = new Map<number, number>();
  private readonly perfumeCount = new Map<number, number>();
  private readonly perfumeById = new Map<number, IndexedPerfume>();
  private readonly shared = sharedValues();

  constructor(private readonly tables: CatalogTables) {
    this.ingredientIdByKey = new Map(tables.ingredients.map((i) => [i.key, i.id]));
    for (const brand of tables.brands) {
      this.brandSearch.set(brand.id, normalizeText(brand.name));
      this.brandPerfumes.set(brand.id, 0);
    }
  }

  /** Adds a perfume of the brand (one of the tables' brands). */
  add(brandId: number, p: TablePerfume): void {
    const { ingredientIdByKey, perfumeCount, shared } = this;
    this.brandPerfumes.set(brandId, this.brandPerfumes.get(brandId)! + 1);
    const ingredients = p.ingredients
      .map((i) =>
        shared.entry(ingredientIdByKey.get(i.key)!, i.proportion, stageMask(i.stages ?? [])),
      )
      .sort((a, b) => b.proportion - a.proportion);
    for (const i of ingredients) {
      perfumeCount.set(i.ingredientId, (perfumeCount.get(i.ingredientId) ?? 0) + 1);
    }
    const name = normalizeText(p.name);
    this.perfumeById.set(p.id, {
      id: p.id,
      name: p.name,
      brandId,
      subBrand: shared.text(p.subBrand),
      year: p.year,
      gender: shared.text(p.gender),
      perfumers: shared.list(p.perfumers),
      familyId: p.familyId,
      secondaryFamilyId: p.secondaryFamilyId,
      meFamilyName: shared.text(p.meFamilyName),
      expertReviewed: p.expertReviewed,
      discontinued: p.discontinued,
      popularity: p.popularity,
      origin: shared.list(p.origin),
      imageUrl: shared.text(p.imageUrl),
      ingredients,
      heroIngredientId: ingredientIdByKey.get(p.hero)!,
      concentration: p.concentration
        ? shared.concentration(p.concentration, p.concentrationName ?? null, p.alsoAs ?? [])
        : null,
      linear: p.linear ?? null,
      pyramidSource: p.pyramidSource ? shared.text(p.pyramidSource) : null,
      search: {
        name,
        brand: this.brandSearch.get(brandId)!,
        subBrand: shared.text(normalizeText(p.subBrand)),
        nameWords: shared.list(words(name)),
      },
    });
  }

  /** The index of the perfumes added, in slices. */
  *build(version: number): Sliced<CatalogIndex> {
    return new CatalogIndex(null, version, yield* this.parts());
  }

  /** The index's parts, in slices: build() makes them a CatalogIndex. */
  *parts(): Sliced<IndexParts> {
    const { tables, perfumeById, perfumeCount } = this;
    const families = tables.families.map((f) => ({ ...f }));
    const countries = tables.countries.map((c) => ({ ...c }));
    const ingredientIdByKey = this.ingredientIdByKey;
    const brands: IndexedBrand[] = tables.brands.map((brand) => ({
      id: brand.id,
      key: brand.key,
      name: brand.name,
      country: brand.country ?? null,
      founded: brand.founded ?? null,
      history: brand.history ?? null,
      perfumeCount: this.brandPerfumes.get(brand.id)!,
    }));
    let step = 0;
    // By id. A database read gives them in id order already, so they are only checked; otherwise
    // the ids sort natively as numbers, far faster than the objects by a comparator.
    let ids = [...perfumeById.keys()];
    yield;
    if (!(yield* isAscending(ids))) ids = Array.from(Float64Array.from(ids).sort());
    yield;
    const perfumes = yield* mapSliced(ids, (id) => perfumeById.get(id)!);
    // Again, in id order: whoever walks the map meets the perfumes as in the list.
    const perfumeByIdInOrder = new Map<number, IndexedPerfume>();
    for (const p of perfumes) {
      perfumeByIdInOrder.set(p.id, p);
      if (++step % STEP === 0) yield;
    }
    const byName = new Intl.Collator().compare;
    const sortedBrands = brands.sort((a, b) => byName(a.name, b.name));
    yield;

    const ingredients = tables.ingredients.map((i) => ({
      id: i.id,
      key: i.key,
      name: i.name,
      familyId: i.familyId,
      kind: i.kind,
      origins: i.origins,
      imageUrl: i.imageUrl,
      chapter: i.chapter,
      perfumeCount: perfumeCount.get(i.id) ?? 0,
    }));

    const byIngredient = new Map<number, IndexedPerfume[]>();
    for (const p of perfumes) {
      for (const i of p.ingredients) {
        let list = byIngredient.get(i.ingredientId);
        if (!list) byIngredient.set(i.ingredientId, (list = []));
        list.push(p);
      }
      if (++step % STEP === 0) yield;
    }

    const concepts = tables.concepts.map((c) => ({
      id: c.id,
      key: c.key,
      name: c.name,
      categories: c.categories,
      visible: c.visible,
      ingredients: c.ingredients.map((a) => ({
        ingredientId: ingredientIdByKey.get(a.key)!,
        weight: a.weight,
      })),
      families: c.families,
    }));
    return {
      perfumes,
      perfumeById: perfumeByIdInOrder,
      brands: sortedBrands,
      brandById: byId(sortedBrands),
      families,
      familyById: byId(families),
      ingredients,
      ingredientById: byId(ingredients),
      concepts,
      conceptById: byId(concepts),
      countries,
      countryByCode: new Map(countries.map((c) => [c.code, c])),
      perfumesByIngredient: byIngredient,
    };
  }
}

function* isAscending(values: readonly number[]): Sliced<boolean> {
  for (let i = 1; i < values.length; i++) {
    if (values[i]! < values[i - 1]!) return false;
    if (i % (8 * STEP) === 0) yield;
  }
  return true;
}

function* buildParts(data: CatalogWithoutDescriptions): Sliced<IndexParts> {
  const builder = new CatalogIndexBuilder(data);
  let step = 0;
  for (const brand of data.brands) {
    for (const p of brand.perfumes) {
      builder.add(brand.id, p);
      if (++step % STEP === 0) yield;
    }
  }
  return yield* builder.parts();
}

/**
 * One object for each distinct value, shared by every perfume that has it: 100,000 perfumes list
 * about 710,000 ingredient entries but only some 52,000 distinct ones, and 6,000 perfumer lists. A
 * version of the catalog then holds far fewer objects, and the collector marks far fewer of them
 * while a reload has two versions in memory (docs/decisions/028-catalog-reload-in-slices.md).
 * Indexed values are never changed; the shared ones are frozen, so that a change would fail
 * loudly rather than alter every perfume that shares it.
 */
function sharedValues() {
  const entries = new Map<string, PerfumeIngredient>();
  const concentrations = new Map<string, PerfumeConcentration>();
  const lists = new Map<string, string[]>();
  const texts = new Map<string, string>();
  const text = <T extends string>(value: T): T => {
    const known = texts.get(value);
    if (known !== undefined) return known as T;
    texts.set(value, value);
    return value;
  };
  const list = <T extends string>(items: readonly T[]): T[] => {
    // The length first, and a character no name contains between items, keep [] and [""],
    // ["a b"] and ["a", "b"] apart.
    const key = `${items.length}\u0000${items.join('\u0000')}`;
    let shared = lists.get(key);
    if (!shared) lists.set(key, (shared = Object.freeze(items.map(text)) as unknown as string[]));
    return shared as T[];
  };
  return {
    /** Each row brings its own copy of "eau-de-parfum", "FU", "de"…: one copy of each. */
    text,
    /** Lists of texts, their texts shared too. */
    list,
    entry(ingredientId: number, proportion: number, mask: number): PerfumeIngredient {
      const key = `${ingredientId} ${proportion} ${mask}`;
      let entry = entries.get(key);
      if (!entry) {
        entry = Object.freeze({ ingredientId, proportion, stageMask: mask });
        entries.set(key, entry);
      }
      return entry;
    },
    /** A strength as the catalog says it: 16 differ among 100,000 generated perfumes. */
    concentration(
      concentration: Concentration,
      concentrationName: string | null,
      alsoAs: readonly Concentration[],
    ): PerfumeConcentration {
      const name = concentrationName === null ? '' : `"${concentrationName}`;
      const key = `${concentration}\u0000${name}\u0000${alsoAs.join(' ')}`;
      let shared = concentrations.get(key);
      if (!shared) {
        shared = Object.freeze({
          concentration: text(concentration),
          concentrationName: concentrationName === null ? null : text(concentrationName),
          alsoAs: list(alsoAs),
        });
        concentrations.set(key, shared);
      }
      return shared;
    },
  };
}

function byId<T extends { id: number }>(items: readonly T[]): Map<number, T> {
  return new Map(items.map((item) => [item.id, item]));
}
