import type { Perfume, PerfumeSummary } from '../../common/api/catalog';

/** What a list shows of a perfume (common/api/catalog.ts), taken from the whole perfume. */
export function perfumeSummaryOf(perfume: Perfume): PerfumeSummary {
  const { id, name, imageUrl, brand, subBrand, family, secondaryFamily, gender, year } = perfume;
  const { discontinued, heroIngredient, picture } = perfume;
  return {
    id,
    name,
    imageUrl,
    brand,
    subBrand,
    family,
    secondaryFamily,
    gender,
    year,
    discontinued,
    heroIngredient,
    picture,
  };
}
