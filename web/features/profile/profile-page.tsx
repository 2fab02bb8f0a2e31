import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appRoutes } from '../../../common/app-routes';
import { PROFILE_ROW_SIZE } from '../../../common/domain/constants';
import { Donut } from '../../components/charts/donut/donut';
import { PageFrame } from '../../components/page-frame';
import { usePerfumesByIds } from '../../lib/api/perfumes-by-ids';
import { useFavoriteIds } from '../../lib/favorites';
import { isProfileNotice, useCurrentNotice } from '../../lib/notifications';
import { useSession } from '../../lib/session';
import { useQueryNavigator, useQueryParams, type QueryState } from '../../lib/url-query';
import { AccountSection } from './account-section';
import { AvoidedIngredients } from './avoided-ingredients';
import { FavouritePerfumes } from './favourite-perfumes';
import { FavouriteIngredientsList } from './favourite-ingredients';
import { ProfileDescription } from './profile-description';
import {
  describeProfile,
  familyShares,
  favouriteIngredients,
  favouriteOfPerfume,
  favouritesOfProfile,
  perfumesOfFamily,
  type ProfileFavourite,
} from './profile-model';
import { ProfilePerfume } from './profile-perfume';
import { RecommendationsOverlay } from './recommendations-overlay';
import './profile.css';

// The word on the collection (issue 30) comes in its own chunk, after the profile shows.
const CollectionSummary = lazy(async () => ({
  default: (await import('./collection-summary')).CollectionSummary,
}));

const MOBILE_QUERY = '(max-width: 767.98px)';

const idParam = (value: string | string[] | undefined): number | null =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null;

/**
 * The olfactive profile (spec section 2): the family donut, the sentence of favourite families,
 * the favourites of the selected family in rows of 6, the favourite ingredients, and the
 * recommendations overlay. Address state: selectedFav (a family), showRecos, selectedPerfume.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = Boolean(session.profile?.account);
  const ids = useFavoriteIds();
  const local = usePerfumesByIds(signedIn ? [] : ids);
  const params = useQueryParams();
  const writeQuery = useQueryNavigator();
  const { notice, dismiss } = useCurrentNotice();
  const donutRef = useRef<HTMLDivElement>(null);

  // Spec section 4: opening the profile clears the pending-update notice.
  useEffect(() => {
    if (isProfileNotice(notice)) dismiss();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const perfumes: ProfileFavourite[] = useMemo(() => {
    // Pending toggles show at once: the ids decide, the server's list gives the details.
    const byId = signedIn
      ? favouritesOfProfile(session.profile!)
      : new Map((local.data ?? []).map((p) => [p.id, favouriteOfPerfume(p)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }, [signedIn, session.profile, ids, local.data]);

  const shares = useMemo(() => familyShares(perfumes), [perfumes]);
  const requested = idParam(params.selectedFav);
  // If the selected family leaves the profile, the selection is cleared.
  const selectedFamily = shares.some((s) => s.family.id === requested) ? requested : null;
  const showRecos = params.showRecos === 'true';
  const selectedPerfume = idParam(params.selectedPerfume);
  const state = (next: QueryState): QueryState => ({
    selectedFav: selectedFamily,
    showRecos: showRecos || null,
    selectedPerfume,
    ...next,
  });

  const selectFamily = (id: number | null) => {
    writeQuery(state({ selectedFav: id === selectedFamily ? null : id }));
    // Mobile: bring the donut into view, after the content has changed (spec section 9).
    if (id !== null && window.matchMedia?.(MOBILE_QUERY).matches) {
      window.setTimeout(() => {
        const top = (donutRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY - 40;
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top, behavior: reduce ? 'auto' : 'smooth' });
      }, 300);
    }
  };

  const loading = session.status === 'loading' || (!signedIn && ids.length > 0 && local.isPending);
  const title = t('pages.profile');

  if (loading) {
    return (
      <PageFrame title={title}>
        <p role="status" className="profile__status">
          {t('profile.loading')}
        </p>
      </PageFrame>
    );
  }

  if (perfumes.length === 0) {
    return (
      <PageFrame title={title}>
        <section className="profile-empty" aria-labelledby="profile-empty-title">
          <h2 id="profile-empty-title">{t('profile.empty.title')}</h2>
          <p>{t('profile.empty.text')}</p>
          <div className="profile-empty__actions">
            <Link className="button button--primary" to={appRoutes.exploreByName}>
              {t('profile.empty.byName')}
            </Link>
            <Link className="button" to={appRoutes.exploreByIngredients}>
              {t('profile.empty.byIngredients')}
            </Link>
          </div>
          {!signedIn && (
            <p>
              {t('profile.empty.haveAccount')}{' '}
              <Link to={appRoutes.login}>{t('profile.empty.login')}</Link>
            </p>
          )}
        </section>
        <Suspense fallback={null}>
          <CollectionSummary />
        </Suspense>
        {signedIn && <AccountSection />}
      </PageFrame>
    );
  }

  const description = describeProfile(shares);
  const shown = perfumesOfFamily(perfumes, selectedFamily);
  const ingredients = favouriteIngredients(shown);
  const selectedName = shares.find((s) => s.family.id === selectedFamily)?.family.name ?? null;

  return (
    <PageFrame title={title}>
      <div className="profile__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => writeQuery(state({ showRecos: true }))}
        >
          {t('profile.getRecommendations')}
        </button>
        {!signedIn && (
          <Link className="button" to={appRoutes.signup}>
            {t('profile.save')}
          </Link>
        )}
      </div>
      {!signedIn && <p className="profile__save-hint">{t('profile.saveHint')}</p>}

      <section className="profile__summary" aria-labelledby="profile-families-title">
        <h2 id="profile-families-title" className="profile__section-title">
          {t('profile.familiesTitle')}
        </h2>
        <div ref={donutRef}>
          <Donut
            data={shares.map((s) => ({
              id: s.family.id,
              label: s.family.name,
              color: s.family.color,
              count: s.count,
            }))}
            selectedId={selectedFamily}
            onSelect={selectFamily}
            label={t('profile.donutLabel')}
            describe={(d, percent) =>
              t('profile.donutItem', { family: d.label, count: d.count, percent })
            }
          />
        </div>
        <ProfileDescription
          families={description.families}
          subfamilies={description.subfamilies}
          selectedId={selectedFamily}
          onToggle={selectFamily}
        />
      </section>

      <FavouritePerfumes
        perfumes={shown}
        rowSize={PROFILE_ROW_SIZE}
        familyName={selectedName}
        perfumeHref={(id) =>
          `${appRoutes.profile}?selectedPerfume=${id}${selectedFamily ? `&selectedFav=${selectedFamily}` : ''}`
        }
        onOpen={(id) => writeQuery(state({ selectedPerfume: id }))}
      />

      <FavouriteIngredientsList ingredients={ingredients} familyName={selectedName} />

      <AvoidedIngredients />

      <Suspense fallback={null}>
        <CollectionSummary />
      </Suspense>
      {signedIn && <AccountSection />}

      {showRecos && (
        <RecommendationsOverlay
          favouriteIds={perfumes.map((p) => p.id)}
          families={shares.map((s) => s.family)}
          onClose={() =>
            writeQuery(state({ showRecos: null, selectedPerfume: null }), { lookBack: true })
          }
          selectedPerfume={selectedPerfume}
          onOpenPerfume={(id) => writeQuery(state({ selectedPerfume: id }))}
          onClosePerfume={() => writeQuery(state({ selectedPerfume: null }), { lookBack: true })}
        />
      )}
      {!showRecos && selectedPerfume !== null && (
        <ProfilePerfume
          perfumeId={selectedPerfume}
          onClose={() => writeQuery(state({ selectedPerfume: null }), { lookBack: true })}
        />
      )}
    </PageFrame>
  );
}
