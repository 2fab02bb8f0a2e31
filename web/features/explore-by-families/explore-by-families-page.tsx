import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FamilyNode } from '../../../common/api/families';
import type { GenderCode } from '../../../common/domain/gender';
import type { BubbleFamilyDatum } from '../../components/charts/bubbles/bubbles-layout';
import { PageFrame } from '../../components/page-frame';
import { track, useTrackView } from '../../lib/analytics';
import { useFamilies } from '../../lib/api/families';
import { useFamiliesTopList } from '../../lib/api/families-top';
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
import {
  clickFamily,
  clickSubfamily,
  emptySelection,
  popSelection,
  selectionEvents,
  selectionIds,
  type FamilySelection,
} from './family-selection';
import { FamiliesStage } from './families-stage';
import { FamiliesToolbar } from './families-toolbar';
import { ResultsPanel } from './results-panel';
import { useFamilyResults, useTrackFamilySearch } from './use-family-results';
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
  const showButtonRef = useRef<HTMLButtonElement>(null);

  const tree = useFamiliesTopList(lang, genders);
  const allFamilies = useFamilies();
  const families = useMemo(
    () => bubbleFamilies(tree.data ?? [], allFamilies.data ?? []),
    [tree.data, allFamilies.data],
  );
  const results = useFamilyResults({ lang, selection: state.selection, genders, families });

  useTrackView('EXPLORE_BY_FAMILIES');
  // The results panel ("show recommendations") is a view of recommendations.
  useTrackView('VIEW_RECOS', undefined, state.showRecos);
  useTrackFamilySearch({
    shown: state.showRecos && results.loaded,
    selection: state.selection,
    genders,
    brands,
    perfumes: results.perfumes,
  });

  const write = (next: FamiliesState, options?: QueryNavigationOptions) =>
    navigateQuery(familiesQuery(next), options);

  const select = (next: FamilySelection) => {
    sendSelectionEvents(state.selection, next);
    setBrands([]);
    write({ ...state, selection: next, showRecos: false });
  };

  // Named from every family, so that a pair the gender filter empties keeps its title.
  const nameOf = (id: number) =>
    allFamilies.data?.find((f) => f.id === id)?.name ?? families.find((f) => f.id === id)?.name;
  const names = selectionIds(state.selection)
    .map(nameOf)
    .filter((name): name is string => name !== undefined);

  const perfumeState = (id: number): FamiliesState => ({
    ...state,
    selectedPerfume: id,
    showSimilar: false,
    selectedSimilar: null,
  });

  return (
    <PageFrame title={t('pages.exploreByFamilies')}>
      <div className="families-explorer">
        <p className="families-explorer__intro">{t('exploreByFamilies.intro')}</p>
        <FamiliesToolbar
          view={view}
          onViewChange={setView}
          names={names}
          canStepBack={state.selection.familyId !== null}
          onStepBack={() => select(popSelection(state.selection))}
          onShowPerfumes={() => write({ ...state, showRecos: true })}
          showButtonRef={showButtonRef}
          inert={state.showRecos}
        />
        <div
          className={`families-explorer__area${state.showRecos ? ' families-explorer__area--results' : ''}`}
        >
          <FamiliesStage
            tree={tree}
            view={view}
            families={families}
            selection={state.selection}
            dots={results.dots}
            mobile={mobile}
            inert={state.showRecos}
            onSelectFamily={(id) => select(clickFamily(state.selection, id))}
            onSelectSubfamily={(fid, sid) => select(clickSubfamily(state.selection, fid, sid))}
            onOpenPerfume={(id) => write(perfumeState(id))}
            genders={genders}
            onGendersChange={setGenders}
            // Spec section 2: on desktop, closing the panel clears the selection.
            onGenderClosed={() => {
              if (!mobile && state.selection.familyId !== null) select(emptySelection);
            }}
          />
          {state.showRecos && (
            <ResultsPanel
              key={selectionIds(state.selection).join('-')}
              title={names.join(' / ')}
              perfumes={results.perfumes}
              total={results.total}
              loadingMore={results.loadingMore}
              moreFailed={results.moreFailed}
              onShowMore={results.showMore}
              status={results.status}
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
