import type { ConceptRecoEntry } from '../../common/api/concepts';
import type { conceptCategories } from '../../common/domain/catalog-schema';
import type { Localized } from '../../common/domain/languages';
import type { CatalogIndex, IndexedConcept, IndexedPerfume } from '../catalog/catalog-index';
import { perVersion } from '../lib/derived';
import { runAtOnce, STEP, type Sliced } from '../lib/sliced';

// Concept data derived from the catalog (catalog/README.md: relations and perfume scores are not
// written by hand). Concepts and perfumes are sparse vectors over two kinds of dimension,
// ingredients and families:
//   concept: its ingredient weights and family weights, as listed in concepts.json;
//   perfume: each ingredient at proportion / 100; its main family 0.6, its secondary family 0.3,
//            plus each ingredient's family at that ingredient's proportion / 100.
// recoValue(concept, perfume) and the closeness of two concepts are cosine similarities (0..1, all
// weights being positive); the distance between two concepts is 1 − cosine, so 1 means "nothing in
// common" and the sphere's neighbour rule "distance under 1" means "sharing something".

export const MAIN_FAMILY_WEIGHT = 0.6;
export const SECONDARY_FAMILY_WEIGHT = 0.3;
/** Highlight neighbours (spec section 9): at least 10, at most 100, distance under 1. */
export const MIN_RELATIONS = 10;
export const MAX_RELATIONS = 100;
/** Perfumes kept per concept: the sphere shows at most 200 perfumes. */
export const CONCEPT_RECOS = 200;

export type ConceptCategory = (typeof conceptCategories)[number];

export const conceptCategoryLabels: Record<ConceptCategory, Localized> = {
  mood: { en: 'Mood', fr: 'Humeur', es: 'Estado de ánimo' },
  season: { en: 'Season', fr: 'Saison', es: 'Estación' },
  occasion: { en: 'Occasion', fr: 'Occasion', es: 'Ocasión' },
  place: { en: 'Place', fr: 'Lieu', es: 'Lugar' },
  texture: { en: 'Texture', fr: 'Texture', es: 'Textura' },
  colour: { en: 'Colour', fr: 'Couleur', es: 'Color' },
  personality: { en: 'Personality', fr: 'Personnalité', es: 'Personalidad' },
};

export interface ConceptRelation {
  id: number;
  dist: number;
}

export interface ConceptReco {
  perfume: IndexedPerfume;
  recoValue: number;
}

interface SparseVector {
  ingredients: Map<number, number>;
  families: Map<number, number>;
  norm: number;
}

interface ConceptDerived {
  vectors: Map<number, SparseVector>;
  /** conceptId → otherConceptId → 1 − cosine (unrounded). */
  distances?: Map<number, Map<number, number>>;
  relations?: Map<number, ConceptRelation[]>;
  recos?: Map<number, ConceptReco[]>;
}

// Kept in the catalog version's derived data, made at its first use (warmConcepts completes it).
const derived = perVersion((index: CatalogIndex): ConceptDerived => ({
  vectors: new Map(index.concepts.map((c) => [c.id, conceptVector(c)])),
}));

function withNorm(ingredients: Map<number, number>, families: Map<number, number>): SparseVector {
  let sum = 0;
  for (const w of ingredients.values()) sum += w * w;
  for (const w of families.values()) sum += w * w;
  return { ingredients, families, norm: Math.sqrt(sum) };
}

function add(map: Map<number, number>, key: number, weight: number): void {
  map.set(key, (map.get(key) ?? 0) + weight);
}

export function conceptVector(concept: IndexedConcept): SparseVector {
  const ingredients = new Map<number, number>();
  const families = new Map<number, number>();
  for (const i of concept.ingredients) add(ingredients, i.ingredientId, i.weight);
  for (const f of concept.families) add(families, f.id, f.weight);
  return withNorm(ingredients, families);
}

export function perfumeVector(index: CatalogIndex, perfume: IndexedPerfume): SparseVector {
  const ingredients = new Map<number, number>();
  const families = new Map<number, number>();
  add(families, perfume.familyId, MAIN_FAMILY_WEIGHT);
  add(families, perfume.secondaryFamilyId, SECONDARY_FAMILY_WEIGHT);
  for (const i of perfume.ingredients) {
    const share = i.proportion / 100;
    add(ingredients, i.ingredientId, share);
    const family = index.ingredientById.get(i.ingredientId)?.familyId;
    if (family !== undefined) add(families, family, share);
  }
  return withNorm(ingredients, families);
}

export function cosine(a: SparseVector, b: SparseVector): number {
  if (a.norm === 0 || b.norm === 0) return 0;
  let dot = 0;
  for (const [k, w] of a.ingredients) dot += w * (b.ingredients.get(k) ?? 0);
  for (const [k, w] of a.families) dot += w * (b.families.get(k) ?? 0);
  return Math.min(1, Math.max(0, dot / (a.norm * b.norm)));
}

/** How well a perfume expresses a concept, 0..1 (the reference for the bulk computation). */
export function recoValue(index: CatalogIndex, concept: IndexedConcept, perfume: IndexedPerfume) {
  return cosine(derived(index).vectors.get(concept.id)!, perfumeVector(index, perfume));
}

/** Every pair of distinct concepts: conceptId → otherConceptId → 1 − cosine, unrounded. */
export function conceptDistances(
  index: CatalogIndex,
): ReadonlyMap<number, ReadonlyMap<number, number>> {
  const d = derived(index);
  if (!d.distances) {
    const distances = new Map<number, Map<number, number>>();
    for (const a of index.concepts) distances.set(a.id, new Map());
    for (let i = 0; i < index.concepts.length; i++) {
      const a = index.concepts[i]!;
      for (let j = i + 1; j < index.concepts.length; j++) {
        const b = index.concepts[j]!;
        const dist = 1 - cosine(d.vectors.get(a.id)!, d.vectors.get(b.id)!);
        distances.get(a.id)!.set(b.id, dist);
        distances.get(b.id)!.set(a.id, dist);
      }
    }
    d.distances = distances;
  }
  return d.distances;
}

/**
 * Each concept's neighbours, nearest first (ties by id): those at distance under 1, at most 100;
 * when fewer than 10 share anything, the 10 nearest all the same, so the sphere always highlights
 * some. Distances are rounded to 4 decimals.
 */
export function conceptRelations(index: CatalogIndex): ReadonlyMap<number, ConceptRelation[]> {
  const d = derived(index);
  if (!d.relations) {
    const relations = new Map<number, ConceptRelation[]>();
    for (const [id, others] of conceptDistances(index)) {
      const sorted = [...others].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
      let n = 0;
      while (n < sorted.length && n < MAX_RELATIONS && sorted[n]![1] < 1) n++;
      n = Math.max(n, Math.min(MIN_RELATIONS, sorted.length));
      relations.set(
        id,
        sorted.slice(0, n).map(([other, dist]) => ({ id: other, dist: round4(dist) })),
      );
    }
    d.relations = relations;
  }
  return d.relations;
}

/**
 * Each concept's best perfumes: the 200 highest recoValues above 0, ties by popularity then id.
 * Computed concept by concept over flat arrays (see PerfumeLayout): a concept's ingredients add
 * their weight to the perfumes that list them (an inverted list), then one pass over all perfumes
 * adds the concept's family weights from per-family columns, scales to a cosine and keeps the best.
 */
export function conceptRecos(index: CatalogIndex): ReadonlyMap<number, ConceptReco[]> {
  runAtOnce(warmConcepts(index));
  return derived(index).recos!;
}

/**
 * Computes the concepts' relations and best perfumes in slices (before a catalog version is
 * served): the relations are small (concepts only), the best perfumes take a pass over every
 * perfume per concept.
 */
export function* warmConcepts(index: CatalogIndex): Sliced<void> {
  const d = derived(index);
  if (d.recos) return;
  conceptRelations(index);
  yield;
  d.recos = yield* computeRecos(index, d.vectors);
}

/**
 * The perfume side of every cosine, laid out once for all concepts: reading 100,000 perfume
 * records and their ingredient lists is the slow part, so it happens in one pass.
 *   familyWeights[f][p]: perfume p's weight in family column f (main, secondary and its
 *     ingredients' families), so that a concept's family weight scales one contiguous column;
 *   postings[ingredientId]: the positions of the perfumes listing that ingredient and its share
 *     there, only for ingredients some concept names;
 *   inverseNorm[p]: 1 / |perfume p|.
 */
interface PerfumeLayout {
  n: number;
  familyColumn: number[];
  familyWeights: Float64Array[];
  /** A column of zeros, for a concept with fewer families than the ranking pass reads. */
  zeros: Float64Array;
  postings: { at: Int32Array; share: Float64Array; size: number }[];
  inverseNorm: Float64Array;
}

function* layOutPerfumes(
  index: CatalogIndex,
  vectors: ReadonlyMap<number, SparseVector>,
): Sliced<PerfumeLayout> {
  const perfumes = index.perfumes;
  const n = perfumes.length;
  // Lookups by id in plain arrays rather than Maps: ids are small integers, and a large id still
  // works (the array then falls back to a dictionary).
  const familyColumn: number[] = [];
  index.families.forEach((f, i) => (familyColumn[f.id] = i));
  const familyWeights = index.families.map(() => new Float64Array(n));
  const ingredientColumn: number[] = [];
  for (const i of index.ingredients) {
    const column = familyColumn[i.familyId];
    if (column !== undefined) ingredientColumn[i.id] = column;
  }
  yield;
  const postings: PerfumeLayout['postings'] = [];
  for (const v of vectors.values()) {
    for (const id of v.ingredients.keys()) {
      const length = index.perfumesByIngredient.get(id)?.length ?? 0;
      postings[id] ??= { at: new Int32Array(length), share: new Float64Array(length), size: 0 };
    }
  }
  const inverseNorm = new Float64Array(n);
  yield;
  for (let p = 0; p < n; p++) {
    const perfume = perfumes[p]!;
    let squares = 0;
    const main = familyColumn[perfume.familyId];
    if (main !== undefined) familyWeights[main]![p]! += MAIN_FAMILY_WEIGHT;
    const secondary = familyColumn[perfume.secondaryFamilyId];
    if (secondary !== undefined) familyWeights[secondary]![p]! += SECONDARY_FAMILY_WEIGHT;
    const ingredients = perfume.ingredients;
    for (let k = 0; k < ingredients.length; k++) {
      const ing = ingredients[k]!;
      const share = ing.proportion / 100;
      squares += share * share;
      const column = ingredientColumn[ing.ingredientId];
      if (column !== undefined) familyWeights[column]![p]! += share;
      const list = postings[ing.ingredientId];
      if (list) {
        list.at[list.size] = p;
        list.share[list.size++] = share;
      }
    }
    for (const column of familyWeights) squares += column[p]! * column[p]!;
    inverseNorm[p] = squares > 0 ? 1 / Math.sqrt(squares) : 0;
    if (p % STEP === STEP - 1) yield;
  }
  return { n, familyColumn, familyWeights, zeros: new Float64Array(n), postings, inverseNorm };
}

/** Family columns the ranking pass reads at once: the seed's concepts name two or three families. */
const RANKED_COLUMNS = 3;

function* computeRecos(
  index: CatalogIndex,
  vectors: ReadonlyMap<number, SparseVector>,
): Sliced<Map<number, ConceptReco[]>> {
  const layout = yield* layOutPerfumes(index, vectors);
  // Zero between concepts: the ranking pass clears each entry as it reads it.
  const scores = new Float64Array(layout.n);
  const top = new TopPerfumes(CONCEPT_RECOS, index.perfumes);
  const recos = new Map<number, ConceptReco[]>();
  for (const concept of index.concepts) {
    const vector = vectors.get(concept.id)!;
    for (const [ingredientId, w] of vector.ingredients) {
      const list = layout.postings[ingredientId]!;
      addShares(scores, list.at, list.share, list.size, w);
    }
    const columns: Float64Array[] = [];
    const weights: number[] = [];
    for (const [familyId, w] of vector.families) {
      const column = layout.familyColumn[familyId];
      if (column === undefined) continue;
      columns.push(layout.familyWeights[column]!);
      weights.push(w);
    }
    while (columns.length > RANKED_COLUMNS) addColumn(scores, columns.pop()!, weights.pop()!);
    while (columns.length < RANKED_COLUMNS) {
      columns.push(layout.zeros);
      weights.push(0);
    }
    const [a, b, c] = columns as [Float64Array, Float64Array, Float64Array];
    const [wa, wb, wc] = weights as [number, number, number];
    const scale = vector.norm > 0 ? 1 / vector.norm : 0;
    rankPerfumes(scores, a, wa, b, wb, c, wc, layout.inverseNorm, scale, top);
    recos.set(concept.id, top.take());
    // One concept is one pass over the perfumes: a few milliseconds on 100,000.
    yield;
  }
  return recos;
}

// The loops below run 120 times over 100,000 perfumes. Small functions over typed arrays with a
// fixed number of columns are optimised early and well: the same work written as a loop over a
// concept's family list ran three times slower.

function addShares(
  scores: Float64Array,
  at: Int32Array,
  share: Float64Array,
  size: number,
  w: number,
) {
  for (let k = 0; k < size; k++) scores[at[k]!]! += w * share[k]!;
}

function addColumn(scores: Float64Array, column: Float64Array, w: number) {
  for (let p = 0; p < scores.length; p++) scores[p]! += w * column[p]!;
}

/**
 * Completes each perfume's dot product with the concept's three family columns, turns it into a
 * cosine and offers it to the heap of best perfumes (only positive cosines enter); clears `scores`.
 */
function rankPerfumes(
  scores: Float64Array,
  a: Float64Array,
  wa: number,
  b: Float64Array,
  wb: number,
  c: Float64Array,
  wc: number,
  inverseNorm: Float64Array,
  scale: number,
  top: TopPerfumes,
): void {
  const capacity = top.at.length;
  const kept = top.score;
  // Lowest score still kept: 0 until the heap is full.
  let threshold = 0;
  for (let p = 0; p < scores.length; p++) {
    const value = (scores[p]! + wa * a[p]! + wb * b[p]! + wc * c[p]!) * inverseNorm[p]! * scale;
    scores[p] = 0;
    if (value < threshold || !(value > 0)) continue;
    top.offer(p, value > 1 ? 1 : value);
    if (top.size === capacity) threshold = kept[0]!;
  }
}

/**
 * The best `capacity` perfumes seen, as a binary heap that keeps the worst kept perfume on top, so
 * most perfumes are dismissed by one comparison with its score. Perfume records are only read on
 * equal scores: loading them on every comparison would cost more than the whole scan.
 */
class TopPerfumes {
  readonly at: Int32Array;
  readonly score: Float64Array;
  size = 0;

  constructor(
    capacity: number,
    private readonly perfumes: readonly IndexedPerfume[],
  ) {
    this.at = new Int32Array(capacity);
    this.score = new Float64Array(capacity);
  }

  /** Whether perfume a ranks below perfume b on equal scores: less popular, then larger id. */
  private tieBelow(a: number, b: number): boolean {
    const pa = this.perfumes[a]!;
    const pb = this.perfumes[b]!;
    if (pa.popularity !== pb.popularity) return pa.popularity < pb.popularity;
    return pa.id > pb.id;
  }

  private below(i: number, j: number): boolean {
    const si = this.score[i]!;
    const sj = this.score[j]!;
    return si !== sj ? si < sj : this.tieBelow(this.at[i]!, this.at[j]!);
  }

  private swap(i: number, j: number): void {
    const { at, score } = this;
    const p = at[i]!;
    const s = score[i]!;
    at[i] = at[j]!;
    score[i] = score[j]!;
    at[j] = p;
    score[j] = s;
  }

  offer(p: number, value: number): void {
    const { at, score } = this;
    if (this.size < at.length) {
      let i = this.size++;
      at[i] = p;
      score[i] = value;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!this.below(i, parent)) break;
        this.swap(i, parent);
        i = parent;
      }
      return;
    }
    const worst = score[0]!;
    if (value < worst || (value === worst && !this.tieBelow(at[0]!, p))) return;
    at[0] = p;
    score[0] = value;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let w = i;
      if (l < this.size && this.below(l, w)) w = l;
      if (r < this.size && this.below(r, w)) w = r;
      if (w === i) break;
      this.swap(i, w);
      i = w;
    }
  }

  /** Empties the heap into a list, best first. */
  take(): ConceptReco[] {
    const out: ConceptReco[] = [];
    for (let i = 0; i < this.size; i++) {
      out.push({ perfume: this.perfumes[this.at[i]!]!, recoValue: this.score[i]! });
    }
    this.size = 0;
    return out.sort(
      (a, b) =>
        b.recoValue - a.recoValue ||
        b.perfume.popularity - a.perfume.popularity ||
        a.perfume.id - b.perfume.id,
    );
  }
}

export function round4(value: number): number {
  return Math.round(value * 10000) / 10000;
}

/** The conceptsDistance file: conceptId → otherConceptId → distance, 4 decimals, every pair. */
export function conceptsDistanceFile(index: CatalogIndex): Record<string, Record<string, number>> {
  const file: Record<string, Record<string, number>> = {};
  for (const [id, others] of conceptDistances(index)) {
    const row: Record<string, number> = {};
    for (const [other, dist] of others) row[other] = round4(dist);
    file[id] = row;
  }
  return file;
}

/** The conceptsRecos file: conceptId → its best perfumes with their families and recoValue. */
export function conceptsRecosFile(index: CatalogIndex): Record<string, ConceptRecoEntry[]> {
  const file: Record<string, ConceptRecoEntry[]> = {};
  for (const [id, recos] of conceptRecos(index)) {
    file[id] = recos.map(({ perfume, recoValue }) => ({
      id: perfume.id,
      familyId: perfume.familyId,
      secondaryFamilyId: perfume.secondaryFamilyId,
      recoValue: round4(recoValue),
    }));
  }
  return file;
}
