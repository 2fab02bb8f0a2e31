import { MAX_CONCEPTS } from '../../../common/domain/constants';
import { serializeQuery, type ParsedQuery, type QueryState } from '../../lib/url-query';

// The selection rules of the concepts explorer (spec sections 4 and 5) and what it keeps in its
// address (section 2: currentSelection, selectedRegion, selectedPerfume).
//
// A region is named by the concepts it answers (a non-empty subset of the selection): written as
// ids rather than as a position in the Venn diagram, a shared address still means the same region
// whatever order the concepts were picked in.

export interface ConceptsState {
  /** 0 to 3 concept ids, in the order they were picked. */
  selection: readonly number[];
  /** The highlighted region: the concepts it answers, in selection order; null when none is. */
  region: readonly number[] | null;
  /** The perfume open in the perfume view. */
  perfume: number | null;
}

export const initialConceptsState: ConceptsState = { selection: [], region: null, perfume: null };

export type SelectionOutcome = 'added' | 'removed' | 'refused';

/**
 * Picking a concept: a chosen one is removed, a new one added while fewer than 3 are chosen, and
 * refused beyond (the screen then shows the "3 concepts maximum" warning).
 */
export function toggleConcept(
  selection: readonly number[],
  id: number,
): { selection: readonly number[]; outcome: SelectionOutcome } {
  if (selection.includes(id)) {
    return { selection: selection.filter((x) => x !== id), outcome: 'removed' };
  }
  if (selection.length >= MAX_CONCEPTS) return { selection, outcome: 'refused' };
  return { selection: [...selection, id], outcome: 'added' };
}

/** A new selection clears the highlighted region (spec section 4) and closes the perfume. */
export function withSelection(selection: readonly number[]): ConceptsState {
  return { selection, region: null, perfume: null };
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

/**
 * Clicking a region: a region not highlighted becomes the highlight; clicking the highlighted one
 * again asks for its results (the state stays as it is).
 */
export function pressRegion(
  state: ConceptsState,
  region: readonly number[],
): { state: ConceptsState; openResults: boolean } {
  if (state.region && sameSet(state.region, region)) return { state, openResults: true };
  const ordered = state.selection.filter((id) => region.includes(id));
  return { state: { ...state, region: ordered, perfume: null }, openResults: false };
}

/**
 * The concepts whose perfumes the results show: the highlighted region, or with no highlight every
 * selected concept (the region they share). Null without a selection: results need a region.
 */
export function resultsRegion(state: ConceptsState): readonly number[] | null {
  if (state.selection.length === 0) return null;
  return state.region ?? state.selection;
}

function readId(value: string | undefined): number | null {
  if (typeof value !== 'string' || !/^\d+$/.test(value.trim())) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function readIds(value: string | string[] | undefined): number[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const ids: number[] = [];
  for (const item of list) {
    const id = readId(item);
    if (id !== null && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/**
 * The state in a parsed query. An address edited by hand is read leniently: duplicates and
 * invalid ids are dropped, the selection is cut to 3, and a region naming concepts outside the
 * selection is ignored.
 */
export function readConceptsState(params: ParsedQuery): ConceptsState {
  const selection = readIds(params.currentSelection).slice(0, MAX_CONCEPTS);
  const asked = readIds(params.selectedRegion);
  const region =
    asked.length > 0 && asked.every((id) => selection.includes(id))
      ? selection.filter((id) => asked.includes(id))
      : null;
  const perfume =
    typeof params.selectedPerfume === 'string' ? readId(params.selectedPerfume) : null;
  return { selection, region, perfume };
}

/** The query object of a state, without empty values. */
export function conceptsQuery(state: ConceptsState): QueryState {
  return {
    currentSelection: state.selection.length > 0 ? state.selection : null,
    selectedRegion: state.region && state.region.length > 0 ? state.region : null,
    selectedPerfume: state.perfume,
  };
}

/** A link to a state of the screen, relative to the current page. */
export function conceptsHref(state: ConceptsState): string {
  const search = serializeQuery(conceptsQuery(state));
  return search ? `?${search}` : '?';
}
