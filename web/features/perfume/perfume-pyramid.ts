import type { Perfume } from '../../../common/api/catalog';
import type { PyramidStage } from '../../../common/domain/catalog-schema';
import { unfolding } from '../../../common/domain/pyramid';

type IngredientProportion = Perfume['ingredientProportions'][number];

export interface PerfumeStage {
  stage: PyramidStage;
  /** The notes of this stage with their share of the whole perfume, largest first. */
  ingredientProportions: IngredientProportion[];
}

/**
 * The perfume's three stages, each with the notes that dominate then; null when the catalog has
 * no pyramid for it (the view then shows the whole composition only).
 */
export function perfumeStages(
  perfume: Pick<Perfume, 'ingredientProportions'>,
): PerfumeStage[] | null {
  const steps = unfolding(
    perfume.ingredientProportions.map((p) => ({
      note: p,
      proportion: p.proportion,
      stages: p.stages,
    })),
  );
  return steps && steps.map((step) => ({ stage: step.stage, ingredientProportions: step.notes }));
}
