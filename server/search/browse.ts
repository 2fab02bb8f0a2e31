import type { GenderCode } from '../../common/domain/gender';
import type { CatalogIndex, IndexedPerfume } from '../catalog/catalog-index';
import { MatchKind, type SearchOptions, type SearchResult } from './text-search';

// Browsing without a text (docs/decisions/030-what-a-visitor-noticed.md): a visitor who picks a
// brand, a family or a gender with an empty search box gets those perfumes, sorted by name, a page
// at a time. Nothing is ranked, so the order is built once per catalog index: every perfume by
// name, and each brand's perfumes by name. A page then costs one pass over the catalog (or over
// the chosen brands' perfumes) to count the matches and keep the page's.

interface BrowseIndex {
  /** Perfumes by name (accent-free, lower-case), then brand, then id. */
  byName: IndexedPerfume[];
  /** For each position in byName: gender (1 FU, 2 MU, 3 U) and main family. */
  gender: Uint8Array;
  family: Int32Array;
  /** Positions in byName of each brand's perfumes, ascending. */
  brandPositions: Map<number, Int32Array>;
}

const genderIndex: Record<GenderCode, number> = { FU: 1, MU: 2, U: 3 };
const cache = new WeakMap<CatalogIndex, BrowseIndex>();

export function browseIndexFor(index: CatalogIndex): BrowseIndex {
  let built = cache.get(index);
  if (!built) {
    built = buildBrowseIndex(index);
    cache.set(index, built);
  }
  return built;
}

function buildBrowseIndex(index: CatalogIndex): BrowseIndex {
  // Normalised names compared by code unit: the order of the letters a visitor reads, without
  // the cost of a collator on 100,000 names ("Éclat" files under E, "N°5" under N).
  const byName = [...index.perfumes].sort(
    (a, b) =>
      compare(a.search.name, b.search.name) ||
      compare(a.search.brand, b.search.brand) ||
      a.id - b.id,
  );
  const n = byName.length;
  const gender = new Uint8Array(n);
  const family = new Int32Array(n);
  const lists = new Map<number, number[]>();
  byName.forEach((p, position) => {
    gender[position] = genderIndex[p.gender];
    family[position] = p.familyId;
    let list = lists.get(p.brandId);
    if (!list) lists.set(p.brandId, (list = []));
    list.push(position);
  });
  const brandPositions = new Map([...lists].map(([id, list]) => [id, Int32Array.from(list)]));
  return { byName, gender, family, brandPositions };
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The perfumes that pass the filters (gender, brand, main family; none means the whole catalog),
 * sorted by name: the page asked for and how many there are in all.
 */
export function browsePerfumes(index: CatalogIndex, options: SearchOptions): SearchResult {
  const b = browseIndexFor(index);
  const genders = options.genders?.length
    ? new Set(options.genders.map((g) => genderIndex[g]))
    : null;
  const familyIds = options.familyIds?.length ? new Set(options.familyIds) : null;
  const offset = options.offset ?? 0;
  const hits: SearchResult['hits'] = [];
  let total = 0;
  const visit = (position: number) => {
    if (genders && !genders.has(b.gender[position]!)) return;
    if (familyIds && !familyIds.has(b.family[position]!)) return;
    if (total >= offset && hits.length < options.limit) {
      // No text was matched: the kind says so.
      hits.push({ perfume: b.byName[position]!, kind: MatchKind.None });
    }
    total++;
  };
  if (options.brandIds?.length) {
    // The chosen brands' perfumes, merged back into name order.
    const positions = [...new Set(options.brandIds)]
      .flatMap((id) => Array.from(b.brandPositions.get(id) ?? []))
      .sort((x, y) => x - y);
    for (const position of positions) visit(position);
  } else {
    for (let position = 0; position < b.byName.length; position++) visit(position);
  }
  return { hits, total };
}
