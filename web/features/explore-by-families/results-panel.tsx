import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PerfumeSummary } from '../../../common/api/catalog';
import { genderCodes, type GenderCode } from '../../../common/domain/gender';
import { FilterDropdown } from '../../components/filter-dropdown';
import type { FilterOption } from '../../components/filter-model';
import { PerfumeCard } from '../../components/perfume-card';

const genderOrder: readonly GenderCode[] = ['MU', 'FU', 'U'];

/**
 * The results panel (spec section 2): a back link, the selection's names joined by a slash,
 * gender and brand filters (the search screens' dropdowns, several values each), and the
 * perfumes of the combination as cards; a card opens the perfume view. The tree sends each
 * combination's ten most popular perfumes: the count says how many there are in all, and "Show
 * more" brings the next ones, page by page.
 */
export function ResultsPanel({
  title,
  perfumes,
  total,
  status,
  genders,
  onGendersChange,
  brands,
  onBrandsChange,
  onBack,
  hrefFor,
  onOpen,
  loadingMore = false,
  moreFailed = false,
  onShowMore,
}: {
  title: string;
  /** Before the brand filter. */
  perfumes: readonly PerfumeSummary[];
  total: number;
  status: 'pending' | 'error' | 'success';
  genders: readonly GenderCode[];
  onGendersChange: (genders: GenderCode[]) => void;
  brands: readonly number[];
  onBrandsChange: (brands: number[]) => void;
  onBack: () => void;
  hrefFor: (id: number) => string;
  onOpen: (id: number) => void;
  /** The next perfumes are being loaded. */
  loadingMore?: boolean;
  /** Loading the next perfumes failed: "Show more" tries again. */
  moreFailed?: boolean;
  /** Loads the next perfumes, past those given, while fewer than `total` are. */
  onShowMore?: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);

  // The panel slides in over the bubbles: reading goes on from its title.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  // After "Show more", focus goes to the first new perfume, where reading goes on.
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || index >= perfumes.length) return;
    focusIndex.current = null;
    gridRef.current?.querySelectorAll<HTMLElement>('.perfume-card')[index]?.focus();
  }, [perfumes.length]);

  const genderOptions = useMemo<FilterOption<GenderCode>[]>(
    // Spec section 2 lists them as for him, for her, unisex.
    () => genderOrder.map((code) => ({ value: code, label: t(`gender.${code}`) })),
    [t],
  );
  const brandOptions = useMemo<FilterOption<number>[]>(() => {
    const seen = new Map<number, string>();
    for (const p of perfumes) seen.set(p.brand.id, p.brand.name);
    return [...seen]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [perfumes]);
  const shown =
    brands.length > 0 ? perfumes.filter((p) => brands.includes(p.brand.id)) : [...perfumes];

  const summary =
    total > perfumes.length
      ? t('exploreByFamilies.results.top', { shown: perfumes.length, count: total })
      : total === 1
        ? t('exploreByFamilies.results.countOne')
        : t('exploreByFamilies.results.countMany', { count: total });

  return (
    <section className="families-results" aria-labelledby={titleId}>
      <button type="button" className="link-button families-results__back" onClick={onBack}>
        {t('exploreByFamilies.results.back')}
      </button>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="families-results__title">
        {title}
      </h2>
      <div
        className="families-results__filters"
        role="group"
        aria-label={t('exploreByFamilies.results.filters')}
      >
        <FilterDropdown
          label={t('filters.gender')}
          kind="gender"
          options={genderOptions}
          selected={genders}
          onApply={(values) => onGendersChange(genderCodes.filter((g) => values.includes(g)))}
        />
        <FilterDropdown
          label={t('filters.brand')}
          kind="brand"
          options={brandOptions}
          selected={brands}
          onApply={onBrandsChange}
          searchLabel={t('filters.searchBrands')}
        />
      </div>
      <div className="families-results__body" aria-live="polite">
        {status === 'pending' ? (
          <p role="status">{t('exploreByFamilies.loading')}</p>
        ) : status === 'error' ? (
          <p role="alert">{t('exploreByFamilies.results.loadError')}</p>
        ) : shown.length === 0 ? (
          <p className="families-results__empty">{t('exploreByFamilies.results.empty')}</p>
        ) : (
          <>
            <p className="families-results__count">{summary}</p>
            <ul ref={gridRef} className="families-results__grid">
              {shown.map((perfume) => (
                <li key={perfume.id}>
                  <PerfumeCard perfume={perfume} href={hrefFor(perfume.id)} onOpen={onOpen} />
                </li>
              ))}
            </ul>
            {moreFailed && <p role="alert">{t('exploreByFamilies.results.moreError')}</p>}
            {onShowMore && perfumes.length < total && (
              <div className="families-results__more">
                <button
                  type="button"
                  className="button button--outline"
                  aria-disabled={loadingMore}
                  onClick={() => {
                    if (loadingMore) return;
                    focusIndex.current = brands.length > 0 ? null : perfumes.length;
                    onShowMore();
                  }}
                >
                  {loadingMore
                    ? t('exploreByFamilies.results.loadingMore')
                    : t('exploreByFamilies.results.showMore')}
                </button>
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
