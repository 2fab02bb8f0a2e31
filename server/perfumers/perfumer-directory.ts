import { perfumerAliases, perfumerSlug } from '../../common/domain/perfumer-names';
import { normalizeText } from '../../common/domain/text';
import type { CatalogIndex, IndexedPerfume } from '../catalog/catalog-index';
import { derivedData } from '../catalog/derived';
import { STEP, type Sliced } from '../catalog/sliced';
import { ingredientProfile, type IngredientProfile } from './ingredient-profile';

// Every credited perfumer of a catalog version, one person per spelling
// (common/domain/perfumer-names.ts), with their perfumes and the profile of the ingredients they
// use (for the closest perfumers). Built once per catalog version, beside its index.

export interface Perfumer {
  slug: string;
  /** The spelling most of their credits use. */
  name: string;
  /** Oldest first; perfumes without a year last; then by name. */
  perfumes: readonly IndexedPerfume[];
  profile: IngredientProfile;
}

export interface PerfumerDirectory {
  /** A to Z by name. */
  perfumers: readonly Perfumer[];
  bySlug: ReadonlyMap<string, Perfumer>;
}

/** Oldest first, the undated last, then by name: the order of a body of work. */
export function byYearThenName(a: IndexedPerfume, b: IndexedPerfume): number {
  const ya = a.year ?? Number.POSITIVE_INFINITY;
  const yb = b.year ?? Number.POSITIVE_INFINITY;
  return ya - yb || a.name.localeCompare(b.name) || a.id - b.id;
}

function* buildDirectory(index: CatalogIndex): Sliced<PerfumerDirectory> {
  const groups = new Map<string, { perfumes: IndexedPerfume[]; spellings: Map<string, number> }>();
  let step = 0;
  for (const perfume of index.perfumes) {
    for (const credit of perfume.perfumers) {
      const slug = perfumerSlug(credit);
      if (slug === '') continue;
      let group = groups.get(slug);
      if (!group) groups.set(slug, (group = { perfumes: [], spellings: new Map() }));
      // One perfume credits one person once, whatever two spellings its list has.
      if (group.perfumes.at(-1) !== perfume) group.perfumes.push(perfume);
      group.spellings.set(credit, (group.spellings.get(credit) ?? 0) + 1);
    }
    if (++step % STEP === 0) yield;
  }
  const perfumers: Perfumer[] = [];
  for (const [slug, group] of groups) {
    perfumers.push({
      slug,
      name: displayName(group.spellings),
      perfumes: group.perfumes.sort(byYearThenName),
      profile: ingredientProfile(group.perfumes, index),
    });
    if (++step % STEP === 0) yield;
  }
  const byName = new Intl.Collator('en', { sensitivity: 'base' }).compare;
  perfumers.sort((a, b) => byName(a.name, b.name) || a.slug.localeCompare(b.slug));
  return { perfumers, bySlug: new Map(perfumers.map((p) => [p.slug, p])) };
}

/**
 * The name a perfumer's page carries: a spelling of the name the aliases lead to, if the catalog
 * has one ("Jacques Cavallier Belletrud" rather than "Jacques Cavallier"), the most used among them,
 * and with its accents when two differ only by them ("Harry Frémont").
 */
function displayName(spellings: ReadonlyMap<string, number>): string {
  const ranked = [...spellings].sort(
    ([a, na], [b, nb]) =>
      Number(isCanonical(b)) - Number(isCanonical(a)) ||
      nb - na ||
      accents(b) - accents(a) ||
      a.localeCompare(b),
  );
  return ranked[0]![0];
}

const isCanonical = (credit: string) => perfumerAliases[normalizeText(credit)] === undefined;
const accents = (text: string) => text.normalize('NFD').length - text.length;

export const perfumerDirectory = derivedData(buildDirectory);
