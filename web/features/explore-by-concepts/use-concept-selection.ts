import { useEffect, useMemo, useRef, useState } from 'react';
import type { ConceptRecoEntry } from '../../../common/api/concepts';
import type { AnalyticsAction } from '../../../common/domain/analytics-events';
import { CONCEPT_WARNING_MS } from '../../../common/domain/constants';
import { track } from '../../lib/analytics';
import {
  useQueryNavigator,
  useQueryParams,
  type QueryNavigationOptions,
} from '../../lib/url-query';
import { conceptRegions, conceptsOf, maskOf, type RegionMask } from './concept-regions';
import {
  conceptsQuery,
  pressRegion,
  readConceptsState,
  resultsRegion,
  toggleConcept,
  withSelection,
  type ConceptsState,
} from './concept-selection';
import type { SelectionNotice } from './tag-selector';

/** Spec section 7: the concept actions are ACTION events with the concept's numeric id. */
function trackAction(action: AnalyticsAction, ids: readonly number[]) {
  if (ids.length === 0) return;
  track({ type: 'ACTION', action, id: ids[0]!, ...(ids.length > 1 ? { ids } : {}) });
}

/**
 * The concepts screen's selection: the chosen concepts, the highlighted region and the perfume,
 * kept in the address; the notice under the tags; whether the results panel is open, and where
 * focus goes when it opens and closes.
 */
export function useConceptSelection({
  known,
  recos,
}: {
  /** The concepts the catalog knows, once loaded. */
  known: ReadonlyMap<number, unknown> | null;
  recos: Readonly<Record<string, readonly ConceptRecoEntry[]>> | undefined;
}) {
  const params = useQueryParams();
  const parsed = useMemo(() => readConceptsState(params), [params]);
  const navigateQuery = useQueryNavigator();
  const [resultsOpen, setResultsOpen] = useState(parsed.perfume !== null);
  const [notice, setNotice] = useState<SelectionNotice>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const viewButtonRef = useRef<HTMLButtonElement>(null);

  // Ids the catalog does not know (an old link) are dropped once the concepts are known.
  const state = useMemo<ConceptsState>(() => {
    if (!known) return parsed;
    const selection = parsed.selection.filter((id) => known.has(id));
    if (selection.length === parsed.selection.length) return parsed;
    return { ...parsed, selection, region: null };
  }, [parsed, known]);

  const write = (next: ConceptsState, options?: QueryNavigationOptions) =>
    navigateQuery(conceptsQuery(next), options);

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
    () => (recos && state.selection.length > 0 ? conceptRegions(state.selection, recos) : []),
    [recos, state.selection],
  );

  const press = (mask: RegionMask) => {
    const step = pressRegion(state, conceptsOf(state.selection, mask));
    if (step.openResults) {
      openResults();
      return;
    }
    trackAction('CONCEPT_SELECTED', step.state.region ?? []);
    write(step.state);
  };

  const resultsConcepts = resultsRegion(state);
  const resultsMask = resultsConcepts ? maskOf(state.selection, resultsConcepts) : null;

  return {
    state,
    write,
    notice,
    resultsOpen,
    closeResults: () => setResultsOpen(false),
    toggle,
    openResults,
    press,
    regions,
    selectedMask: state.region ? maskOf(state.selection, state.region) : null,
    resultsConcepts,
    shownRegion: regions.find((r) => r.mask === resultsMask) ?? null,
    resultsHeadingRef,
    viewButtonRef,
  };
}
