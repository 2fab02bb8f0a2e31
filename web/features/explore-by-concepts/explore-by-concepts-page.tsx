import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONCEPT_WARNING_MS } from '../../../common/domain/constants';
import { normalizeText } from '../../../common/domain/text';
import {
  ConceptSphere,
  type SphereWord,
} from '../../components/charts/concept-sphere/concept-sphere';
import { Dialog } from '../../components/dialog';
import { CloseIcon } from '../../components/icons';
import { PageFrame } from '../../components/page-frame';
import type { AnalyticsAction } from '../../../common/domain/analytics-events';
import { track, useTrackView } from '../../lib/analytics';
import { useConcepts } from '../../lib/api/concepts';
import { usePrecomputedFile } from '../../lib/api/precomputed-file';
import {
  useQueryNavigator,
  useQueryParams,
  type QueryNavigationOptions,
} from '../../lib/url-query';
import { ExplorerPerfumeDialog } from '../perfume/explorer-perfume-dialog';
import { conceptNeighbours, sphereWordIds, spherePerfumes } from './concept-data';
import { ConceptList, type ConceptGroup } from './concept-list';
import { conceptRegions, conceptsOf, maskOf, type RegionMask } from './concept-regions';
import { ConceptResults } from './concept-results';
import {
  conceptsHref,
  conceptsQuery,
  pressRegion,
  readConceptsState,
  resultsRegion,
  toggleConcept,
  withSelection,
  type ConceptsState,
} from './concept-selection';
import { ConceptVenn, joinNames } from './concept-venn';
import { TagSelector, type SelectionNotice } from './tag-selector';
import { useLanguage } from '../../lib/i18n';
import './explore-by-concepts.css';
import { useMediaQuery } from '../../lib/use-media-query';
import { collator } from '../../lib/intl-formats';

const MOBILE_QUERY = '(max-width: 767.98px)';
const NO_WORDS: SphereWord[] = [];
const NO_DOTS: ReturnType<typeof spherePerfumes> = [];

/** Spec section 7: the concept actions are ACTION events with the concept's numeric id. */
function trackAction(action: AnalyticsAction, ids: readonly number[]) {
  if (ids.length === 0) return;
  track({ type: 'ACTION', action, id: ids[0]!, ...(ids.length > 1 ? { ids } : {}) });
}

/**
 * Explore by concepts (spec section 2): mood words on a turning sphere; up to three chosen, their
 * Venn diagram shows the perfumes each combination holds; a region's perfumes open in the results
 * panel, and a perfume in the perfume view. The selection, the highlighted region and the perfume
 * live in the address (currentSelection, selectedRegion, selectedPerfume), so a shared link or a
 * reload finds them again.
 */
export function ExploreByConceptsPage() {
  const { t } = useTranslation();
  useTrackView('EXPLORE_BY_CONCEPTS');
  const lang = useLanguage();
  const params = useQueryParams();
  const parsed = useMemo(() => readConceptsState(params), [params]);
  const navigateQuery = useQueryNavigator();
  const concepts = useConcepts();
  const distances = usePrecomputedFile('conceptsDistance');
  const recos = usePrecomputedFile('conceptsRecos');
  // The screen renders its data in deferred renders, which React cuts into short tasks, rather
  // than in the queries' own updates, which React renders in one go (70 ms on a phone).
  const conceptsData = useDeferredValue(concepts.data);
  const distancesData = useDeferredValue(distances.data);
  const recosData = useDeferredValue(recos.data);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const baseId = useId();
  const hintId = `${baseId}-hint`;

  const [resultsOpen, setResultsOpen] = useState(parsed.perfume !== null);
  const [notice, setNotice] = useState<SelectionNotice>(null);
  const [category, setCategory] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [focusedConcept, setFocusedConcept] = useState<number | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const viewButtonRef = useRef<HTMLButtonElement>(null);

  const byId = useMemo(() => new Map((conceptsData ?? []).map((c) => [c.id, c])), [conceptsData]);
  // Ids the catalog does not know (an old link) are dropped once the concepts are known.
  const state = useMemo<ConceptsState>(() => {
    if (!conceptsData) return parsed;
    const selection = parsed.selection.filter((id) => byId.has(id));
    if (selection.length === parsed.selection.length) return parsed;
    return { ...parsed, selection, region: null };
  }, [parsed, conceptsData, byId]);

  const write = (next: ConceptsState, options?: QueryNavigationOptions) =>
    navigateQuery(conceptsQuery(next), options);

  const nameOf = useCallback((id: number) => byId.get(id)?.label ?? String(id), [byId]);

  // The warning for a fourth concept lasts one second (spec sections 5 and 9).
  useEffect(() => {
    if (notice !== 'maximum') return;
    const timer = window.setTimeout(() => setNotice(null), CONCEPT_WARNING_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const toggle = (id: number) => {
    const step = toggleConcept(state.selection, id);
    if (step.outcome === 'refused') {
      setNotice('maximum');
      return;
    }
    trackAction(step.outcome === 'added' ? 'SELECT_CONCEPT' : 'UNSELECT_CONCEPT', [id]);
    setNotice(null);
    if (step.selection.length === 0) setResultsOpen(false);
    write(withSelection(step.selection));
  };

  const openResults = () => {
    if (resultsRegion(state) === null) {
      setNotice('selectAtLeastOne');
      return;
    }
    setNotice(null);
    setResultsOpen(true);
  };

  // The results heading takes the focus when the panel opens, where reading goes on; back on the
  // sphere, 'View perfumes' has it again.
  const wasOpen = useRef(resultsOpen);
  useEffect(() => {
    if (resultsOpen && state.perfume === null) resultsHeadingRef.current?.focus();
    if (!resultsOpen && wasOpen.current) viewButtonRef.current?.focus();
    wasOpen.current = resultsOpen;
    // On opening and closing only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resultsOpen]);

  const regions = useMemo(
    () =>
      recosData && state.selection.length > 0 ? conceptRegions(state.selection, recosData) : [],
    [recosData, state.selection],
  );
  const selectedMask = state.region ? maskOf(state.selection, state.region) : null;

  const press = (mask: RegionMask) => {
    const step = pressRegion(state, conceptsOf(state.selection, mask));
    if (step.openResults) {
      openResults();
      return;
    }
    trackAction('CONCEPT_SELECTED', step.state.region ?? []);
    write(step.state);
  };

  // The sphere: its words, the distances between them, the perfume dots and the neighbours.
  const wordIds = useMemo(
    () => sphereWordIds(conceptsData ?? [], state.selection, category),
    [conceptsData, state.selection, category],
  );
  const words = useMemo<SphereWord[]>(
    () => wordIds.map((id) => ({ conceptId: id, label: nameOf(id) })),
    [wordIds, nameOf],
  );
  const dots = useMemo(
    () => (recosData ? spherePerfumes(wordIds, recosData) : []),
    [wordIds, recosData],
  );
  const neighbourCache = useMemo(() => new Map<number, number[]>(), []);
  const neighboursOf = useCallback(
    (id: number) => {
      if (!distancesData) return [];
      let list = neighbourCache.get(id);
      if (!list) {
        list = conceptNeighbours(id, distancesData);
        neighbourCache.set(id, list);
      }
      return list;
    },
    [distancesData, neighbourCache],
  );
  useEffect(() => neighbourCache.clear(), [distancesData, neighbourCache]);

  const matching = useMemo(() => {
    const wanted = normalizeText(search);
    if (wanted === '') return null;
    return new Set(
      (conceptsData ?? []).filter((c) => normalizeText(c.label).includes(wanted)).map((c) => c.id),
    );
  }, [search, conceptsData]);

  // The list and the category filter are sorted only where they show (a phone shows the list in
  // a dialog, and no filter): building the language's collator is some 40 ms on a phone. One
  // collator for the sorts: `localeCompare` with a language builds one for every comparison.
  const listShown = !mobile || listOpen;

  // The list: every concept by category (all of them, so that one the sphere does not draw by
  // default can still be found), narrowed by the category filter and the search on desktop.
  const groups = useMemo<ConceptGroup[]>(() => {
    const out = new Map<string, ConceptGroup & { concepts: { id: number; label: string }[] }>();
    if (!listShown) return [];
    for (const concept of conceptsData ?? []) {
      if (matching && !matching.has(concept.id)) continue;
      for (const c of concept.categories ?? []) {
        if (!mobile && category !== null && c.name !== category) continue;
        let group = out.get(c.name);
        if (!group) {
          group = { name: c.name, label: c.label, concepts: [] };
          out.set(c.name, group);
        }
        group.concepts.push({ id: concept.id, label: concept.label });
      }
    }
    const list = [...out.values()];
    const byLabel = collator(lang);
    for (const group of list) group.concepts.sort((a, b) => byLabel.compare(a.label, b.label));
    return list.sort((a, b) => byLabel.compare(a.label, b.label));
  }, [conceptsData, matching, category, mobile, listShown, lang]);

  const categories = useMemo(() => {
    const seen = new Map<string, string>();
    if (mobile) return [];
    for (const concept of conceptsData ?? []) {
      for (const c of concept.categories ?? []) seen.set(c.name, c.label);
    }
    const byLabel = collator(lang);
    return [...seen].sort((a, b) => byLabel.compare(a[1], b[1]));
  }, [conceptsData, mobile, lang]);

  const loading = !conceptsData || !distancesData || !recosData;
  const failed = concepts.isError || distances.isError || recos.isError;
  // The sphere's 300 nodes (and the layout of its words) render just after the rest of the screen,
  // in a render of their own: the screen paints without waiting for them, and no single task does
  // both. Deferred from the moment the sphere shows, since the words are known before the dots.
  const shown = !loading && !failed;
  const sphereWords = useDeferredValue(shown ? words : NO_WORDS, NO_WORDS);
  const sphereDots = useDeferredValue(shown ? dots : NO_DOTS, NO_DOTS);
  const retry = () => {
    if (concepts.isError) void concepts.refetch();
    if (distances.isError) void distances.refetch();
    if (recos.isError) void recos.refetch();
  };

  const resultsConcepts = resultsRegion(state);
  const resultsMask = resultsConcepts ? maskOf(state.selection, resultsConcepts) : null;
  const shownRegion = regions.find((r) => r.mask === resultsMask) ?? null;

  const list = (idPrefix: string) => (
    <ConceptList
      groups={groups}
      selected={state.selection}
      onToggle={toggle}
      onFocusConcept={setFocusedConcept}
      label={t('exploreByConcepts.listTitle')}
      describedBy={`${baseId}-list-hint`}
      idPrefix={idPrefix}
    />
  );

  const searchField = (
    <>
      <label className="field-label" htmlFor={`${baseId}-search`}>
        {t('exploreByConcepts.search')}
      </label>
      <input
        id={`${baseId}-search`}
        className="text-input"
        type="search"
        value={search}
        placeholder={t('exploreByConcepts.searchPlaceholder')}
        autoComplete="off"
        onChange={(event) => setSearch(event.target.value)}
      />
    </>
  );

  const listOrNoMatch = (idPrefix: string) =>
    groups.length > 0 ? (
      list(idPrefix)
    ) : (
      <p className="concepts__hint" role="status">
        {t('exploreByConcepts.noMatch', { text: search.trim() })}
      </p>
    );

  const venn = (size?: number) =>
    regions.length > 0 && (
      <ConceptVenn
        selection={state.selection}
        regions={regions}
        nameOf={nameOf}
        selectedMask={selectedMask}
        onPress={press}
        size={size}
      />
    );

  const perfumeState = (id: number): ConceptsState => ({ ...state, perfume: id });

  return (
    <PageFrame title={t('pages.exploreByConcepts')}>
      {failed ? (
        <div className="concepts__failure">
          <p role="alert">{t('exploreByConcepts.loadError')}</p>
          <button type="button" className="button" onClick={retry}>
            {t('exploreByConcepts.retry')}
          </button>
        </div>
      ) : loading ? (
        <p role="status">{t('exploreByConcepts.loading')}</p>
      ) : (
        <>
          <div className="concepts" hidden={resultsOpen}>
            {!mobile && (
              <aside className="concepts__side" aria-label={t('exploreByConcepts.listTitle')}>
                <label className="field-label" htmlFor={`${baseId}-category`}>
                  {t('exploreByConcepts.category')}
                </label>
                <select
                  id={`${baseId}-category`}
                  className="text-input"
                  value={category ?? ''}
                  onChange={(event) => setCategory(event.target.value || null)}
                >
                  <option value="">{t('exploreByConcepts.allCategories')}</option>
                  {categories.map(([name, label]) => (
                    <option key={name} value={name}>
                      {label}
                    </option>
                  ))}
                </select>
                {searchField}
                <p id={`${baseId}-list-hint`} className="concepts__hint">
                  {t('exploreByConcepts.listHint')}
                </p>
                {listOrNoMatch('desktop')}
              </aside>
            )}
            <div className="concepts__stage">
              <p id={hintId} className="concepts__hint">
                {t('exploreByConcepts.sphereHint')}
              </p>
              {mobile && (
                <button
                  type="button"
                  className="button button--outline concepts__list-button"
                  onClick={() => setListOpen(true)}
                >
                  {t('exploreByConcepts.openList')}
                </button>
              )}
              <div className="concepts__sphere">
                <ConceptSphere
                  words={sphereWords}
                  distances={distancesData!}
                  dots={sphereDots}
                  selected={state.selection}
                  focused={focusedConcept}
                  neighboursOf={neighboursOf}
                  matching={mobile ? null : matching}
                  still={state.selection.length > 0}
                  paused={resultsOpen}
                  onPick={toggle}
                  label={t('exploreByConcepts.sphereLabel')}
                  describedBy={hintId}
                />
              </div>
            </div>
            <div className="concepts__picker">
              <TagSelector
                concepts={state.selection.map((id) => ({ id, label: nameOf(id) }))}
                onRemove={toggle}
                onViewPerfumes={openResults}
                notice={notice}
                viewButtonRef={viewButtonRef}
              />
              {regions.length > 0 && (
                <div className="concepts__venn">
                  <p className="concepts__hint">{t('exploreByConcepts.vennHint')}</p>
                  {venn()}
                </div>
              )}
            </div>
          </div>
          {resultsOpen && shownRegion && resultsConcepts && (
            <ConceptResults
              key={resultsConcepts.join(',')}
              region={shownRegion}
              title={t('exploreByConcepts.resultsTitle', {
                concepts: joinNames(resultsConcepts.map(nameOf), lang),
              })}
              venn={venn(260)}
              hrefFor={(id) => conceptsHref(perfumeState(id))}
              onOpen={(id) => write(perfumeState(id))}
              onBack={() => setResultsOpen(false)}
              headingRef={resultsHeadingRef}
            />
          )}
          {mobile && listOpen && (
            <Dialog
              labelledBy={`${baseId}-dialog-title`}
              onClose={() => setListOpen(false)}
              variant="sheet"
              className="concepts__dialog"
            >
              <div className="dialog__head">
                <h2 id={`${baseId}-dialog-title`} className="dialog__title">
                  {t('exploreByConcepts.listTitle')}
                </h2>
                <button
                  type="button"
                  className="dialog__close"
                  aria-label={t('exploreByConcepts.closeList')}
                  onClick={() => setListOpen(false)}
                >
                  <CloseIcon width="20" height="20" />
                </button>
              </div>
              {searchField}
              <p id={`${baseId}-list-hint`} className="concepts__hint">
                {t('exploreByConcepts.listHint')}
              </p>
              {listOrNoMatch('dialog')}
              <div className="concepts__dialog-tags">
                <TagSelector
                  concepts={state.selection.map((id) => ({ id, label: nameOf(id) }))}
                  onRemove={toggle}
                  onViewPerfumes={() => {
                    if (state.selection.length > 0) setListOpen(false);
                    openResults();
                  }}
                  notice={notice}
                />
              </div>
            </Dialog>
          )}
        </>
      )}
      <ExplorerPerfumeDialog
        perfumeId={state.perfume}
        similar={{ in: 'view', href: (id) => conceptsHref(perfumeState(id)) }}
        onClose={() => write({ ...state, perfume: null }, { lookBack: true })}
        returnFocus={() => resultsHeadingRef.current}
      />
    </PageFrame>
  );
}
