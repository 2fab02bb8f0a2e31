import { beforeAll, describe, expect, it } from 'vitest';
import { FUZZY_MAX_DISTANCE_EXCLUSIVE, FUZZY_MIN_LENGTH } from '../../common/domain/constants';
import { normalizeText, withinEditDistance, words } from '../../common/domain/text';
import { CatalogIndex, type IndexedPerfume } from '../catalog/catalog-index';
import { generateCatalog } from '../catalog/generate';
import { createRandom } from '../catalog/random';
import { readCatalogFolder } from '../catalog/read-catalog';
import { validateCatalog } from '../catalog/validate';
import { seedCatalogDir } from '../test-support/test-app';
import { MatchKind, searchPerfumes } from './text-search';

// The engine answers from postings and candidate lists; this model applies the spec's rules to
// every perfume, one by one. Both must give the same perfumes in the same order for any query.

function modelKind(p: IndexedPerfume, q: string): MatchKind {
  const { name, brand, subBrand } = p.search;
  const whole = (text: string, exactCounts: boolean) =>
    text === q && exactCounts
      ? MatchKind.Exact
      : text.startsWith(q)
        ? MatchKind.Prefix
        : text.includes(q)
          ? MatchKind.Substring
          : MatchKind.None;
  const kinds: MatchKind[] = [
    whole(name, true),
    whole(brand, true),
    subBrand ? whole(subBrand, false) : MatchKind.None,
  ];
  const own = [...p.search.nameWords, ...words(brand), ...words(subBrand)];
  let wordKind: MatchKind = MatchKind.WordSubstring;
  for (const qw of new Set(words(q))) {
    if (own.some((w) => w.includes(qw))) continue;
    const fuzzy = own.some(
      (w) =>
        qw.length >= FUZZY_MIN_LENGTH &&
        w.length >= FUZZY_MIN_LENGTH &&
        withinEditDistance(qw, w, FUZZY_MAX_DISTANCE_EXCLUSIVE),
    );
    if (!fuzzy) {
      wordKind = MatchKind.None;
      break;
    }
    wordKind = withinEditDistance(name, q, FUZZY_MAX_DISTANCE_EXCLUSIVE)
      ? MatchKind.FuzzyName
      : MatchKind.WordFuzzy;
  }
  if (words(q).length > 0) kinds.push(wordKind);
  const found = kinds.filter((k) => k !== MatchKind.None);
  return found.length ? (Math.min(...found) as MatchKind) : MatchKind.None;
}

function modelSearch(index: CatalogIndex, query: string): number[] {
  const q = normalizeText(query);
  if (!q) return [];
  return index.perfumes
    .map((p) => ({ p, kind: modelKind(p, q) }))
    .filter((m) => m.kind !== MatchKind.None)
    .sort(
      (a, b) =>
        a.kind - b.kind ||
        b.p.popularity - a.p.popularity ||
        (a.p.search.name < b.p.search.name ? -1 : a.p.search.name > b.p.search.name ? 1 : 0) ||
        a.p.id - b.p.id,
    )
    .map((m) => m.p.id);
}

/** Queries of every shape: whole names, prefixes, inner pieces, brand and word, typos. */
function queriesFor(index: CatalogIndex, count: number, seed: number): string[] {
  const random = createRandom(seed);
  const pick = () => index.perfumes[random.int(0, index.perfumes.length - 1)]!;
  const queries = ['e', 'eau', 'l’', "d'", '&', 'no 5', 'eau de', 'rose noire', 'parfum'];
  for (let i = 0; i < count; i++) {
    const p = pick();
    const name = p.name;
    const brand = index.brandById.get(p.brandId)!.name;
    const typo = (word: string) => {
      const at = random.int(1, Math.max(1, word.length - 2));
      return word.slice(0, at) + word.slice(at + 1);
    };
    const shapes = [
      name,
      name.slice(0, random.int(1, name.length)),
      name.slice(random.int(0, name.length - 1)),
      `${brand} ${name.split(' ')[0]}`,
      `${name.split(' ').at(-1)} ${brand.split(' ')[0]}`,
      name
        .split(' ')
        .map((w) => (w.length > 5 ? typo(w) : w))
        .join(' '),
      normalizeText(name).toUpperCase(),
      p.subBrand || brand.slice(1, 6),
      // Separators before or after a word: the word must start or end a name word.
      `'${name.split(' ').at(-1)!.slice(0, 3)}`,
      `${name.split(' ')[0]!.slice(-3)}-`,
      `${name.slice(1, 9)}`,
    ];
    queries.push(shapes[i % shapes.length]!);
  }
  return queries;
}

function expectSameAsModel(index: CatalogIndex, queries: string[]) {
  for (const query of queries) {
    const result = searchPerfumes(index, query, { limit: 100_000 });
    const got = result.hits.map((h) => h.perfume.id);
    expect({ query, ids: got }).toEqual({ query, ids: modelSearch(index, query) });
    expect(result.total).toBe(got.length);
  }
}

describe('text search against a model of the spec rules', () => {
  let seed: CatalogIndex;
  let generated: CatalogIndex;
  beforeAll(async () => {
    const data = validateCatalog(await readCatalogFolder(seedCatalogDir)).data!;
    seed = new CatalogIndex(data, 1);
    generated = new CatalogIndex(generateCatalog({ perfumes: 3000, seed: 3 }, data), 1);
  });

  it('agrees on the seed catalog', () => {
    expectSameAsModel(seed, queriesFor(seed, 160, 1));
  });

  it('agrees on a generated catalog, where queries often match thousands of perfumes', () => {
    expectSameAsModel(generated, queriesFor(generated, 160, 2));
  });

  it('pages through the same order with offset', () => {
    const all = searchPerfumes(generated, 'e', { limit: 100_000 }).hits.map((h) => h.perfume.id);
    const pages = [0, 1, 2].flatMap((page) =>
      searchPerfumes(generated, 'e', { limit: 40, offset: page * 40 }).hits.map(
        (h) => h.perfume.id,
      ),
    );
    expect(pages).toEqual(all.slice(0, 120));
  });
});
