import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { track, useTrackView } from '../../lib/analytics';
import { useTranslation } from 'react-i18next';
import type { FamilyRef } from '../../../common/api/catalog';
import { appRoutes } from '../../../common/app-routes';
import { Dialog } from '../../components/dialog';
import { FilterDropdown } from '../../components/filter-dropdown';
import {
  brandOptions as brandChoices,
  familyOptions as familyChoices,
  useGenderOptions,
} from '../../components/filter-options';
import { CloseIcon } from '../../components/icons';
import { PerfumeCard } from '../../components/perfume-card';
import { useBrands } from '../../lib/api/brands';
import { LeftOutNote } from '../perfume/left-out-note';
import {
  useProfileRecommendations,
  type RecommendationFilters,
} from '../../lib/api/profile-recommendations';
import { ProfilePerfume } from './profile-perfume';

const noFilters: RecommendationFilters = { families: [], genders: [], brands: [] };

/**
 * The recommendations overlay (spec section 2): 12 perfumes for the profile, filterable by family,
 * gender and brand with the same filters as the search screens (several values each); choosing
 * one opens the full perfume view with the reason it is proposed.
 */
export function RecommendationsOverlay({
  favouriteIds,
  families,
  selectedPerfume,
  onClose,
  onOpenPerfume,
  onClosePerfume,
}: {
  favouriteIds: number[];
  families: FamilyRef[];
  selectedPerfume: number | null;
  onClose: () => void;
  onOpenPerfume: (id: number) => void;
  onClosePerfume: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const reasonId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [filters, setFilters] = useState<RecommendationFilters>(noFilters);
  const brands = useBrands();
  const recos = useProfileRecommendations(favouriteIds, filters, true);
  const familyOptions = useMemo(() => familyChoices(families), [families]);
  const genderOptions = useGenderOptions();
  const brandOptions = useMemo(() => brandChoices(brands.data ?? []), [brands.data]);
  const items = recos.data?.data ?? [];
  useTrackView('VIEW_RECOS');
  // Spec section 7: each list of recommendations fetched for the profile.
  const topIds = items
    .slice(0, 10)
    .map((item) => item.id)
    .join(',');
  useEffect(() => {
    if (!recos.data) return;
    track({
      type: 'RECOMMENDATION_FETCH',
      perfumeIds: [...favouriteIds],
      topResultIds: topIds ? topIds.split(',').map(Number) : [],
    });
    // Once per answer: the favourites, the filters and the perfumes recommended.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [recos.data]);
  const chosen = items.find((item) => item.id === selectedPerfume);

  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      initialFocus={titleRef}
      variant="sheet"
      className="recos-dialog"
    >
      <div className="recos-dialog__bar">
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className="recos-dialog__title">
          {t('profile.recos.title')}
        </h2>
        <button
          type="button"
          className="dialog__close"
          aria-label={t('profile.recos.close')}
          onClick={onClose}
        >
          <CloseIcon width="22" height="22" />
        </button>
      </div>
      <div className="recos-dialog__filters" role="group" aria-label={t('filters.title')}>
        <FilterDropdown
          label={t('filters.family')}
          kind="family"
          options={familyOptions}
          selected={filters.families}
          onApply={(families) => setFilters({ ...filters, families })}
          searchLabel={t('filters.searchFamilies')}
        />
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
          status={
            brands.isError ? t('filters.loadError') : brands.isPending ? t('filters.loading') : null
          }
        />
      </div>
      <div className="recos-dialog__body" aria-busy={recos.isFetching}>
        {recos.isPending && <p role="status">{t('profile.recos.loading')}</p>}
        {recos.isError && <p role="alert">{t('profile.recos.error')}</p>}
        {recos.isSuccess && items.length === 0 && <p role="status">{t('profile.recos.empty')}</p>}
        <LeftOutNote count={recos.data?.leftOut} />
        <ul className="recos-dialog__list">
          {items.map((item) => (
            <li key={item.id} className="recos-dialog__item">
              <PerfumeCard
                perfume={item}
                href={`${appRoutes.profile}?showRecos=true&selectedPerfume=${item.id}`}
                onOpen={onOpenPerfume}
                size="small"
                describedBy={`${reasonId}-${item.id}`}
              />
              <p id={`${reasonId}-${item.id}`} className="recos-dialog__reason">
                {item.reason}
              </p>
            </li>
          ))}
        </ul>
      </div>
      {selectedPerfume !== null && (
        <ProfilePerfume
          perfumeId={selectedPerfume}
          reason={chosen?.reason}
          onClose={onClosePerfume}
        />
      )}
    </Dialog>
  );
}
