import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PerfumeSummary } from '../../../common/api/catalog';
import type { FamilyCount } from '../../../common/api/signatures';
import { genderCodes, type GenderCode } from '../../../common/domain/gender';
import { FilterDropdown } from '../../components/filter-dropdown';
import type { FilterOption } from '../../components/filter-model';
import { PerfumeTimeline } from '../../components/perfume-timeline';
import { filterPerfumes, noFilters, type HouseFilters } from './house-filters';
import '../../components/search-filters.css';

/** A house's perfumes by year, with the gender and family filters above them. */
export function HousePerfumes({
  perfumes,
  families,
  filters,
  onFilters,
}: {
  perfumes: readonly PerfumeSummary[];
  families: readonly FamilyCount[];
  filters: HouseFilters;
  onFilters: (filters: HouseFilters) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const shown = useMemo(() => filterPerfumes(perfumes, filters), [perfumes, filters]);
  // Only the genders and families the house has: a choice that can only empty the list is none.
  const genderOptions = useMemo<FilterOption<GenderCode>[]>(
    () =>
      genderCodes
        .filter((code) => perfumes.some((p) => p.gender === code))
        .map((code) => ({ value: code, label: t(`gender.${code}`) })),
    [perfumes, t],
  );
  const familyOptions = useMemo<FilterOption<number>[]>(
    () =>
      families.map(({ family }) => ({ value: family.id, label: family.name, color: family.color })),
    [families],
  );
  const filtered = filters.genders.length > 0 || filters.families.length > 0;

  return (
    <section className="house-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('houses.perfumesTitle')}
      </h2>
      <p className="hint">{t('houses.perfumesHint')}</p>
      <div className="search-filters" role="group" aria-label={t('filters.title')}>
        <FilterDropdown
          label={t('filters.gender')}
          kind="gender"
          options={genderOptions}
          selected={filters.genders}
          onApply={(genders) => onFilters({ ...filters, genders })}
        />
        <FilterDropdown
          label={t('filters.family')}
          kind="family"
          options={familyOptions}
          selected={filters.families}
          onApply={(chosen) => onFilters({ ...filters, families: chosen })}
          searchLabel={t('filters.searchFamilies')}
        />
      </div>
      <p className="hint" role="status">
        {t('houses.shown', { count: shown.length })}
      </p>
      {shown.length > 0 ? (
        <PerfumeTimeline perfumes={shown} />
      ) : (
        <p>
          {t('houses.noneMatch')}{' '}
          <button type="button" className="button" onClick={() => onFilters(noFilters)}>
            {t('houses.clearFilters')}
          </button>
        </p>
      )}
      {filtered && shown.length > 0 && (
        <p>
          <button type="button" className="button" onClick={() => onFilters(noFilters)}>
            {t('houses.clearFilters')}
          </button>
        </p>
      )}
    </section>
  );
}
