import type { RecoType } from '../../common/api/catalog';
import { MAIN_INGREDIENTS_PER_PERFUME } from '../../common/domain/constants';
import type { CatalogIndex, IndexedPerfume } from '../catalog/catalog-index';
import {
  SIMILARITY_WEIGHTS,
  TopPerfumes,
  compileFilter,
  familyScore,
  hasAmongFirst,
  nextEpoch,
  passes,
  recommendIndex,
  type RecommendFilters,
} from './similarity';

// The perfumes most similar to one perfume (similarity.ts), best first.
//
// Candidates are the perfumes that share at least one ingredient with the reference, found by
// walking the inverted list of each of its ingredients while accumulating the cosine, so every
// candidate's score is exact and no other perfume is looked at. Perfumes that share no ingredient
// can still score 0.2–0.3 through the families; they are considered, from the same main family,
// only when the ingredient candidates left by the filters are fewer than the limit.
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
  const filter = compileFilter(r, options);
  const top = new TopPerfumes(r, options.limit);
  const epoch = nextEpoch(r);
  const { stamp, scratchScore, touched, postingStart, postingPerfume, postingWeight } = r;

  stamp[ref] = epoch; // never its own candidate
  let touchedCount = 0;
  for (let i = r.rowStart[ref]!; i < r.rowStart[ref + 1]!; i++) {
    const slot = r.rowSlot[i]!;
    const w = r.rowWeight[i]!;
    for (let k = postingStart[slot]!; k < postingStart[slot + 1]!; k++) {
      const p = postingPerfume[k]!;
      if (stamp[p] !== epoch) {
        stamp[p] = epoch;
        scratchScore[p] = 0;
        touched[touchedCount++] = p;
      }
      scratchScore[p]! += w * postingWeight[k]!;
    }
  }

  const refMain = r.mainFamily[ref]!;
  const refSecondary = r.secondaryFamily[ref]!;
  let kept = 0;
  for (let t = 0; t < touchedCount; t++) {
    const p = touched[t]!;
    if (!passes(r, filter, p)) continue;
    kept++;
    const cosine = Math.min(1, scratchScore[p]!);
    top.push(
      p,
      SIMILARITY_WEIGHTS.ingredients * cosine +
        familyScore(refMain, refSecondary, r.mainFamily[p]!, r.secondaryFamily[p]!),
    );
  }

  if (kept < options.limit && refMain >= 0) {
    for (const p of r.perfumesByMainFamily[refMain]!) {
      if (stamp[p] === epoch || !passes(r, filter, p)) continue;
      top.push(p, familyScore(refMain, refSecondary, refMain, r.secondaryFamily[p]!));
    }
  }

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
