import { normalizeText } from '../../common/domain/text';
import type { CatalogIndex, IndexedPerfume } from '../catalog/catalog-index';
import { searchPerfumes } from '../search/text-search';

// Which perfume of the catalog a line of an imported collection names (issue 30): the search
// engine reads the name, with its typo forgiveness (docs/decisions/033), and the house decides
// between perfumes of one name. A line matches when one perfume has the line's name and house, as
// the catalog writes them give or take case and accents; otherwise the preview offers the closest
// perfumes, those of the line's house first, and the person chooses (docs/decisions/043).

/** Search results read per line: enough to find the house's perfume under a common name. */
const HITS_READ = 40;
export const IMPORT_CANDIDATES = 3;

export interface LineMatch {
  match: IndexedPerfume | null;
  candidates: IndexedPerfume[];
}

/** Names compared without case, accents, punctuation or spaces: "N°5" and "no 5" agree. */
const key = (text: string) => normalizeText(text).replace(/[^a-z0-9]+/g, '');

export function matchImportLine(index: CatalogIndex, name: string, house: string): LineMatch {
  const wantedName = key(name);
  if (wantedName === '') return { match: null, candidates: [] };
  const wantedHouse = key(house);
  const brandKey = (p: IndexedPerfume) => key(index.brandById.get(p.brandId)?.name ?? '');
  let hits = searchPerfumes(index, name, { limit: HITS_READ }).hits.map((h) => h.perfume);
  // A name too mangled for the search alone may still be found beside its house's name.
  if (hits.length === 0 && wantedHouse !== '') {
    hits = searchPerfumes(index, `${house} ${name}`, { limit: HITS_READ }).hits.map(
      (h) => h.perfume,
    );
  }
  const ofHouse = (p: IndexedPerfume) => wantedHouse === '' || brandKey(p) === wantedHouse;
  const exact = hits.filter((p) => key(p.name) === wantedName && ofHouse(p));
  // Several perfumes of one house and one name (rare: a reissue) go to the person, as a typo does.
  if (exact.length === 1) return { match: exact[0]!, candidates: [] };
  const candidates = [
    ...hits.filter((p) => wantedHouse !== '' && brandKey(p) === wantedHouse),
    ...hits.filter((p) => !(wantedHouse !== '' && brandKey(p) === wantedHouse)),
  ].slice(0, IMPORT_CANDIDATES);
  return { match: null, candidates };
}
