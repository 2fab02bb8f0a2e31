import type { PyramidStage } from './catalog-schema';

// A perfume's pyramid: each note's place among the stages a wearer meets, top notes in the first
// minutes, heart notes over the first hours, base notes in the drydown. A note may sit in two
// stages (a rose that opens the perfume and stays in its heart). The database and the index keep
// a note's stages as a bit mask; the catalog and the API as a list.

export const stageOrder: readonly PyramidStage[] = ['top', 'heart', 'base'];

const bit: Record<PyramidStage, number> = { top: 1, heart: 2, base: 4 };

export function stageMask(stages: readonly PyramidStage[]): number {
  return stages.reduce((mask, stage) => mask | bit[stage], 0);
}

/** The stages of a mask, in the wearer's order; [] for 0 (a note without a known place). */
export function stagesFromMask(mask: number): PyramidStage[] {
  return stageOrder.filter((stage) => (mask & bit[stage]) !== 0);
}

export interface StagedNote<N> {
  note: N;
  proportion: number;
  stages: readonly PyramidStage[];
}

export interface PyramidStep<N> {
  stage: PyramidStage;
  /** The notes placed in this stage, largest share first. */
  notes: N[];
}

/**
 * The perfume's unfolding: for each stage, the notes that dominate then, largest share first.
 * Null when the pyramid is unknown (a note without a stage): the site then shows only the whole
 * composition and says nothing of time.
 */
export function unfolding<N>(notes: readonly StagedNote<N>[]): PyramidStep<N>[] | null {
  if (notes.length === 0 || notes.some((n) => n.stages.length === 0)) return null;
  return stageOrder.map((stage) => ({
    stage,
    notes: notes
      .filter((n) => n.stages.includes(stage))
      .sort((a, b) => b.proportion - a.proportion)
      .map((n) => n.note),
  }));
}
