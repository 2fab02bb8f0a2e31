import { serializeQuery, type ParsedQuery, type QueryState } from '../../lib/url-query';

// What the explore-by-name screen keeps in its address (spec section 2): the search text, the
// perfume shown (selection, also the share links' parameter), whether its similar perfumes are
// shown, and the similar perfume compared with it. Back and forward move between these states.

export interface ExploreState {
  query: string;
  selection: number | null;
  showSimilar: boolean;
  selectedSimilar: number | null;
}

export const initialExploreState: ExploreState = {
  query: '',
  selection: null,
  showSimilar: false,
  selectedSimilar: null,
};

function readId(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^\d+$/.test(value.trim())) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The state in a parsed query; anything invalid or meaningless on its own is left out. */
export function readExploreState(params: ParsedQuery): ExploreState {
  const query = typeof params.query === 'string' ? params.query : '';
  const selection = readId(params.selection);
  if (selection === null) return { ...initialExploreState, query };
  const selectedSimilar = readId(params.selectedSimilar);
  const comparing = selectedSimilar !== null && selectedSimilar !== selection;
  return {
    query,
    selection,
    // Comparing implies the similar perfumes are on view.
    showSimilar: params.showSimilar === 'true' || comparing,
    selectedSimilar: comparing ? selectedSimilar : null,
  };
}

/** The query object of a state, in a stable order and without empty values. */
export function exploreQuery(state: ExploreState): QueryState {
  const selection = state.selection;
  return {
    query: state.query.trim() === '' ? null : state.query,
    selection,
    showSimilar: selection !== null && state.showSimilar ? true : null,
    selectedSimilar: selection !== null ? state.selectedSimilar : null,
  };
}

/** A link to a state of the screen, relative to the current page ("?query=…&selection=…"). */
export function exploreHref(state: ExploreState): string {
  const search = serializeQuery(exploreQuery(state));
  return search ? `?${search}` : '?';
}

/**
 * The explore-by-name screen searching for a text, from anywhere (the header's search): the
 * screen reads its search from the address, so a text becomes `?query=`; a blank one opens the
 * screen on its invitation.
 */
export { searchHref as exploreSearchHref } from '../../lib/search-href';
