import type { PerfumeSummary } from '../../../common/api/catalog';
import type { GenderCode } from '../../../common/domain/gender';

// The filters of a house's perfumes: by gender and by main family, none meaning all.

export interface HouseFilters {
  genders: GenderCode[];
  families: number[];
}

export const noFilters: HouseFilters = { genders: [], families: [] };

export function filterPerfumes(
  perfumes: readonly PerfumeSummary[],
  { genders, families }: HouseFilters,
): PerfumeSummary[] {
  return perfumes.filter(
    (p) =>
      (genders.length === 0 || genders.includes(p.gender)) &&
      (families.length === 0 || families.includes(p.family.id)),
  );
}
