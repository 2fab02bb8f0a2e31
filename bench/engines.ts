import { RECOMMENDATIONS_LIMIT } from '../common/domain/constants';
import type { CatalogIndex } from '../server/catalog/catalog-index';
import { createRandom } from '../server/lib/random';
import { searchByIngredients } from '../server/recommend/by-ingredients';
import { recommendIndex } from '../server/recommend/similarity';
import { recommend } from '../server/recommend/profile-recommendations';
import { similarPerfumes } from '../server/recommend/similar-perfumes';
import { time, type Timing } from './stats';

export interface EngineResult {
  label: string;
  timing: Timing;
  budgetMs: number;
}

/** Similar perfumes, 12 recommendations from 20-perfume profiles, and search by ingredients. */
export function engineBenchmarks(index: CatalogIndex): EngineResult[] {
  const random = createRandom(11);
  const anyPerfume = () => index.perfumes[random.int(0, index.perfumes.length - 1)]!;
  const started = performance.now();
  recommendIndex(index);
  const buildMs = performance.now() - started;
  console.log(`recommendation index build (once per catalog)    ${buildMs.toFixed(0)} ms`);

  const references = Array.from({ length: 300 }, () => anyPerfume().id);
  const profiles = Array.from({ length: 200 }, () =>
    Array.from({ length: 20 }, () => anyPerfume().id),
  );
  const selections = Array.from({ length: 200 }, () => {
    const p = anyPerfume();
    return p.ingredients
      .slice(0, 1 + random.int(0, 2))
      .map((i) => ({ ingredientId: i.ingredientId, proportion: 10 }));
  });
  return [
    {
      label: 'similar perfumes (12)',
      timing: time(references, (id) =>
        similarPerfumes(index, id, { limit: RECOMMENDATIONS_LIMIT }),
      ),
      budgetMs: 10,
    },
    {
      label: 'recommendations (12) from a 20-perfume profile',
      timing: time(profiles, (ids) =>
        recommend(index, ids, { limit: RECOMMENDATIONS_LIMIT }, 'en'),
      ),
      budgetMs: 10,
    },
    {
      label: 'perfumes by 1 to 3 ingredients (50)',
      timing: time(selections, (wishes) => searchByIngredients(index, wishes, { limit: 50 })),
      budgetMs: 10,
    },
  ];
}
