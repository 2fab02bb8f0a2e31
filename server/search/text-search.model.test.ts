import { beforeAll, describe, expect, it } from 'vitest';
import { FUZZY_MAX_DISTANCE_EXCLUSIVE, FUZZY_MIN_LENGTH } from '../../common/domain/constants';
import {
  isSeparatorCode,
  normalizeText,
  searchReadings,
  withinEditDistance,
  words,
} from '../../common/domain/text';
import { CatalogIndex, type IndexedPerfume } from '../catalog/catalog-index';
import { generateCatalog } from '../catalog-tools/generate';
import { createRandom } from '../lib/random';
import { readCatalogFolder } from '../catalog/read-catalog';
import { validateCatalog } from '../catalog/validate';
import { seedCatalogDir } from '../test-support/test-app';
import { MatchKind, searchPerfumes } from './text-search';
import { closeEnough } from './typo-index';

// The engine answers from postings and candidate lists; this model applies the spec's rules, and
// the looser measure's close names, to every perfume, one by one. Both must give the same
// perfumes in the same order for any query.
//
// A text with apostrophes is read two ways, apostrophes dropped and read as spaces (the query as
// well as the name, brand and sub-brand); a perfume matches when any reading of the query matches
// any of its readings. Where the whole query sits: the whole text, its start, the start of one of
// its words, or inside a word.

type Where = 'whole' | 'start' | 'wordStart' | 'inside' | null;

function where(text: string, q: string): Where {
  if (text === q) return 'whole';
  if (text.startsWith(q)) return 'start';
  if (!text.includes(q)) return null;
  if (isSeparatorCode(q.charCodeAt(0))) return 'wordStart';
  for (let at = text.indexOf(q); at >= 0; at = text.indexOf(q, at + 1)) {
    if (isSeparatorCode(text.charCodeAt(at - 1))) return 'wordStart';
  }
  return 'inside';
}

const best = (kinds: MatchKind[]) =>
  kinds.reduce<MatchKind>(
    (a, b) => (a === MatchKind.None ? b : b === MatchKind.None ? a : (Math.min(a, b) as MatchKind)),
    MatchKind.None,
  );

function modelKind(p: IndexedPerfume, q: string): MatchKind {
  const queries = searchReadings(q).filter((r) => r.length > 0);
  const names = searchReadings(p.search.name);
  const brands = searchReadings(p.search.brand);
  const subBrands = p.search.subBrand ? searchReadings(p.search.subBrand) : [];
  const inName: Record<NonNullable<Where>, MatchKind> = {
    whole: MatchKind.ExactName,
    start: MatchKind.NamePrefix,
    wordStart: MatchKind.NameWordStart,
    inside: MatchKind.Substring,
  };
  const inBrand: Record<NonNullable<Where>, MatchKind> = {
    whole: MatchKind.ExactBrand,
    start: MatchKind.BrandPrefix,
    wordStart: MatchKind.BrandWordStart,
    inside: MatchKind.Substring,
  };
  // A sub-brand equal to the query is a prefix match, as it always was: it names a line.
  const inSubBrand = { ...inBrand, whole: MatchKind.BrandPrefix };
  const nameKinds: MatchKind[] = [];
  const brandKinds: MatchKind[] = [];
  for (const qr of queries) {
    for (const [texts, kinds, table] of [
      [names, nameKinds, inName],
      [brands, brandKinds, inBrand],
      [subBrands, brandKinds, inSubBrand],
    ] as const) {
      for (const text of texts) {
        const w = where(text, qr);
        if (w) kinds.push(table[w]);
      }
    }
  }
  const nameKind = best(nameKinds);
  const brandKind = best(brandKinds);
  // A brand prefix and a name word starting with the query: "giò" for Acqua di Giò by Giorgio
  // Armani ranks before the brand's other perfumes.
  const wholeKind =
    nameKind === MatchKind.NameWordStart && brandKind === MatchKind.BrandPrefix
      ? MatchKind.BrandPrefixNameWord
      : best([nameKind, brandKind]);

  const own = [...names, ...brands, ...subBrands].flatMap((text) => words(text));
  const wordKinds = queries.map((qr) => {
    const queryWords = new Set(words(qr));
    if (queryWords.size === 0) return MatchKind.None;
    let kind: MatchKind = MatchKind.WordsAtStart;
    for (const qw of queryWords) {
      if (own.some((w) => w.startsWith(qw))) continue;
      if (own.some((w) => w.includes(qw))) {
        if (kind === MatchKind.WordsAtStart) kind = MatchKind.WordsInside;
        continue;
      }
      const fuzzy = own.some(
        (w) =>
          qw.length >= FUZZY_MIN_LENGTH &&
          w.length >= FUZZY_MIN_LENGTH &&
          withinEditDistance(qw, w, FUZZY_MAX_DISTANCE_EXCLUSIVE),
      );
      if (!fuzzy) return MatchKind.None;
      kind = MatchKind.WordFuzzy;
    }
    return kind;
  });
  const kind = best([wholeKind, ...wordKinds]);
  // A match whose whole name is one edit away from the query, both of 5 characters or more,
  // whatever matched it.
  const near = queries.some(
    (qr) =>
      qr.length >= FUZZY_MIN_LENGTH &&
      names.some(
        (name) =>
          name.length >= FUZZY_MIN_LENGTH &&
          withinEditDistance(name, qr, FUZZY_MAX_DISTANCE_EXCLUSIVE),
      ),
  );
  return kind !== MatchKind.None && near ? best([kind, MatchKind.FuzzyName]) : kind;
}

/**
 * The looser measure's close name (docs/decisions/033): a reading of the name has the words of a
 * reading of the query, as many and in order, each the same or close.
 */
function modelCloseName(p: IndexedPerfume, q: string): boolean {
  const queries = searchReadings(q).map((r) => words(r));
  const names = searchReadings(p.search.name).map((r) => words(r));
  return queries.some(
    (qw) =>
      qw.length > 0 &&
      names.some((nw) => nw.length === qw.length && nw.every((w, i) => closeEnough(qw[i]!, w))),
  );
}

function modelSearch(index: CatalogIndex, query: string, looser: boolean): number[] {
  const q = normalizeText(query);
  if (!q) return [];
  return index.perfumes
    .map((p) => {
      const kind = modelKind(p, q);
      const close = looser && modelCloseName(p, q) ? MatchKind.CloseName : MatchKind.None;
      return { p, kind: best([kind, close]) };
    })
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
  const queries = [
    ...['e', 'eau', 'l’', "d'", "'", '&', 'no 5', 'eau de', 'rose noire', 'parfum'],
    // Shapes of the ranking's sub-tiers and of elisions.
    ...[
      'oud',
      'mon',
      'giò',
      'l eau',
      "l'eau",
      'leau',
      "l'homme",
      'l homme',
      'd&g',
      'terre dhermes',
    ],
    ...['lepice', 'leepice', 'l epice', 'eau daube', "eau d'aubbe", '-oud', 'de l', 'e l'],
    ...['atelier', 'latelier', 'amico', 'damico', 'brien'],
  ];
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
      // Elisions typed solid, with a space, or solid with one typo.
      normalizeText(name).replace(/['’]/g, ''),
      normalizeText(name).replace(/['’]/g, ' '),
      typo(normalizeText(name).replace(/['’]/g, '')),
      name.split(' ').at(-1)!.slice(0, 4),
      // The word after an elision in a brand or sub-brand: "atelier" in "L'Atelier".
      (p.subBrand || brand).split(/['’ ]/).at(-1)!.slice(0, 5),
    ];
    queries.push(shapes[i % shapes.length]!);
  }
  return queries;
}

function expectSameAsModel(index: CatalogIndex, queries: string[]) {
  for (const query of queries) {
    // The spec's rule alone: the same perfumes in the same order, and the same total.
    const spec = searchPerfumes(index, query, { limit: 100_000, looser: false });
    const specIds = spec.hits.map((h) => h.perfume.id);
    expect({ query, ids: specIds }).toEqual({ query, ids: modelSearch(index, query, false) });
    expect(spec.total).toBe(spec.hits.length);

    // With the close names: those the model finds, in its order. When they and the spec's
    // matches are fewer than 10, the fallback adds perfumes the model leaves out (a word typed
    // without its space, every word matching with a mistake), ranked as close names or after all.
    const result = searchPerfumes(index, query, { limit: 100_000 });
    const model = modelSearch(index, query, true);
    const known = new Set(model);
    const got = result.hits.map((h) => h.perfume.id);
    expect({ query, ids: got.filter((id) => known.has(id)) }).toEqual({ query, ids: model });
    const added = result.hits.filter((h) => !known.has(h.perfume.id));
    if (model.length >= 10) expect({ query, added }).toEqual({ query, added: [] });
    for (const h of added) {
      expect([MatchKind.CloseName, MatchKind.CloseWords, MatchKind.FarWords] as number[]).toContain(
        h.kind,
      );
    }
    expect(result.total).toBe(result.hits.length);
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
    expectSameAsModel(seed, queriesFor(seed, 200, 1));
  });

  // The model reads every perfume for every query: seconds on a busy machine.
  it('agrees on a generated catalog, where queries often match thousands of perfumes', () => {
    expectSameAsModel(generated, queriesFor(generated, 200, 2));
  }, 60_000);

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
