import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrands } from '../lib/api/brands';
import { useFamilies } from '../lib/api/families';
import type { SearchFilters as Filters } from '../lib/api/search-perfumes';
import { FilterDropdown } from './filter-dropdown';
import { brandOptions, familyOptions, useGenderOptions } from './filter-options';
import './search-filters.css';

/**
 * The gender, brand and family filters of a perfume search (by name, by ingredients): the brand
 * and family lists load in the background when their filter first opens.
 */
export function SearchFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
}) {
  const { t } = useTranslation();
  // The lists load when their filter first opens, or at once when a filter is already set.
  const [wantBrands, setWantBrands] = useState(filters.brands.length > 0);
  const [wantFamilies, setWantFamilies] = useState(filters.families.length > 0);
  const brands = useBrands(wantBrands);
  const families = useFamilies(wantFamilies);

  const genders = useGenderOptions();
  const brandChoices = useMemo(() => brandOptions(brands.data ?? []), [brands.data]);
  const familyChoices = useMemo(() => familyOptions(families.data ?? []), [families.data]);

  const listStatus = (query: { isPending: boolean; isError: boolean }) =>
    query.isError ? t('filters.loadError') : query.isPending ? t('filters.loading') : null;

  return (
    <div className="search-filters" role="group" aria-label={t('filters.title')}>
      <FilterDropdown
        label={t('filters.gender')}
        kind="gender"
        options={genders}
        selected={filters.genders}
        onApply={(genders) => onChange({ ...filters, genders })}
      />
      <FilterDropdown
        label={t('filters.brand')}
        kind="brand"
        options={brandChoices}
        selected={filters.brands}
        onApply={(values) => onChange({ ...filters, brands: values })}
        searchLabel={t('filters.searchBrands')}
        status={listStatus(brands)}
        onOpen={() => setWantBrands(true)}
      />
      <FilterDropdown
        label={t('filters.family')}
        kind="family"
        options={familyChoices}
        selected={filters.families}
        onApply={(values) => onChange({ ...filters, families: values })}
        searchLabel={t('filters.searchFamilies')}
        status={listStatus(families)}
        onOpen={() => setWantFamilies(true)}
      />
    </div>
  );
}
