import { serializeQuery, type ParsedQuery, type QueryState } from '../../lib/url-query';
import {
  emptySelection,
  selectionFromIds,
  selectionIds,
  type FamilySelection,
} from './family-selection';

// What the families explorer keeps in its address (spec section 2, "URL query mirroring":
// selected, showRecos, selectedPerfume): the selected family and subfamily, whether the results
// panel is open, and the perfume shown with the steps inside its view. Back and forward walk
// through them and a copied link reopens the same view. The gender and brand filters are page
// state, as on explore by name.

export interface FamiliesState {
  selection: FamilySelection;
  showRecos: boolean;
  selectedPerfume: number | null;
  showSimilar: boolean;
  selectedSimilar: number | null;
}

export const initialFamiliesState: FamiliesState = {
  selection: emptySelection,
  showRecos: false,
  selectedPerfume: null,
  showSimilar: false,
  selectedSimilar: null,
};

function readId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d+$/.test(value.trim())) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function readFamiliesState(params: ParsedQuery): FamiliesState {
  const raw = params.selected;
  const ids: number[] = [];
  for (const value of Array.isArray(raw) ? raw : []) {
    const id = readId(value);
    if (id === null) break;
    ids.push(id);
  }
  const selection = selectionFromIds(ids);
  const selectedPerfume = readId(params.selectedPerfume);
  const selectedSimilar = selectedPerfume !== null ? readId(params.selectedSimilar) : null;
  const comparing = selectedSimilar !== null && selectedSimilar !== selectedPerfume;
  return {
    selection,
    // Results need something selected.
    showRecos: selection.familyId !== null && params.showRecos === 'true',
    selectedPerfume,
    showSimilar: selectedPerfume !== null && (params.showSimilar === 'true' || comparing),
    selectedSimilar: comparing ? selectedSimilar : null,
  };
}

export function familiesQuery(state: FamiliesState): QueryState {
  const ids = selectionIds(state.selection);
  const perfume = state.selectedPerfume;
  return {
    selected: ids.length > 0 ? ids : null,
    showRecos: ids.length > 0 && state.showRecos ? true : null,
    selectedPerfume: perfume,
    showSimilar: perfume !== null && state.showSimilar ? true : null,
    selectedSimilar: perfume !== null ? state.selectedSimilar : null,
  };
}

/** A link to a state of the screen, relative to the current page. */
export function familiesHref(state: FamiliesState): string {
  const search = serializeQuery(familiesQuery(state));
  return search ? `?${search}` : '?';
}
