import { describe, expect, it } from 'vitest';
import { perfumeStages } from './perfume-pyramid';
import type { Perfume } from '../../../common/api/catalog';

const note = (
  id: number,
  proportion: number,
  stages: Perfume['ingredientProportions'][0]['stages'],
) => ({ id, proportion, stages, ingredient: { id } }) as Perfume['ingredientProportions'][0];

describe('perfumeStages', () => {
  it('groups the notes by stage with their share of the whole perfume', () => {
    const stages = perfumeStages({
      ingredientProportions: [
        note(1, 50, ['top']),
        note(2, 30, ['heart', 'base']),
        note(3, 20, ['base']),
      ],
    })!;
    expect(
      stages.map((s) => [s.stage, s.ingredientProportions.map((p) => [p.id, p.proportion])]),
    ).toEqual([
      ['top', [[1, 50]]],
      ['heart', [[2, 30]]],
      [
        'base',
        [
          [2, 30],
          [3, 20],
        ],
      ],
    ]);
  });

  it('is null for a perfume the catalog gives no pyramid', () => {
    expect(perfumeStages({ ingredientProportions: [note(1, 60, []), note(2, 40, [])] })).toBeNull();
  });
});
