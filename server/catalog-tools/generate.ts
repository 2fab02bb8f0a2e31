import type {
  CatalogBrand,
  CatalogData,
  CatalogFamily,
  CatalogIngredient,
  CatalogPerfume,
  Concentration,
  MeFamilyName,
  PyramidStage,
} from '../../common/domain/catalog-schema';
import { meFamilyNames } from '../../common/domain/catalog-schema';
import { genderCodes, type GenderCode } from '../../common/domain/gender';
import type { Language } from '../../common/domain/languages';
import { createRandom, weightedPicker, type Random } from '../lib/random';
import { slugify } from '../../common/domain/text';

// The operator's scale generator: a synthetic catalog of any size, shaped like a real one (a few
// huge brands and a long tail of small houses, multilingual names with accents and apostrophes,
// recent launches outnumbering classics), so that search, import and pages can be load-tested on
// data that stresses them the way real data would. It is pure: the same options and base always
// give the same catalog, so a slow query found on seed 7 can be reproduced on seed 7.

export interface GenerateOptions {
  perfumes: number;
  seed: number;
  /** Default: one brand per 50 perfumes. Lowered when needed so that no brand is empty. */
  brands?: number;
}

export type CatalogBase = Pick<CatalogData, 'families' | 'ingredients' | 'countries' | 'concepts'>;

export const firstYear = 1920;
export const lastYear = 2026;

export function generateCatalog(options: GenerateOptions, base: CatalogBase): CatalogData {
  checkOptions(options);
  const context = createContext(base);
  const random = createRandom(options.seed);
  const count = brandCount(options);
  const sizes = random.shuffle(brandSizes(random, options.perfumes, count));
  const prominence = prominenceOf(sizes);
  const perfumers = perfumerPool(random, count);
  const names = { keys: new Set<string>(), names: new Set<string>() };
  // Perfume ids run on across brands (1, 2, 3…) rather than the seed's brandId * 1000 + n, whose
  // 999-id blocks would cap the largest houses and flatten the head of the size distribution.
  let firstPerfumeId = 1;
  const brands = sizes.map((size, index) => {
    const brand = generateBrand(random, context, {
      id: index + 1,
      firstPerfumeId,
      size,
      prominence: prominence[index] ?? 0,
      perfumers,
      used: names,
    });
    firstPerfumeId += size;
    return brand;
  });
  return {
    families: [...base.families],
    // A chapter names its iconic perfume, which a generated catalog does not have.
    ingredients: base.ingredients.map(({ chapter: _chapter, ...ingredient }) => ingredient),
    countries: [...base.countries],
    concepts: [...base.concepts],
    brands,
  };
}

function checkOptions(options: GenerateOptions): void {
  if (!Number.isSafeInteger(options.perfumes) || options.perfumes < 1) {
    throw new RangeError(`perfumes must be a positive integer, got ${options.perfumes}`);
  }
  if (!Number.isSafeInteger(options.seed)) {
    throw new RangeError(`seed must be an integer, got ${options.seed}`);
  }
  if (
    options.brands !== undefined &&
    (!Number.isSafeInteger(options.brands) || options.brands < 1)
  ) {
    throw new RangeError(`brands must be a positive integer, got ${options.brands}`);
  }
}

/**
 * The requested brand count, lowered so that no brand is left without perfumes (an empty brand
 * page is not something real data has).
 */
export function brandCount(options: GenerateOptions): number {
  const requested = options.brands ?? Math.max(1, Math.round(options.perfumes / 50));
  return Math.min(options.perfumes, requested);
}

// ---------------------------------------------------------------------------------------------
// Brand sizes

/** Above 1, the tail is long: most houses have a handful of launches. */
const zipfExponent = 1.2;
/**
 * The Zipf–Mandelbrot offset, per brand: a pure power law over 2,000 brands would give the first
 * house a sixth of the catalog, where the largest real houses own one or two percent of it. The
 * offset bends the head down smoothly, so the biggest brands still differ from one another.
 */
const headOffsetPerBrand = 1 / 200;

/**
 * Perfumes per brand, largest first: Zipf–Mandelbrot weights with some noise (real brand sizes
 * are not a perfect power law), at least one perfume each, summing exactly to `perfumes`.
 */
export function brandSizes(random: Random, perfumes: number, brands: number): number[] {
  const offset = brands * headOffsetPerBrand;
  const weights = Array.from(
    { length: brands },
    (_, i) => Math.pow(i + 1 + offset, -zipfExponent) * Math.exp(random.normal(0, 0.3)),
  );
  weights.sort((a, b) => b - a);
  const sum = weights.reduce((s, w) => s + w, 0);
  const extra = perfumes - brands;
  return apportion(
    weights.map((w) => (extra * w) / sum),
    extra,
  ).map((n) => n + 1);
}

/** Rounds real shares to integers that sum exactly to `total` (largest remainder method). */
export function apportion(shares: readonly number[], total: number): number[] {
  const floors = shares.map((s) => Math.floor(s));
  let missing = total - floors.reduce((sum, n) => sum + n, 0);
  const order = shares
    .map((s, i) => ({ i, fraction: s - Math.floor(s) }))
    .sort((a, b) => b.fraction - a.fraction || a.i - b.i);
  for (const { i } of order) {
    if (missing <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    missing--;
  }
  return floors;
}

/** 1 for the largest brand, 0 for the smallest: big houses have the best-known perfumes. */
function prominenceOf(sizes: number[]): number[] {
  const ranked = sizes.map((size, i) => ({ size, i })).sort((a, b) => b.size - a.size || a.i - b.i);
  const prominence = sizes.map(() => 0);
  const last = Math.max(1, sizes.length - 1);
  ranked.forEach(({ i }, rank) => (prominence[i] = 1 - rank / last));
  return prominence;
}

// ---------------------------------------------------------------------------------------------
// Context: pickers built once from the base tables

interface Context {
  familyById: Map<number, CatalogFamily>;
  ingredients: CatalogIngredient[];
  ingredientByKey: Map<string, CatalogIngredient>;
  primaryFamily: Record<GenderCode, (random: Random) => CatalogFamily>;
  secondaryFamily: Record<GenderCode, Map<number, (random: Random) => CatalogFamily>>;
  ingredientOf: Map<number, (random: Random) => CatalogIngredient>;
  anyIngredient: (random: Random) => CatalogIngredient;
  countryCodes: string[];
}

function createContext(base: CatalogBase): Context {
  if (base.families.length < 2) {
    throw new Error('the base needs at least two families (a perfume has a main and a secondary)');
  }
  if (base.ingredients.length === 0) throw new Error('the base needs at least one ingredient');
  return {
    familyById: new Map(base.families.map((f) => [f.id, f])),
    ingredients: base.ingredients,
    ingredientByKey: new Map(base.ingredients.map((i) => [i.key, i])),
    primaryFamily: byGender((gender) => familyPicker(base.families, gender)),
    secondaryFamily: byGender(
      (gender) =>
        new Map(
          base.families.map((f) => [
            f.id,
            familyPicker(
              base.families.filter((other) => other.id !== f.id),
              gender,
            ),
          ]),
        ),
    ),
    ingredientOf: ingredientPickers(base),
    anyIngredient: weightedPicker(
      base.ingredients,
      base.ingredients.map(() => 1),
    ),
    countryCodes: base.countries.map((c) => c.code),
  };
}

function byGender<T>(make: (gender: GenderCode) => T): Record<GenderCode, T> {
  return { FU: make('FU'), MU: make('MU'), U: make('U') };
}

/** How common each family is as a main family on a perfume counter (keys of catalog/families.json). */
const familyShare: Record<string, number> = {
  floral: 18,
  woody: 14,
  amber: 10,
  fruity: 9,
  citrus: 8,
  aromatic: 8,
  spicy: 7,
  gourmand: 7,
  musky: 5,
  powdery: 4,
  green: 4,
  aquatic: 4,
  chypre: 3,
  leather: 3,
};

/** Marketing still splits families by gender: florals for her, aromatic fougères for him. */
const genderLean: Record<GenderCode, Record<string, number>> = {
  FU: {
    floral: 1.8,
    fruity: 1.6,
    gourmand: 1.4,
    powdery: 1.5,
    musky: 1.2,
    aromatic: 0.4,
    leather: 0.5,
    aquatic: 0.6,
  },
  MU: {
    woody: 1.8,
    aromatic: 2,
    aquatic: 1.6,
    leather: 1.5,
    spicy: 1.3,
    citrus: 1.3,
    floral: 0.3,
    fruity: 0.5,
    powdery: 0.3,
    gourmand: 0.7,
  },
  U: { woody: 1.3, citrus: 1.4, green: 1.5, musky: 1.3, leather: 1.2 },
};

function familyPicker(families: CatalogFamily[], gender: GenderCode) {
  // Families this table does not know (a base other than the seed) still get a fair share.
  const weights = families.map((f) => (familyShare[f.key] ?? 3) * (genderLean[gender][f.key] ?? 1));
  return weightedPicker(families, weights);
}

/** Within a family, the first ingredients listed (rose, jasmine…) are the most used. */
function ingredientPickers(base: CatalogBase): Map<number, (random: Random) => CatalogIngredient> {
  const pickers = new Map<number, (random: Random) => CatalogIngredient>();
  for (const family of base.families) {
    const members = base.ingredients.filter((i) => i.familyId === family.id);
    if (members.length === 0) continue;
    pickers.set(
      family.id,
      weightedPicker(
        members,
        members.map((_, rank) => Math.pow(rank + 1, -0.6)),
      ),
    );
  }
  return pickers;
}

// ---------------------------------------------------------------------------------------------
// Brands

interface BrandPlan {
  id: number;
  firstPerfumeId: number;
  size: number;
  prominence: number;
  perfumers: string[];
  used: { keys: Set<string>; names: Set<string> };
}

interface House {
  id: number;
  name: string;
  style: Style;
  country: string | undefined;
  founded: number;
  prominence: number;
  subBrands: string[];
  perfumers: string[];
}

function generateBrand(random: Random, context: Context, plan: BrandPlan): CatalogBrand {
  const style = random.weighted(styles, styleWeights);
  const name = uniqueBrandName(random, style, plan.used.names);
  const key = uniqueKey(slugify(name) || 'brand', plan.used.keys);
  const house: House = {
    id: plan.id,
    name,
    style,
    country: brandCountry(random, context, style),
    // Big houses are old houses.
    founded: launchYear(random, 15 + 40 * plan.prominence),
    prominence: plan.prominence,
    subBrands: plan.size >= 8 && random.chance(0.35) ? subBrandsOf(random, style) : [],
    perfumers: brandPerfumers(random, plan),
  };
  const perfumes = generatePerfumes(random, context, house, plan.firstPerfumeId, plan.size);
  const brand: CatalogBrand = { id: plan.id, key, name, perfumes };
  return house.country ? { id: plan.id, key, name, country: house.country, perfumes } : brand;
}

function uniqueBrandName(random: Random, style: Style, used: Set<string>): string {
  let name = brandName(random, style);
  // Real brand names do not repeat; a few redraws are enough, and the key is deduplicated anyway.
  for (let tries = 0; tries < 8 && used.has(name.toLowerCase()); tries++) {
    name = brandName(random, style);
  }
  used.add(name.toLowerCase());
  return name;
}

function uniqueKey(slug: string, used: Set<string>): string {
  let key = slug;
  for (let n = 2; used.has(key); n++) key = `${slug}-${n}`;
  used.add(key);
  return key;
}

/** Where a house of each naming style usually comes from; only countries of the base are used. */
const countriesByStyle: Record<Style, [string, number][]> = {
  fr: [
    ['FR', 85],
    ['CH', 5],
    ['BE', 5],
    ['CA', 5],
  ],
  en: [
    ['US', 50],
    ['GB', 35],
    ['AU', 5],
    ['CA', 5],
    ['AE', 5],
  ],
  es: [
    ['ES', 55],
    ['MX', 15],
    ['AR', 10],
    ['CO', 10],
    ['CL', 10],
  ],
  it: [
    ['IT', 95],
    ['CH', 5],
  ],
};

function brandCountry(random: Random, context: Context, style: Style): string | undefined {
  const known = countriesByStyle[style].filter(([code]) => context.countryCodes.includes(code));
  if (known.length > 0) {
    return random.weighted(
      known.map(([code]) => code),
      known.map(([, weight]) => weight),
    );
  }
  return context.countryCodes.length > 0 ? random.pick(context.countryCodes) : undefined;
}

function subBrandsOf(random: Random, style: Style): string[] {
  return random.shuffle(lexicons[style].subBrands).slice(0, random.int(1, 3));
}

/** Perfumers work for many houses, so brands draw from one shared pool. */
function perfumerPool(random: Random, brands: number): string[] {
  const size = Math.min(3000, Math.max(30, Math.round(brands * 0.6)));
  const pool = new Set<string>();
  for (let tries = 0; pool.size < size && tries < size * 4; tries++) {
    const lexicon = lexicons[random.weighted(styles, styleWeights)];
    pool.add(`${random.pick(lexicon.firstNames)} ${random.pick(lexicon.surnames)}`);
  }
  return [...pool];
}

function brandPerfumers(random: Random, plan: BrandPlan): string[] {
  const count = Math.min(6, 1 + Math.floor(Math.log2(plan.size + 1) / 2));
  return random.shuffle(plan.perfumers).slice(0, count);
}

// ---------------------------------------------------------------------------------------------
// Perfumes

interface Slot {
  id: number;
  year: number;
  earlier: CatalogPerfume[];
  names: Set<string>;
}

function generatePerfumes(
  random: Random,
  context: Context,
  house: House,
  firstId: number,
  size: number,
) {
  // Ids follow launch order, as they would in a catalog that grew over the years.
  const years = Array.from({ length: size }, () => perfumeYear(random, house.founded));
  years.sort((a, b) => a - b);
  const perfumes: CatalogPerfume[] = [];
  const names = new Set<string>();
  years.forEach((year, n) => {
    const slot = { id: firstId + n, year, earlier: perfumes, names };
    perfumes.push(generatePerfume(random, context, house, slot));
  });
  return perfumes;
}

function generatePerfume(
  random: Random,
  context: Context,
  house: House,
  slot: Slot,
): CatalogPerfume {
  const gender = random.weighted(genderCodes, [45, 35, 20]);
  // A flanker (Intense, Eau Fraîche…) keeps its original's family more often than not.
  const original =
    slot.earlier.length >= 2 && random.chance(0.12) ? random.pick(slot.earlier) : null;
  const family =
    original && random.chance(0.8)
      ? familyOf(context, original.familyId)
      : context.primaryFamily[gender](random);
  const secondary = pickSecondary(random, context, family, gender);
  const keys = pickIngredients(random, context, family.id, secondary.id);
  const proportions = ingredientProportions(random, keys.length);
  const hero = pickHero(random, context, keys, [family.id, secondary.id]);
  const perfume: CatalogPerfume = {
    id: slot.id,
    name: uniquePerfumeName(random, house, original, slot.names),
    subBrand: house.subBrands.length > 0 && random.chance(0.35) ? random.pick(house.subBrands) : '',
    year: slot.year,
    gender,
    perfumers: perfumersOf(random, house),
    familyId: family.id,
    secondaryFamilyId: secondary.id,
    meFamilyName: meFamilyFor(random, family, secondary),
    expertReviewed: false,
    discontinued: random.chance(discontinuedChance(slot.year)),
    popularity: popularity(random, house.prominence),
    origin: house.country ? [house.country] : [],
    imageUrl: '',
    description: { en: '', fr: '', es: '' },
    ingredients: placeInPyramid(random, context, keys).map((stages, i) => ({
      key: keys[i]!,
      proportion: proportions[i] ?? 1,
      stages,
    })),
    hero,
    ...concentrationFor(random, slot.year),
    // Synthetic perfumes publish no pyramid: theirs is placed from the materials' usual behaviour.
    pyramidSource: 'estimated',
  };
  if (random.chance(0.03)) perfume.linear = true;
  perfume.description = describe(context, house, perfume);
  return perfume;
}

/** The signature note: one of the three largest, almost always from the perfume's own families. */
function pickHero(random: Random, context: Context, keys: string[], families: number[]): string {
  const top = keys.slice(0, 3);
  const weights = top.map((key, rank) => {
    const familyId = context.ingredientByKey.get(key)?.familyId ?? 0;
    return ([65, 25, 10][rank] ?? 0) * (families.includes(familyId) ? 1 : 0.1);
  });
  return random.weighted(top, weights);
}

function familyOf(context: Context, id: number): CatalogFamily {
  const family = context.familyById.get(id);
  if (!family) throw new Error(`unknown family ${id}`);
  return family;
}

function pickSecondary(
  random: Random,
  context: Context,
  family: CatalogFamily,
  gender: GenderCode,
): CatalogFamily {
  const picker = context.secondaryFamily[gender].get(family.id);
  if (!picker) throw new Error(`no secondary family for ${family.key}`);
  return picker(random);
}

/**
 * The Michael Edwards class: the main family's own class, and when it covers several (amber:
 * Amber, Soft Amber, Floral Amber) the secondary family decides, as its touch does on the wheel.
 */
function meFamilyFor(
  random: Random,
  family: CatalogFamily,
  secondary: CatalogFamily,
): MeFamilyName {
  const own = family.meFamilies;
  if (own.length === 0) return secondary.meFamilies[0] ?? random.pick(meFamilyNames);
  if (own.length === 1) return own[0] as MeFamilyName;
  const shared = own.filter((me) => secondary.meFamilies.includes(me));
  if (shared.length > 0) return random.pick(shared);
  const qualifiers = secondary.meFamilies.map((me) => me.split(' ')[0]);
  const nudged = own.filter((me) => me.split(' ').some((word) => qualifiers.includes(word)));
  return random.pick(nudged.length > 0 ? nudged : own);
}

/** 4 to 10 notes, most often 6 or 7, as in published note pyramids. */
function ingredientCount(random: Random, available: number): number {
  const count = random.weighted([4, 5, 6, 7, 8, 9, 10], [8, 14, 18, 18, 16, 14, 12]);
  return Math.min(count, available);
}

/**
 * Ingredient keys, most important first: the opening positions come from the main family, the
 * rest mostly from the main and secondary families with a few from anywhere.
 */
function pickIngredients(
  random: Random,
  context: Context,
  familyId: number,
  secondaryId: number,
): string[] {
  const count = ingredientCount(random, context.ingredients.length);
  const keys: string[] = [];
  const used = new Set<string>();
  for (let tries = 0; keys.length < count && tries < count * 20; tries++) {
    const source = ingredientSource(random, keys.length, familyId, secondaryId);
    const picker = (source && context.ingredientOf.get(source)) || context.anyIngredient;
    const key = picker(random).key;
    if (used.has(key)) continue;
    used.add(key);
    keys.push(key);
  }
  // A small family can run out of unused draws; top up in file order so the count always holds.
  for (const ingredient of context.ingredients) {
    if (keys.length >= count) break;
    if (!used.has(ingredient.key)) keys.push(ingredient.key);
  }
  return keys;
}

/** Which family the ingredient at a position comes from; null means any family. */
function ingredientSource(
  random: Random,
  position: number,
  familyId: number,
  secondaryId: number,
): number | null {
  if (position === 0) return familyId;
  if (position === 1) return random.chance(0.6) ? familyId : secondaryId;
  return random.weighted([familyId, secondaryId, null], [45, 30, 25]);
}

/**
 * How likely a note of each family is to open a perfume, form its heart or stay in its drydown
 * (keys of catalog/families.json): citrus and aromatic herbs fly off first, florals make hearts,
 * woods, resins and musks remain. Families this table does not know lean to the heart.
 */
const stageAffinity: Record<string, [top: number, heart: number, base: number]> = {
  citrus: [85, 12, 3],
  aromatic: [55, 40, 5],
  green: [55, 40, 5],
  aquatic: [50, 40, 10],
  fruity: [60, 35, 5],
  spicy: [35, 50, 15],
  floral: [15, 75, 10],
  powdery: [5, 50, 45],
  chypre: [5, 15, 80],
  woody: [3, 25, 72],
  amber: [3, 17, 80],
  gourmand: [5, 35, 60],
  musky: [2, 13, 85],
  leather: [2, 13, 85],
};
const defaultAffinity: [number, number, number] = [25, 50, 25];
const stagesInOrder: PyramidStage[] = ['top', 'heart', 'base'];

/**
 * Each note's stages, drawn from its family's affinity; about one note in eight spans two
 * neighbouring stages. A pyramid with an empty stage gets the likeliest note for it as well, so
 * that every generated perfume opens, has a heart and dries down.
 */
function placeInPyramid(random: Random, context: Context, keys: string[]): PyramidStage[][] {
  const affinities = keys.map((key) => {
    const familyId = context.ingredientByKey.get(key)?.familyId ?? 0;
    return stageAffinity[context.familyById.get(familyId)?.key ?? ''] ?? defaultAffinity;
  });
  const placed = affinities.map((affinity) => {
    const stage = random.weighted([0, 1, 2], affinity);
    if (!random.chance(0.12)) return [stage];
    const neighbour = stage === 0 ? 1 : stage === 2 ? 1 : random.chance(0.5) ? 0 : 2;
    return [stage, neighbour].sort();
  });
  for (const stage of [0, 1, 2]) {
    if (placed.some((stages) => stages.includes(stage))) continue;
    let best = 0;
    affinities.forEach((affinity, i) => {
      if (affinity[stage]! > affinities[best]![stage]!) best = i;
    });
    placed[best] = [...placed[best]!, stage].sort();
  }
  return placed.map((stages) => stages.map((i) => stagesInOrder[i]!));
}

/** The strength as launched: colognes and extraits were commoner before 1980, eaux de parfum since. */
function concentrationFor(
  random: Random,
  year: number | null,
): Pick<CatalogPerfume, 'concentration' | 'alsoAs'> {
  const strengths: Concentration[] = [
    'eau-de-cologne',
    'eau-de-toilette',
    'eau-de-parfum',
    'parfum',
  ];
  const recent = (year ?? lastYear) >= 1990;
  const concentration = random.weighted(strengths, recent ? [5, 35, 52, 8] : [15, 45, 20, 20]);
  if (!random.chance(0.15)) return { concentration };
  const other = random.pick(strengths.filter((s) => s !== concentration));
  return { concentration, alsoAs: [other] };
}

/** Integer percentages summing to exactly 100, largest first, none below 1. */
export function ingredientProportions(random: Random, count: number): number[] {
  const weights = Array.from(
    { length: count },
    (_, i) => Math.pow(i + 1, -0.8) * Math.exp(random.normal(0, 0.25)),
  );
  const sum = weights.reduce((s, w) => s + w, 0);
  const extra = 100 - count;
  const shares = weights.map((w) => (extra * w) / sum);
  return apportion(shares, extra)
    .map((n) => n + 1)
    .sort((a, b) => b - a);
}

function perfumersOf(random: Random, house: House): string[] {
  const count = random.weighted([0, 1, 2], [15, 75, 10]);
  return random.shuffle(house.perfumers).slice(0, count);
}

/** Long-tailed: most perfumes are little known, and the famous ones belong to the big houses. */
function popularity(random: Random, prominence: number): number {
  const exponent = 5 - 2.5 * prominence;
  return Math.min(100, 1 + Math.floor(99 * Math.pow(random.next(), exponent)));
}

/** Old perfumes are the ones that get discontinued; about 3% overall with recent-skewed years. */
function discontinuedChance(year: number): number {
  const age = lastYear - year;
  if (age < 10) return 0.01;
  if (age < 30) return 0.05;
  return 0.12;
}

/**
 * A launch year skewed to recent ones (launches have multiplied since the 1990s): an exponential
 * age with the given mean, plus a few classics drawn evenly from the whole range.
 */
function launchYear(random: Random, meanAge: number): number {
  if (random.chance(0.04)) return random.int(firstYear, lastYear);
  for (let tries = 0; tries < 10; tries++) {
    const age = Math.floor(-Math.log(1 - random.next()) * meanAge);
    if (age <= lastYear - firstYear) return lastYear - age;
  }
  return random.int(firstYear, lastYear);
}

/** A perfume cannot predate its house: early draws move to a year after the founding. */
function perfumeYear(random: Random, founded: number): number {
  const year = launchYear(random, 15);
  if (year >= founded) return year;
  return founded + Math.floor((lastYear - founded + 1) * Math.sqrt(random.next()));
}

// ---------------------------------------------------------------------------------------------
// Names

type Style = 'fr' | 'en' | 'es' | 'it';
const styles: Style[] = ['fr', 'en', 'es', 'it'];
const styleWeights = [35, 30, 15, 20];

interface Noun {
  word: string;
  feminine: boolean;
}

interface Lexicon {
  nouns: Noun[];
  adjectives: { m: string; f: string }[];
  places: string[];
  firstNames: string[];
  surnames: string[];
  subBrands: string[];
  flankers: string[];
  syllables: string[];
  endings: string[];
  /** "Eau de…", "Agua de…", "Acqua di…", "Essence of…". */
  water: string;
  /** "Cuir & Tabac", "Rosa e Iris". */
  and(first: string, second: string): string;
  /** "à Paris", "in London", "en Sevilla", "a Capri". */
  at: string;
  definite(feminine: boolean, phrase: string): string;
  indefinite(feminine: boolean, phrase: string): string;
  of(phrase: string): string;
  /** Romance languages put the adjective after the noun. */
  adjectiveFirst: boolean;
}

function adjective(lexicon: Lexicon, noun: Noun, random: Random): string {
  const form = random.pick(lexicon.adjectives);
  return noun.feminine ? form.f : form.m;
}

function withAdjective(lexicon: Lexicon, noun: Noun, random: Random): string {
  const adj = adjective(lexicon, noun, random);
  return lexicon.adjectiveFirst ? `${adj} ${noun.word}` : `${noun.word} ${adj}`;
}

type NameTemplate = (lexicon: Lexicon, random: Random) => string;

/** Perfume name shapes with their weights: one to three words most of the time, up to five. */
const perfumeTemplates: [NameTemplate, number][] = [
  [(l, r) => r.pick(l.nouns).word, 10],
  [(l, r) => inventedWord(l, r), 4],
  [(_, r) => numberName(r), 3],
  [(l, r) => `${r.pick(l.nouns).word} ${r.int(10, 99)}`, 2],
  [(l, r) => withAdjective(l, r.pick(l.nouns), r), 12],
  [(l, r) => nounWithArticle(l, r, false), 3],
  [(l, r) => nounWithArticle(l, r, true), 4],
  [(l, r) => `${r.pick(l.nouns).word} ${l.of(r.pick(l.nouns).word)}`, 10],
  [(l, r) => `${l.water} ${l.of(r.pick(l.nouns).word)}`, 3],
  [(l, r) => `${r.pick(l.nouns).word} ${l.of(r.pick(l.places))}`, 3],
  [
    (l, r) =>
      l.and(
        ...twoWords(
          r,
          l.nouns.map((n) => n.word),
        ),
      ),
    1,
  ],
  [(l, r) => nounAtPlace(l, r, false), 2],
  [(l, r) => nounOfPlaceWithArticle(l, r), 1],
  [(l, r) => nounAtPlace(l, r, true), 1],
  [(l, r) => possessive(l, r), 1],
];
const perfumeTemplatePicker = weightedPicker(
  perfumeTemplates.map(([template]) => template),
  perfumeTemplates.map(([, weight]) => weight),
);

function nounWithArticle(lexicon: Lexicon, random: Random, adjectived: boolean): string {
  const noun = random.pick(lexicon.nouns);
  const phrase = adjectived ? withAdjective(lexicon, noun, random) : noun.word;
  return lexicon.definite(noun.feminine, phrase);
}

/** "Une Nuit à Tanger", "A Golden Night in London", "Una Noche Dorada en Sevilla". */
function nounAtPlace(lexicon: Lexicon, random: Random, adjectived: boolean): string {
  const noun = random.pick(lexicon.nouns);
  const phrase = adjectived ? withAdjective(lexicon, noun, random) : noun.word;
  return `${lexicon.indefinite(noun.feminine, phrase)} ${lexicon.at} ${random.pick(lexicon.places)}`;
}

/** "La Rose Noire de Grasse", "The Black Rose of Savannah". */
function nounOfPlaceWithArticle(lexicon: Lexicon, random: Random): string {
  return `${nounWithArticle(lexicon, random, true)} ${lexicon.of(random.pick(lexicon.places))}`;
}

/** English names like "Poet's Garden"; other languages get their apostrophes from elision. */
function possessive(lexicon: Lexicon, random: Random): string {
  if (lexicon !== lexicons.en) return withAdjective(lexicon, random.pick(lexicon.nouns), random);
  return `${random.pick(englishPersons)}'s ${random.pick(lexicon.nouns).word}`;
}

/** Two different words, for "Cuir & Tabac" rather than "Cuir & Cuir". */
function twoWords(random: Random, list: string[]): [string, string] {
  const [first = '', second = first] = random.shuffle(list).slice(0, 2);
  return [first, second];
}

function numberName(random: Random): string {
  return random.weighted(
    [
      () => `N°${random.int(1, 99)}`,
      () => String(random.int(100, 999)),
      () => String(random.int(1900, 2026)),
      () => `Opus ${roman(random.int(1, 12))}`,
    ],
    [40, 25, 15, 20],
  )();
}

function roman(n: number): string {
  const numerals: [number, string][] = [
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let out = '';
  for (const [value, numeral] of numerals) {
    for (; n >= value; n -= value) out += numeral;
  }
  return out;
}

/**
 * Articles, possessives and prepositions of the four naming languages. Merged syllables can
 * collapse into one ("la" + "a" is "la"), and a perfume called "La" or "El" alone is no name at
 * all; these words also never end a name's leading part ("La Rose 2", not "La 2").
 */
const functionWords = new Set(
  words(
    'a an the of l le la les un une des du de d el los las lo il gli i uno una al del dei della ' +
      'ma mon mes mi mis tu tus su sus mio mia my our et y e and en in à con per sur par',
  ),
);

/** An invented word ("Valérine", "Lumbrà"): two or three syllables and a language-like ending. */
function inventedWord(lexicon: Lexicon, random: Random): string {
  const unusable = (w: string) =>
    w.length > 9 || w.length < 3 || functionWords.has(w.toLowerCase());
  let word = inventedAttempt(lexicon, random);
  // Long inventions read as keyboard noise; brand-like words are short, but not one-syllable.
  for (let tries = 0; tries < 5 && unusable(word); tries++) word = inventedAttempt(lexicon, random);
  while (word.length < 3 || functionWords.has(word.toLowerCase()))
    word += random.pick(lexicon.syllables);
  return capitalize(word);
}

function inventedAttempt(lexicon: Lexicon, random: Random): string {
  let word = random.pick(lexicon.syllables);
  const more = random.chance(0.7) ? 1 : 2;
  for (let i = 0; i < more; i++) word = joinSounds(word, random.pick(lexicon.syllables));
  return random.chance(0.5) ? joinSounds(word, random.pick(lexicon.endings)) : word;
}

const vowelAtEnd = /[aeiouyàâäéèêëîïôöùûüáíóú]$/i;
const vowelAtStart = /^[aeiouyàâäéèêëîïôöùûüáíóú]/i;

/** Two vowels meeting ("Camise" + "ée") merge into one, as they would when spoken. */
function joinSounds(word: string, part: string): string {
  return vowelAtEnd.test(word) && vowelAtStart.test(part) ? word.slice(0, -1) + part : word + part;
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function wordCount(name: string): number {
  return name.split(' ').length;
}

const maxNameWords = 5;

function perfumeName(random: Random, house: House, original: CatalogPerfume | null): string {
  if (original) {
    const flanker = random.pick(lexicons[house.style].flankers);
    const name = `${original.name} ${flanker}`;
    if (wordCount(name) <= maxNameWords) return name;
  }
  // Houses mostly name in their own language, but English and French names are everywhere.
  const style = random.chance(0.7) ? house.style : random.weighted(styles, [35, 45, 10, 10]);
  const name = perfumeTemplatePicker(random)(lexicons[style], random);
  // Real data mixes straight and typographic apostrophes, and search has to treat them alike.
  return name.includes("'") && random.chance(0.1) ? name.replace(/'/g, '’') : name;
}

/** What a numbered edition keeps of a name: its first word, and the next after an article. */
function editionBase(name: string): string {
  const [first = name, second] = name.split(' ');
  return second !== undefined && functionWords.has(first.toLowerCase())
    ? `${first} ${second}`
    : first;
}

function uniquePerfumeName(
  random: Random,
  house: House,
  original: CatalogPerfume | null,
  used: Set<string>,
): string {
  let name = perfumeName(random, house, original);
  for (let tries = 0; tries < 10 && used.has(name.toLowerCase()); tries++) {
    name = perfumeName(random, house, null);
  }
  // A big house can exhaust a shape; a numbered edition is always free.
  const base = editionBase(name);
  for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base} ${n}`;
  used.add(name.toLowerCase());
  return name;
}

/** Brand name shapes for each naming style, with their weights. */
const brandTemplates: Record<Style, [NameTemplate, number][]> = {
  fr: [
    [(l, r) => `Maison ${r.pick(l.surnames)}`, 4],
    [(l, r) => `${r.pick(l.firstNames)} ${r.pick(l.surnames)}`, 4],
    [(l, r) => `Parfums ${r.pick(l.surnames)}`, 2],
    [(l, r) => inventedWord(l, r), 4],
    [(l, r) => `${inventedWord(l, r)} Paris`, 2],
    [(l, r) => `L'Atelier ${inventedWord(l, r)}`, 1],
    [(l, r) => `L'Officine ${r.pick(l.surnames)}`, 1],
    [(l, r) => `Les Parfums ${l.of(r.pick(l.firstNames))}`, 1],
    [(l, r) => `${r.pick(l.surnames)} & Fils`, 1],
  ],
  en: [
    [(l, r) => `${r.pick(l.firstNames)} ${r.pick(l.surnames)}`, 4],
    [(l, r) => inventedWord(l, r), 4],
    [(l, r) => l.and(...twoWords(r, l.surnames)), 2],
    [
      (l, r) =>
        l.and(
          ...twoWords(
            r,
            l.nouns.map((n) => n.word),
          ),
        ),
      2,
    ],
    [(l, r) => `House of ${r.pick(l.surnames)}`, 1],
    [(l, r) => `${r.pick(l.surnames)}'s Apothecary`, 1],
    [(l, r) => `${inventedWord(l, r)} London`, 1],
    [(l, r) => `${withAdjective(l, r.pick(l.nouns), r)} Fragrances`, 1],
  ],
  es: [
    [(l, r) => `${r.pick(l.firstNames)} ${r.pick(l.surnames)}`, 4],
    [(l, r) => inventedWord(l, r), 4],
    [(l, r) => `Casa ${r.pick(l.surnames)}`, 2],
    [(l, r) => `Perfumería ${r.pick(l.surnames)}`, 1],
    [(l, r) => `Esencias ${l.of(r.pick(l.places))}`, 1],
    [(l, r) => l.and(...twoWords(r, l.surnames)), 1],
    [(l, r) => `${inventedWord(l, r)} Madrid`, 1],
  ],
  it: [
    [(l, r) => `${r.pick(l.firstNames)} ${r.pick(l.surnames)}`, 4],
    [(l, r) => inventedWord(l, r), 4],
    [(l, r) => `${r.pick(l.surnames)} Profumi`, 2],
    [(l, r) => `Officina ${r.pick(l.surnames)}`, 1],
    [(l, r) => `Casa ${r.pick(l.surnames)}`, 1],
    [(l, r) => `Acqua ${l.of(r.pick(l.places))}`, 1],
    [(l, r) => `Profumi ${l.of(r.pick(l.places))}`, 1],
    [(l, r) => `${inventedWord(l, r)} Milano`, 1],
  ],
};

function brandName(random: Random, style: Style): string {
  const templates = brandTemplates[style];
  const template = random.weighted(
    templates.map(([t]) => t),
    templates.map(([, w]) => w),
  );
  return template(lexicons[style], random);
}

// ---------------------------------------------------------------------------------------------
// Descriptions: two to four sentences per language, built only from the perfume's facts

function describe(context: Context, house: House, perfume: CatalogPerfume) {
  const family = familyOf(context, perfume.familyId).name;
  const secondary = familyOf(context, perfume.secondaryFamilyId).name;
  const names = (language: Language) =>
    perfume.ingredients.map(({ key }) =>
      lowerFirst(context.ingredientByKey.get(key)?.name[language] ?? key),
    );
  const facts = (language: Language) => {
    const all = names(language);
    const heroIndex = perfume.ingredients.findIndex((i) => i.key === perfume.hero);
    return {
      hero: all[heroIndex] ?? all[0] ?? perfume.hero,
      others: all.filter((_, i) => i !== heroIndex).slice(0, 3),
    };
  };
  const describeIn = (language: Language, describer: typeof describeEn) =>
    describer(
      perfume,
      house,
      family[language].toLowerCase(),
      secondary[language].toLowerCase(),
      facts(language),
    );
  return {
    en: describeIn('en', describeEn),
    fr: describeIn('fr', describeFr),
    es: describeIn('es', describeEs),
  };
}

interface Notes {
  hero: string;
  others: string[];
}

/** At most four sentences: the two fixed ones and the first two facts that apply. */
function sentences(first: string[], extras: (string | false)[]): string {
  const kept = extras.filter((s): s is string => Boolean(s)).slice(0, 2);
  return [...first, ...kept].join(' ');
}

function describeEn(p: CatalogPerfume, house: House, family: string, touch: string, notes: Notes) {
  const audience = { FU: 'for women', MU: 'for men', U: 'for everyone' }[p.gender];
  const lead = `${p.name} is ${aOrAn(family)} ${family} fragrance ${audience} by ${house.name}, launched in ${p.year}, with ${aOrAn(touch)} ${touch} touch.`;
  const heart =
    notes.others.length > 0
      ? `It is built around a note of ${notes.hero}, with ${listOf(notes.others, 'and')}.`
      : `It is built around a note of ${notes.hero}.`;
  return sentences(
    [lead, heart],
    [
      p.discontinued && 'It has since been discontinued.',
      p.perfumers.length > 0 && `It was composed by ${listOf(p.perfumers, 'and')}.`,
      p.subBrand !== '' && `It belongs to the ${p.subBrand} collection.`,
    ],
  );
}

function describeFr(p: CatalogPerfume, house: House, family: string, touch: string, notes: Notes) {
  const audience = { FU: 'pour elle', MU: 'pour lui', U: 'pour tous' }[p.gender];
  const lead = `${p.name} est un parfum ${family} ${audience} signé ${house.name}, sorti en ${p.year}, avec une touche ${frenchOf(touch)}.`;
  const heart =
    notes.others.length > 0
      ? `Il s’articule autour d’une note ${frenchOf(notes.hero)}, avec des notes ${listOf(notes.others.map(frenchOf), 'et')}.`
      : `Il s’articule autour d’une note ${frenchOf(notes.hero)}.`;
  return sentences(
    [lead, heart],
    [
      p.discontinued && 'Il n’est plus produit aujourd’hui.',
      p.perfumers.length > 0 && `Il a été composé par ${listOf(p.perfumers, 'et')}.`,
      p.subBrand !== '' && `Il fait partie de la collection ${p.subBrand}.`,
    ],
  );
}

function describeEs(p: CatalogPerfume, house: House, family: string, touch: string, notes: Notes) {
  const audience = { FU: 'para ella', MU: 'para él', U: 'para todos' }[p.gender];
  const lead = `${p.name} es un perfume ${family} ${audience} de ${house.name}, lanzado en ${p.year}, con un toque ${touch}.`;
  const heart =
    notes.others.length > 0
      ? `Se construye en torno a una nota de ${notes.hero}, con acentos de ${spanishList(notes.others)}.`
      : `Se construye en torno a una nota de ${notes.hero}.`;
  return sentences(
    [lead, heart],
    [
      p.discontinued && 'Ya no se fabrica.',
      p.perfumers.length > 0 &&
        `${p.perfumers.length > 1 ? 'Lo compusieron' : 'Lo compuso'} ${spanishList(p.perfumers)}.`,
      p.subBrand !== '' && `Forma parte de la colección ${p.subBrand}.`,
    ],
  );
}

/** Ingredient names are sentence-cased ("Rose de Damas"); "Iso E Super" keeps its capitals. */
function lowerFirst(name: string): string {
  if (/^\S*[A-Z]/.test(name.slice(1)) || /\s[A-Z](\s|$)/.test(name)) return name;
  return name.charAt(0).toLowerCase() + name.slice(1);
}

function aOrAn(word: string): string {
  return /^([aeiou]|hour|honou?r)/i.test(word) ? 'an' : 'a';
}

function listOf(items: string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

const frenchVowel = /^[aeiouyhàâäéèêëîïôöùûüœæ]/i;

/** "de santal", "d’iris": French elides before a vowel or a mute h. */
function frenchOf(word: string): string {
  return frenchVowel.test(word) ? `d’${word}` : `de ${word}`;
}

/** Spanish "y" becomes "e" before an i sound: "rosa e iris". */
function spanishList(items: string[]): string {
  const last = items[items.length - 1] ?? '';
  const and = /^(i|í|hi(?!e)|hí)/i.test(last) ? 'e' : 'y';
  if (items.length <= 1) return last;
  return `${items.slice(0, -1).join(', ')} ${and} ${last}`;
}

// ---------------------------------------------------------------------------------------------
// Word lists. Kept as space- or bar-separated strings so that the data reads as text.

function words(text: string): string[] {
  return text.split(/\s+/).filter((word) => word !== '');
}

function phrases(text: string): string[] {
  return text.split('|').map((s) => s.trim());
}

function nounList(masculine: string, feminine: string): Noun[] {
  return [
    ...words(masculine).map((word) => ({ word, feminine: false })),
    ...words(feminine).map((word) => ({ word, feminine: true })),
  ];
}

/** "Noir/Noire Sauvage": masculine/feminine pairs, or one form for both. */
function adjectiveList(text: string): { m: string; f: string }[] {
  return words(text).map((pair) => {
    const [m = pair, f = m] = pair.split('/');
    return { m, f };
  });
}

const englishPersons = words(
  'Poet Lover Sailor Gardener Dreamer Wanderer Queen Captain Alchemist Collector Hunter Widow',
);

interface LexiconWords {
  nouns: Noun[];
  adjectives: { m: string; f: string }[];
  places: string;
  firstNames: string;
  surnames: string;
  subBrands: string;
  flankers: string;
  syllables: string;
  endings: string;
}

function lexicon(
  list: LexiconWords,
  grammar: Pick<
    Lexicon,
    'water' | 'and' | 'at' | 'definite' | 'indefinite' | 'of' | 'adjectiveFirst'
  >,
): Lexicon {
  return {
    ...grammar,
    nouns: list.nouns,
    adjectives: list.adjectives,
    places: words(list.places),
    firstNames: words(list.firstNames),
    surnames: words(list.surnames),
    subBrands: phrases(list.subBrands),
    flankers: phrases(list.flankers),
    syllables: words(list.syllables),
    endings: words(list.endings),
  };
}

const startsWithVowelFr = frenchVowel;
const startsWithVowelIt = /^[aeiouàèéìòù]/i;
/** Italian "lo"/"uno" before s + consonant, z, gn, ps, x. */
const italianImpure = /^(s[^aeiouàèéìòù]|z|gn|ps|x)/i;
/** Spanish feminine nouns with a stressed initial a take "el": el Alma, el Agua. */
const spanishStressedA = new Set(['Alma', 'Agua', 'Águila', 'Hada', 'Ala']);

const lexicons: Record<Style, Lexicon> = {
  fr: lexicon(
    {
      nouns: nounList(
        'Bois Cuir Ambre Velours Jardin Soir Été Hiver Matin Orage Iris Musc Santal Vétiver Encens Rêve Désir Secret Baiser Voyage Océan Néroli Thé Tabac Cèdre Oud Patchouli Cyprès Jasmin Lys Songe Zéphyr Éclat Miel Sable Safran Minuit Crépuscule Rivage',
        'Nuit Ombre Rose Fleur Lumière Pluie Neige Forêt Plage Mousse Vanille Poudre Peau Soie Étoile Aube Île Lune Fumée Tubéreuse Violette Cerise Figue Orchidée Côte Rivière Brume Caresse Promesse Légende Folie Épice Fève Mandarine Bergamote Lavande Ivresse',
      ),
      adjectives: adjectiveList(
        'Noir/Noire Blanc/Blanche Doré/Dorée Sauvage Éternel/Éternelle Secret/Secrète Précieux/Précieuse Bleu/Bleue Ardent/Ardente Poudré/Poudrée Léger/Légère Divin/Divine Impérial/Impériale Intime Brûlant/Brûlante Absolu/Absolue Nocturne Rare Mystérieux/Mystérieuse Boisé/Boisée Ambré/Ambrée Nacré/Nacrée Interdit/Interdite Céleste Provençal/Provençale Éphémère Fauve Givré/Givrée Lointain/Lointaine Sucré/Sucrée Vénitien/Vénitienne',
      ),
      places:
        'Paris Grasse Tanger Biarritz Deauville Montmartre Kyoto Marrakech Venise Séville Ispahan Byzance Lisbonne Capri Cannes Nice Arles Giverny Saint-Tropez Québec Zanzibar Bénarès Agadir',
      firstNames:
        'Étienne Hélène François Françoise Céline Aurélie Jérôme Léa Noël Zoé Benoît Chloé Amélie Gaël Anaïs Loïc Joël Mathilde Honoré Agnès Solène Théo Margaux Clément',
      surnames:
        'Roussel Lefèvre Duchêne Béranger Mercier Fontaine Garnier Lemaître Delacroix Chevalier Moreau Rivière Jourdain Lacôte Françon Bérard Vasseur Marchand Fauré Desprès Lançon Aubert Géraud Ferrand Dumas',
      subBrands:
        "Les Exclusifs|Collection Privée|Les Eaux|L'Atelier|Les Absolus|Édition Rare|Les Météores|Les Éternelles|Cabinet de Curiosités|Haute Parfumerie",
      flankers:
        "Intense|Eau Fraîche|Absolu|Extrême|L'Eau|Élixir|Privé|Nuit|Légère|Eau de Parfum|Édition Blanche|Parfum|Sport|Été",
      syllables:
        'la lo li ma mi mo na no ri ro sa se va vi ve de be ca fa ta to bel mar sol lu lé vè rô mé ça nè zé',
      endings: 'elle ette ine ée ance ôme ière ys on',
    },
    {
      water: 'Eau',
      and: (first, second) => `${first} & ${second}`,
      at: 'à',
      adjectiveFirst: false,
      definite: (feminine, phrase) =>
        startsWithVowelFr.test(phrase) ? `L'${phrase}` : `${feminine ? 'La' : 'Le'} ${phrase}`,
      indefinite: (feminine, phrase) => `${feminine ? 'Une' : 'Un'} ${phrase}`,
      of: (phrase) => (startsWithVowelFr.test(phrase) ? `d'${phrase}` : `de ${phrase}`),
    },
  ),
  en: lexicon(
    {
      nouns: nounList(
        'Night Velvet Oud Rose Amber Smoke Rain Garden Dream Desire Gold Leather Musk Moon Sun Ocean Sky Storm Blossom Cedar Vanilla Tobacco Honey Silk Iris Orchid Spice Woods Harbor Canyon Meadow Ember Hour Tide Bloom Whisper Kiss Legend Desert Fig Pepper Tea Lily Saffron Horizon Cashmere Tonic',
        '',
      ),
      adjectives: adjectiveList(
        'Midnight Golden Wild Black White Velvet Dark Pure Royal Secret Electric Lost Sweet Bitter Blue Crimson Silver Burning Endless Quiet Sacred Modern Urban Noble Infinite Radiant Smoky Salted Wicked Gentle',
      ),
      places:
        'London Brooklyn Malibu Soho Savannah Chelsea Manhattan Cornwall Mayfair Bombay Havana Tokyo Marfa Nantucket Kensington Tangier Zürich',
      firstNames:
        'Olivia James Grace Henry Eleanor Oliver Ruby Theo Ada Miles Clara Felix Jürgen Björn Zoë Chloë Renée Søren',
      surnames:
        "Ashford Whitmore Hale Sinclair Bennett Carver Holloway Pemberton Blake Hartley Sterling Everett Crane Fletcher Langley Müller Schäfer Köhler O'Connor O'Brien Brontë",
      subBrands:
        'Private Blend|Signature|Black Label|The Collection|Artisan Series|Reserve|Night Editions|Botanicals|Limited Edition|Essentials',
      flankers:
        'Intense|Night|Sport|Absolute|Elixir|Extreme|Eau Fraîche|Parfum|Cologne|Noir|Summer|Reserve|Limited Edition',
      syllables: 'a bel cal den el har lin lo ma mor ro sa ta ven wyn bri mü lü',
      endings: 'ley ton wood ly more ette a',
    },
    {
      water: 'Essence',
      and: (first, second) => `${first} & ${second}`,
      at: 'in',
      adjectiveFirst: true,
      definite: (_, phrase) => `The ${phrase}`,
      indefinite: (_, phrase) => `${aOrAn(phrase) === 'an' ? 'An' : 'A'} ${phrase}`,
      of: (phrase) => `of ${phrase}`,
    },
  ),
  es: lexicon(
    {
      nouns: nounList(
        'Sueño Ámbar Azahar Cuero Jardín Sol Mar Fuego Deseo Humo Oro Tabaco Verano Cielo Corazón Bosque Otoño Ensueño Desierto Secreto Jazmín Incienso Almizcle Cedro Encanto Suspiro Paraíso',
        'Noche Rosa Flor Piel Luna Brisa Alma Canela Vainilla Lluvia Pasión Tormenta Montaña Caña Piña Orquídea Estrella Sombra Playa Madrugada Aurora Seda Nube Pimienta Guayaba Ilusión Tarde',
      ),
      adjectives: adjectiveList(
        'Dorado/Dorada Negro/Negra Blanco/Blanca Salvaje Eterno/Eterna Secreto/Secreta Ardiente Dulce Prohibido/Prohibida Azul Sagrado/Sagrada Nocturno/Nocturna Íntimo/Íntima Mágico/Mágica Pequeño/Pequeña Infinito/Infinita Español/Española Tropical Divino/Divina Místico/Mística Lejano/Lejana Cálido/Cálida',
      ),
      places:
        'Sevilla Andalucía Ibiza Madrid Valencia Córdoba Oaxaca Cádiz Mallorca Cartagena Málaga Tulum Granada Bogotá Cusco Toledo Menorca Marbella Mendoza Cozumel',
      firstNames:
        'Lucía José María Sofía Martín Ángel Inés Joaquín Begoña Íñigo Nuria Rocío Andrés Álvaro Ramón Leonor Julián Maite',
      surnames:
        'Muñoz Ibáñez Peña Castaño Ferrer Navarro Ortega Domínguez Álvarez Serrano Cortés Valdés Núñez Montaño Ruiz Quiñones Galán Beltrán Echeverría Olmedo',
      subBrands:
        'Colección Privada|Esenciales|Edición Limitada|Los Clásicos|Taller|Reserva Especial|Jardín Secreto|Origen',
      flankers:
        'Intenso|Noche|Absoluto|Elixir|Extremo|Agua Fresca|Verano|Privé|Edición Especial|Sport',
      syllables: 'la lo li ma mi mo na no ri ro sa se va vi de ca ta to mar sol lu ña ño ñe rí sú',
      endings: 'ita eño ada illo ía ero ana ez',
    },
    {
      water: 'Agua',
      and: (first, second) => spanishList([first, second]),
      at: 'en',
      adjectiveFirst: false,
      definite: (feminine, phrase) =>
        `${feminine && !spanishStressedA.has(phrase.split(' ')[0] ?? '') ? 'La' : 'El'} ${phrase}`,
      indefinite: (feminine, phrase) =>
        `${feminine && !spanishStressedA.has(phrase.split(' ')[0] ?? '') ? 'Una' : 'Un'} ${phrase}`,
      of: (phrase) => `de ${phrase}`,
    },
  ),
  it: lexicon(
    {
      nouns: nounList(
        'Fiore Sole Mare Giardino Cuoio Velluto Sogno Vento Fumo Oro Limone Gelsomino Bosco Cuore Tabacco Incenso Fico Caffè Tramonto Cielo Desiderio Segreto Muschio Cedro Bergamotto Mandarino Zafferano Ricordo',
        'Notte Acqua Luna Ambra Rosa Peonia Pioggia Estate Anima Stella Vaniglia Seta Città Zagara Brezza Alba Foglia Terra Isola Pelle Virtù Libertà Felicità Ombra Magnolia Sera Spezia',
      ),
      adjectives: adjectiveList(
        'Nero/Nera Bianco/Bianca Dorato/Dorata Selvaggio/Selvaggia Eterno/Eterna Segreto/Segreta Blu Dolce Proibito/Proibita Sacro/Sacra Divino/Divina Notturno/Notturna Intenso/Intensa Leggero/Leggera Antico/Antica Fiorentino/Fiorentina Veneziano/Veneziana Prezioso/Preziosa Lontano/Lontana Ardente Perfetto/Perfetta Assoluto/Assoluta Mediterraneo/Mediterranea',
      ),
      places:
        'Capri Amalfi Portofino Firenze Venezia Positano Taormina Cefalù Roma Milano Siena Napoli Ischia Sorrento Verona Palermo Lucca Bellagio Panarea Ortigia',
      firstNames:
        'Giulia Niccolò Matteo Chiara Lucrezia Lorenzo Beatrice Giò Elena Tommaso Bianca Raffaele Ludovica Federico Caterina Emanuele Ilaria',
      surnames:
        "Bellini Moretti Ricci Conti Galli Ferraro Rossetti Marchetti Fabbri Orsini Vitale Santoro Lombardi D'Angelo Dell'Orto D'Amico Borghese Sforza Cavalli Fiorucci",
      subBrands:
        'Collezione Privata|Le Acque|Gli Assoluti|Riserva|Bottega|Le Essenze|Edizione Limitata|I Classici|Giardini Italiani',
      flankers:
        'Intenso|Notte|Assoluto|Elisir|Estremo|Acqua Fresca|Estate|Privata|Edizione Speciale|Sport',
      syllables: 'la lo li ma mi mo na no ri ro sa se va vi ve de be ca fa ta to bel mar sol lu',
      endings: 'ella ino etta one ià ello ina ora tà rò',
    },
    {
      water: 'Acqua',
      and: (first, second) => `${first} e ${second}`,
      at: 'a',
      adjectiveFirst: false,
      definite: (feminine, phrase) => {
        if (startsWithVowelIt.test(phrase)) return `L'${phrase}`;
        if (feminine) return `La ${phrase}`;
        return `${italianImpure.test(phrase) ? 'Lo' : 'Il'} ${phrase}`;
      },
      indefinite: (feminine, phrase) => {
        if (feminine) return startsWithVowelIt.test(phrase) ? `Un'${phrase}` : `Una ${phrase}`;
        return `${italianImpure.test(phrase) ? 'Uno' : 'Un'} ${phrase}`;
      },
      of: (phrase) => (startsWithVowelIt.test(phrase) ? `d'${phrase}` : `di ${phrase}`),
    },
  ),
};
