import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FamilyNode } from '../../../common/api/families';
import type { GenderCode } from '../../../common/domain/gender';
import { Bubbles } from '../../components/charts/bubbles/bubbles';
import type {
  BubbleFamilyDatum,
  BubblePerfumeDatum,
} from '../../components/charts/bubbles/bubbles-layout';
import { CloseIcon } from '../../components/icons';
import { PageFrame } from '../../components/page-frame';
import { ANALYTICS_TOP_RESULTS } from '../../../common/domain/analytics-events';
import { track, useTrackView } from '../../lib/analytics';
import { useFamilies } from '../../lib/api/families';
import { useFamiliesTopList, useFamilyTop } from '../../lib/api/families-top';
import { useFamilyPerfumes } from '../../lib/api/family-perfumes';
import { useLanguage } from '../../lib/i18n';
import {
  useQueryNavigator,
  useQueryParams,
  type QueryNavigationOptions,
} from '../../lib/url-query';
import { ExplorerPerfumeDialog } from '../perfume/explorer-perfume-dialog';
import {
  familiesHref,
  familiesQuery,
  readFamiliesState,
  type FamiliesState,
} from './families-state';
import { FamiliesList } from './families-list';
import {
  clickFamily,
  clickSubfamily,
  emptySelection,
  popSelection,
  selectionEvents,
  selectionIds,
  type FamilySelection,
} from './family-selection';
import { GenderChoices } from './gender-choices';
import { ResultsPanel } from './results-panel';
import './explore-by-families.css';
import { useMediaQuery } from '../../lib/use-media-query';

const MOBILE_QUERY = '(max-width: 767.98px)';

/** The tree as the bubbles draw it: the API's families, then those it left out as ghosts. */
function bubbleFamilies(
  nodes: readonly FamilyNode[],
  all: readonly { id: number; name: string; color: string }[],
): BubbleFamilyDatum[] {
  const present = new Set(nodes.map((n) => n.id));
  return [
    ...nodes.map((node) => ({
      id: node.id,
      name: node.name,
      color: node.color,
      count: node.totalPerfumesNum,
      subfamilies: node.subfamilies.map((s) => ({
        id: s.id,
        name: s.name,
        color: s.color,
        count: s.totalPerfumesNum,
      })),
    })),
    ...all
      .filter((f) => !present.has(f.id))
      .map((f) => ({ id: f.id, name: f.name, color: f.color, count: 0, subfamilies: [] })),
  ];
}

function sendSelectionEvents(before: FamilySelection, after: FamilySelection) {
  for (const event of selectionEvents(before, after)) {
    track({ type: 'ACTION', action: event.type, id: event.id });
  }
}

/**
 * Explore by families (spec sections 2, 4 and 9): the families as bubbles or as a list, a gender
 * filter on the canvas, the selected items with show-recommendations, and the results panel with
 * the perfume view. The selection lives in the address, so the browser's back button undoes it.
 */
export function ExploreByFamiliesPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const params = useQueryParams();
  const state = useMemo(() => readFamiliesState(params), [params]);
  const navigateQuery = useQueryNavigator();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [genders, setGenders] = useState<GenderCode[]>([]);
  const [brands, setBrands] = useState<number[]>([]);
  const [view, setView] = useState<'bubbles' | 'list'>('bubbles');
  // Open on desktop, folded on a phone (spec section 2).
  const [genderOpen, setGenderOpen] = useState(!mobile);
  const genderPanelId = useId();
  const showButtonRef = useRef<HTMLButtonElement>(null);

  const tree = useFamiliesTopList(lang, genders);
  const allFamilies = useFamilies();
  const { familyId, subfamilyId } = state.selection;
  const top = useFamilyTop(lang, familyId, genders);

  const families = useMemo(
    () => bubbleFamilies(tree.data ?? [], allFamilies.data ?? []),
    [tree.data, allFamilies.data],
  );
  const family = families.find((f) => f.id === familyId);
  const subfamily = family?.subfamilies.find((s) => s.id === subfamilyId);

  useTrackView('EXPLORE_BY_FAMILIES');
  // The results panel ("show recommendations") is a view of recommendations.
  useTrackView('VIEW_RECOS', undefined, state.showRecos);

  const write = (next: FamiliesState, options?: QueryNavigationOptions) =>
    navigateQuery(familiesQuery(next), options);

  const select = (next: FamilySelection) => {
    sendSelectionEvents(state.selection, next);
    setBrands([]);
    write({ ...state, selection: next, showRecos: false });
  };

  // The perfumes of the selection: its pair's, or the family's alone.
  const topData = top.data?.id === familyId ? top.data : undefined;
  const resultPerfumes = useMemo(() => {
    if (!topData) return [];
    if (subfamilyId === null) return topData.topPerfumes;
    return topData.subfamilies.find((s) => s.id === subfamilyId)?.topPerfumes ?? [];
  }, [topData, subfamilyId]);
  const resultTotal = subfamilyId === null ? (family?.count ?? 0) : (subfamily?.count ?? 0);

  // The tree sends the ten most popular; "Show more" pages through the rest. The request is tied
  // to what it was made for, so a new selection or gender filter starts again from the ten.
  const moreKey = JSON.stringify([familyId, subfamilyId, genders, resultPerfumes.length]);
  const [moreFor, setMoreFor] = useState<string | null>(null);
  const more = useFamilyPerfumes(
    lang,
    { familyId, subfamilyId, genders, start: resultPerfumes.length },
    moreFor === moreKey && topData !== undefined,
  );
  const allPerfumes = useMemo(() => {
    if (moreFor !== moreKey || !more.data) return resultPerfumes;
    const seen = new Set(resultPerfumes.map((p) => p.id));
    const next = more.data.pages.flatMap((page) => page.data).filter((p) => !seen.has(p.id));
    return [...resultPerfumes, ...next];
  }, [resultPerfumes, more.data, moreFor, moreKey]);
  const asking = moreFor === moreKey;
  const showMore = () => {
    if (!asking) setMoreFor(moreKey);
    else if (more.isError && !more.data) void more.refetch();
    else void more.fetchNextPage();
  };

  const dots = useMemo<BubblePerfumeDatum[]>(
    () =>
      subfamilyId === null
        ? []
        : resultPerfumes.map((p) => ({
            id: p.id,
            name: p.name,
            brand: p.brand.name,
            color: p.family.color,
          })),
    [resultPerfumes, subfamilyId],
  );

  // Named from every family, so that a pair the gender filter empties keeps its title.
  const nameOf = (id: number) =>
    allFamilies.data?.find((f) => f.id === id)?.name ?? families.find((f) => f.id === id)?.name;
  const names = selectionIds(state.selection)
    .map(nameOf)
    .filter((name): name is string => name !== undefined);
  const title = names.join(' / ');

  // Spec section 7, SEARCH_PERFUMES: once per change of the set the panel shows.
  const shownIds = allPerfumes
    .filter((p) => brands.length === 0 || brands.includes(p.brand.id))
    .map((p) => p.id);
  const searchKey =
    state.showRecos && topData
      ? JSON.stringify([selectionIds(state.selection), genders, brands, shownIds])
      : null;
  useEffect(() => {
    if (searchKey === null) return;
    const [ids, gender, brandIds, results] = JSON.parse(searchKey) as [
      number[],
      string[],
      number[],
      number[],
    ];
    track({
      type: 'SEARCH_PERFUMES',
      searchType: 'FAMILIES',
      familyIds: ids,
      filter: { genders: gender, brands: brandIds },
      topResultIds: results.slice(0, ANALYTICS_TOP_RESULTS),
      resultCount: results.length,
    });
  }, [searchKey]);

  const closeGender = () => {
    setGenderOpen(false);
    // Spec section 2: on desktop, closing the panel clears the selection.
    if (!mobile && familyId !== null) select(emptySelection);
  };

  const perfumeState = (id: number): FamiliesState => ({
    ...state,
    selectedPerfume: id,
    showSimilar: false,
    selectedSimilar: null,
  });

  const stage = (
    <div className="families-explorer__stage" inert={state.showRecos || undefined}>
      {tree.isPending ? (
        <p className="families-explorer__status" role="status">
          {t('exploreByFamilies.loading')}
        </p>
      ) : tree.isError ? (
        <div className="families-explorer__status" role="alert">
          <p>{t('exploreByFamilies.loadError')}</p>
          <button
            type="button"
            className="button button--small"
            onClick={() => void tree.refetch()}
          >
            {t('exploreByFamilies.retry')}
          </button>
        </div>
      ) : view === 'bubbles' ? (
        <Bubbles
          families={families}
          selectedFamilyId={familyId}
          selectedSubfamilyId={subfamilyId}
          perfumes={dots}
          mobile={mobile}
          onSelectFamily={(id) => select(clickFamily(state.selection, id))}
          onSelectSubfamily={(fid, sid) => select(clickSubfamily(state.selection, fid, sid))}
          onOpenPerfume={(id) => write(perfumeState(id))}
        />
      ) : (
        <FamiliesList
          families={families}
          selection={state.selection}
          onSelectFamily={(id) => select(clickFamily(state.selection, id))}
          onSelectSubfamily={(fid, sid) => select(clickSubfamily(state.selection, fid, sid))}
        />
      )}

      <div className="families-explorer__gender">
        {genderOpen ? (
          <div id={genderPanelId} className="families-explorer__gender-panel">
            <GenderChoices
              legend={t('exploreByFamilies.gender')}
              genders={genders}
              onChange={setGenders}
            />
            <button
              type="button"
              className="families-explorer__close"
              aria-label={t('exploreByFamilies.closeGender')}
              aria-controls={genderPanelId}
              aria-expanded="true"
              onClick={closeGender}
            >
              <CloseIcon width="20" height="20" />
            </button>
          </div>
        ) : (
          <button
            type="button"
            className="button button--small"
            aria-controls={genderPanelId}
            aria-expanded="false"
            onClick={() => setGenderOpen(true)}
          >
            {genders.length > 0
              ? t('exploreByFamilies.genderCount', { count: genders.length })
              : t('exploreByFamilies.gender')}
          </button>
        )}
      </div>
    </div>
  );

  return (
    <PageFrame title={t('pages.exploreByFamilies')}>
      <div className="families-explorer">
        <p className="families-explorer__intro">{t('exploreByFamilies.intro')}</p>
        <div className="families-explorer__toolbar" inert={state.showRecos || undefined}>
          <button
            type="button"
            className="button button--small"
            aria-pressed={view === 'list'}
            onClick={() => setView(view === 'list' ? 'bubbles' : 'list')}
          >
            {t('exploreByFamilies.listView')}
          </button>
          <button
            type="button"
            className="button button--small"
            disabled={familyId === null}
            onClick={() => select(popSelection(state.selection))}
          >
            {t('exploreByFamilies.stepBack')}
          </button>
          {familyId !== null && (
            <div
              className="families-explorer__tags"
              role="group"
              aria-label={t('exploreByFamilies.selection')}
            >
              <ul className="families-explorer__tag-list">
                {names.map((name) => (
                  <li key={name} className="tag">
                    {name}
                  </li>
                ))}
              </ul>
              <button
                ref={showButtonRef}
                type="button"
                className="button button--primary button--small"
                onClick={() => write({ ...state, showRecos: true })}
              >
                {t('exploreByFamilies.showPerfumes')}
              </button>
            </div>
          )}
        </div>
        <div
          className={`families-explorer__area${state.showRecos ? ' families-explorer__area--results' : ''}`}
        >
          {stage}
          {state.showRecos && (
            <ResultsPanel
              key={selectionIds(state.selection).join('-')}
              title={title}
              perfumes={allPerfumes}
              total={resultTotal}
              loadingMore={asking && more.isFetching}
              moreFailed={asking && more.isError && !more.isFetching}
              onShowMore={showMore}
              status={topData ? 'success' : top.isError ? 'error' : 'pending'}
              genders={genders}
              onGendersChange={setGenders}
              brands={brands}
              onBrandsChange={setBrands}
              onBack={() => write({ ...state, showRecos: false }, { lookBack: true })}
              hrefFor={(id) => familiesHref(perfumeState(id))}
              onOpen={(id) => write(perfumeState(id))}
            />
          )}
        </div>
      </div>
      <ExplorerPerfumeDialog
        perfumeId={state.selectedPerfume}
        similar={{
          in: 'address',
          steps: state,
          go: (steps) => write({ ...state, ...steps }),
          href: (steps) => familiesHref({ ...state, ...steps }),
        }}
        onClose={() =>
          write(
            { ...state, selectedPerfume: null, showSimilar: false, selectedSimilar: null },
            { lookBack: true },
          )
        }
        returnFocus={() => showButtonRef.current}
      />
    </PageFrame>
  );
}
