import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { genderCodes, type GenderCode } from '../../common/domain/gender';
import type { FilterOption } from './filter-model';

// The options of the gender, brand and family filters, built the same way by every screen that
// filters perfumes (the search screens, the concepts' results, the profile's recommendations).

/** For him, for her, unisex…, in the visitor's language. */
export function useGenderOptions(): FilterOption<GenderCode>[] {
  const { t } = useTranslation();
  return useMemo(
    () => genderCodes.map((code) => ({ value: code, label: t(`gender.${code}`) })),
    [t],
  );
}

/** Brands by name. */
export function brandOptions(
  brands: readonly { id: number; name: string }[],
): FilterOption<number>[] {
  return brands
    .map((brand) => ({ value: brand.id, label: brand.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** Families with their colour, in the order given. */
export function familyOptions(
  families: readonly { id: number; name: string; color: string }[],
): FilterOption<number>[] {
  return families.map((family) => ({ value: family.id, label: family.name, color: family.color }));
}
