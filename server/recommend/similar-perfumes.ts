import type { RecoType } from '../../common/api/catalog';
import { MAIN_INGREDIENTS_PER_PERFUME } from '../../common/domain/constants';
import type { CatalogIndex, IndexedPerfume } from '../catalog/catalog-index';
import {
  CANDIDATE_BUDGET,
  TopPerfumes,
  bestFor,
  candidateSets,
  compileFilter,
  hasAmongFirst,
  queryFor,
  recommendIndex,
  type RecommendFilters,
} from './similarity';

// The perfumes most similar to one perfume (similarity.ts), best first.
//
// Candidates are found by bestFor (similarity.ts): the perfumes that list one of the reference's
// notes or a near-synonym, then those of its main and secondary families, within a reading budget;
// every candidate is scored exactly. Perfumes that share no note group and whose main family the
// reference does not wear rarely come close: on the seed catalog, where the budget never binds,
// the top 12 are those of an exhaustive scan for all but a handful of the 557 perfumes
// (seed-catalog.test.ts); on a generated 100,000-perfume catalog, where the family lists no
// longer fit the budget, for all of 100 sampled references.
//
// recoType tells the screen why it is there: 'hero' when the reference's hero ingredient is among
// the candidate's main ingredients (its first five), else 'family' when it has the same main family,
// else 'other'.

export interface SimilarOptions extends RecommendFilters {
  limit: number;
}

export interface ScoredPerfume {
  perfume: IndexedPerfume;
  recoValue: number;
  recoType: RecoType;
}

/** Similar perfumes, or null when the reference perfume is not in the catalog. */
export function similarPerfumes(
  index: CatalogIndex,
  perfumeId: number,
  options: SimilarOptions,
): ScoredPerfume[] | null {
  const r = recommendIndex(index);
  const ref = r.positionById.get(perfumeId);
  if (ref === undefined) return null;
  const top = new TopPerfumes(r, options.limit);
  const [bits] = candidateSets(r, 1);
  const filter = compileFilter(r, options);
  bestFor(r, queryFor(r, [ref]), [ref], [ref], filter, top, CANDIDATE_BUDGET, bits!);

  const refMain = r.mainFamily[ref]!;
  const heroSlot = r.heroSlot[ref]!;
  return top.drain().map(({ position, score }) => ({
    perfume: r.perfumes[position]!,
    recoValue: score,
    recoType: hasAmongFirst(r, position, heroSlot, MAIN_INGREDIENTS_PER_PERFUME)
      ? 'hero'
      : r.mainFamily[position] === refMain
        ? 'family'
        : 'other',
  }));
}
