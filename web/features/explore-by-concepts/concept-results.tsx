import { useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { GenderCode } from '../../../common/domain/gender';
import { FilterDropdown } from '../../components/filter-dropdown';
import {
  brandOptions as brandChoices,
  familyOptions as familyChoices,
  useGenderOptions,
} from '../../components/filter-options';
import { ArrowLeftIcon } from '../../components/icons';
import { PerfumeCard } from '../../components/perfume-card';
import { track } from '../../lib/analytics';
import { usePerfumesByIds } from '../../lib/api/perfumes-by-ids';
import type { Perfume } from '../../../common/api/catalog';
import type { ConceptRegion } from './concept-regions';

export interface ResultFilters {
  genders: readonly GenderCode[];
  brands: readonly number[];
  families: readonly number[];
}

export const noResultFilters: ResultFilters = { genders: [], brands: [], families: [] };

/** The perfumes a filter keeps; an empty list keeps everything (a family is the main family). */
export function filterPerfumes(perfumes: readonly Perfume[], filters: ResultFilters): Perfume[] {
  return perfumes.filter(
    (p) =>
      (filters.genders.length === 0 || filters.genders.includes(p.gender)) &&
      (filters.brands.length === 0 || filters.brands.includes(p.brand.id)) &&
      (filters.families.length === 0 || filters.families.includes(p.family.id)),
  );
}

/**
 * The results panel: the perfumes of a region (the Venn picker beside it switches region), with
 * gender, brand and family filters drawn from the perfumes themselves. Each card opens the perfume
 * view; 'Nothing found' when the region, or the filters, leave none.
 */
export function ConceptResults({
  region,
  title,
  venn,
  hrefFor,
  onOpen,
  onBack,
  headingRef,
}: {
  region: ConceptRegion;
  title: string;
  venn: ReactNode;
  hrefFor: (id: number) => string;
  onOpen: (id: number) => void;
  onBack: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const ids = useMemo(() => region.perfumes.map((p) => p.id), [region]);
  const perfumes = usePerfumesByIds(ids);
  const [filters, setFilters] = useState<ResultFilters>(noResultFilters);
  const loaded = useMemo(
    () => (ids.length === 0 ? [] : (perfumes.data ?? [])),
    [ids, perfumes.data],
  );
  const loading = ids.length > 0 && (perfumes.isPending || perfumes.isPlaceholderData);
  const shown = useMemo(() => filterPerfumes(loaded, filters), [loaded, filters]);

  // The brands and families of the perfumes shown, each once, by name.
  const genderOptions = useGenderOptions();
  const brandOptions = useMemo(
    () => brandChoices([...new Map(loaded.map((p) => [p.brand.id, p.brand])).values()]),
    [loaded],
  );
  const familyOptions = useMemo(
    () =>
      familyChoices([...new Map(loaded.map((p) => [p.family.id, p.family])).values()]).sort(
        (a, b) => a.label.localeCompare(b.label),
      ),
    [loaded],
  );

  // Spec section 7: a SEARCH_PERFUMES event of type CONCEPTS each time the filtered set changes.
  const shownIds = shown.map((p) => p.id).join(',');
  const lastSent = useRef<string | null>(null);
  useEffect(() => {
    if (loading) return;
    const key = `${region.concepts.join(',')}|${shownIds}`;
    if (lastSent.current === key) return;
    lastSent.current = key;
    track({
      type: 'SEARCH_PERFUMES',
      searchType: 'CONCEPTS',
      ids: region.concepts,
      familyIds: filters.families,
      filter: { genders: filters.genders, brands: filters.brands, families: filters.families },
      topResultIds: shown.slice(0, 10).map((p) => p.id),
      resultCount: shown.length,
    });
    // The key holds what matters: the region and the ids shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loading, region.concepts, shownIds]);

  let status: string;
  if (loading) status = t('exploreByConcepts.loadingPerfumes');
  else if (perfumes.isError) status = t('exploreByConcepts.perfumesError');
  else if (shown.length === 0) status = t('exploreByConcepts.nothingFound');
  else if (shown.length === 1) status = t('exploreByConcepts.countOne');
  else status = t('exploreByConcepts.countMany', { count: shown.length });

  return (
    <section className="concept-results" aria-labelledby={titleId}>
      <button type="button" className="link-button concept-results__back" onClick={onBack}>
        <ArrowLeftIcon width="18" height="18" aria-hidden="true" />
        {t('exploreByConcepts.back')}
      </button>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="section-title">
        {title}
      </h2>
      <div className="concept-results__layout">
        <div className="concept-results__venn">{venn}</div>
        <div className="concept-results__main">
          <div className="concept-results__filters" role="group" aria-label={t('filters.title')}>
            <FilterDropdown
              label={t('filters.gender')}
              kind="gender"
              options={genderOptions}
              selected={filters.genders}
              onApply={(genders) => setFilters({ ...filters, genders })}
            />
            <FilterDropdown
              label={t('filters.brand')}
              kind="brand"
              options={brandOptions}
              selected={filters.brands}
              onApply={(brands) => setFilters({ ...filters, brands })}
              searchLabel={t('filters.searchBrands')}
            />
            <FilterDropdown
              label={t('filters.family')}
              kind="family"
              options={familyOptions}
              selected={filters.families}
              onApply={(families) => setFilters({ ...filters, families })}
              searchLabel={t('filters.searchFamilies')}
            />
          </div>
          <p className="concept-results__status" role="status">
            {status}
          </p>
          {perfumes.isError && (
            <button type="button" className="button" onClick={() => void perfumes.refetch()}>
              {t('exploreByConcepts.retry')}
            </button>
          )}
          {!loading && shown.length > 0 && (
            <ul className="concept-results__list">
              {shown.map((perfume) => (
                <li key={perfume.id}>
                  <PerfumeCard perfume={perfume} href={hrefFor(perfume.id)} onOpen={onOpen} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
