import { useEffect, useId, useRef, useState } from 'react';
import { track, useTrackView } from '../../lib/analytics';
import { useTranslation } from 'react-i18next';
import type { FamilyRef } from '../../../common/api/catalog';
import { appRoutes } from '../../../common/app-routes';
import { Dialog } from '../../components/dialog';
import { CloseIcon } from '../../components/icons';
import { PerfumeCard } from '../../components/perfume-card';
import { useBrands } from '../../lib/api/brands';
import { LeftOutNote } from '../perfume/left-out-note';
import { useProfileRecommendations } from '../../lib/api/profile-recommendations';
import { ProfilePerfume } from './profile-perfume';

const genders = [
  { value: 'FU', label: 'gender.FU' },
  { value: 'MU', label: 'gender.MU' },
  { value: 'U', label: 'gender.U' },
] as const;

/**
 * The recommendations overlay (spec section 2): 12 perfumes for the profile, filterable by family,
 * gender and brand; choosing one opens the full perfume view with the reason it is proposed.
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
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [familyId, setFamilyId] = useState<number | null>(null);
  const [gender, setGender] = useState<string | null>(null);
  const [brandId, setBrandId] = useState<number | null>(null);
  const brands = useBrands();
  const recos = useProfileRecommendations(favouriteIds, { familyId, gender, brandId }, true);
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
      <div className="recos-dialog__filters">
        <label>
          <span>{t('profile.recos.family')}</span>
          <select
            value={familyId ?? ''}
            onChange={(e) => setFamilyId(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{t('profile.recos.all')}</option>
            {families.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('profile.recos.gender')}</span>
          <select value={gender ?? ''} onChange={(e) => setGender(e.target.value || null)}>
            <option value="">{t('profile.recos.all')}</option>
            {genders.map((g) => (
              <option key={g.value} value={g.value}>
                {t(g.label)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('profile.recos.brand')}</span>
          <select
            value={brandId ?? ''}
            onChange={(e) => setBrandId(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{t('profile.recos.all')}</option>
            {(brands.data ?? []).map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
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
              />
              <p className="recos-dialog__reason">{item.reason}</p>
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
