import type { FamilyRef } from '../../../common/api/catalog';
import type { IngredientListItem } from '../../../common/api/ingredients';
import { POPULAR_INGREDIENTS } from '../../../common/domain/constants';
import { textMatches, textQuery } from '../../../common/domain/text-match';
import { serializeQuery, type ParsedQuery, type QueryState } from '../../lib/url-query';
import { collator } from '../../lib/intl-formats';

// The explore-by-ingredients screen as data: what its address holds, which ingredients the
// picker shows and how they are grouped. Pure, so that the rules are tested without a browser.

/** The API takes 1 to 20 ingredients (common/api/recommendations.ts, checked by a test). */
export const MAX_SELECTION = 20;

/**
 * Ingredients drawn only with their family's generic picture are left out of the list while
 * nothing is searched (spec section 5), unless fewer than this many would remain: a screen of a
 * handful of ingredients is not a way to explore 240 (ADR 024).
 */
export const MIN_ILLUSTRATED_SHOWN = 24;

/**
 * How many best matches the group shows, of the 30 the API sends: the first ten, as many as the
 * popular ingredients, so that the families stay within reach on a phone (ADR 024).
 */
export const BEST_MATCHES_SHOWN = 10;

// ---------------------------------------------------------------------------------------------
// The address (spec section 2): selection[] (ingredient ids, in the order picked), query=true
// when the results are shown, and selectedPerfume for the perfume view opened from them.

export interface IngredientsState {
  selection: readonly number[];
  /** The results are shown (query=true); never without a selection. */
  results: boolean;
  /** The perfume open in the perfume view. */
  perfume: number | null;
}

export const initialIngredientsState: IngredientsState = {
  selection: [],
  results: false,
  perfume: null,
};

function readId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d+$/.test(value.trim())) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The state in a parsed query; invalid and repeated ids are left out, the rest kept in order. */
export function readIngredientsState(params: ParsedQuery): IngredientsState {
  const raw = params.selection;
  const values = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  const selection: number[] = [];
  for (const value of values) {
    const id = readId(value);
    if (id !== null && !selection.includes(id) && selection.length < MAX_SELECTION) {
      selection.push(id);
    }
  }
  if (selection.length === 0) return initialIngredientsState;
  const results = params.query === 'true';
  // The perfume view opens from the results only.
  return { selection, results, perfume: results ? readId(params.selectedPerfume) : null };
}

/**
 * A state with another selection. An empty selection resets the screen (spec section 4): no
 * results, no perfume. The perfume view closes when the selection changes under it.
 */
export function withSelection(
  state: IngredientsState,
  selection: readonly number[],
): IngredientsState {
  if (selection.length === 0) return initialIngredientsState;
  const same =
    selection.length === state.selection.length &&
    selection.every((id, i) => id === state.selection[i]);
  return { selection, results: state.results, perfume: same ? state.perfume : null };
}

export type ToggleOutcome = 'added' | 'removed' | 'refused';

/** Picks an ingredient or puts it back; past MAX_SELECTION a new one is refused. */
export function toggleIngredient(
  selection: readonly number[],
  id: number,
): { selection: readonly number[]; outcome: ToggleOutcome } {
  if (selection.includes(id)) {
    return { selection: selection.filter((other) => other !== id), outcome: 'removed' };
  }
  if (selection.length >= MAX_SELECTION) return { selection, outcome: 'refused' };
  return { selection: [...selection, id], outcome: 'added' };
}

/** The query object of a state, in a stable order and without empty values. */
export function ingredientsQuery(state: IngredientsState): QueryState {
  const selected = state.selection.length > 0;
  return {
    selection: selected ? state.selection : null,
    query: selected && state.results ? true : null,
    selectedPerfume: selected && state.results ? state.perfume : null,
  };
}

/** A link to a state of the screen, relative to the current page. */
export function ingredientsHref(state: IngredientsState): string {
  const search = serializeQuery(ingredientsQuery(state));
  return search ? `?${search}` : '?';
}

// ---------------------------------------------------------------------------------------------
// The list.

export interface IngredientFilters {
  /** What is typed in the search box. */
  text: string;
  /** Family ids; none means every family. */
  families: readonly number[];
  /** Only the most popular ones. */
  popular: boolean;
}

export const noIngredientFilters: IngredientFilters = { text: '', families: [], popular: false };

/** Most used first, then by name: the order of "popular ingredients". */
export function byPopularity(a: IngredientListItem, b: IngredientListItem): number {
  return b.perfumeCount - a.perfumeCount || a.name.localeCompare(b.name) || a.id - b.id;
}

/**
 * The ingredients the picker shows. The family filter and the search narrow the list; with no
 * search, entries with only a generic picture are left out unless fewer than
 * MIN_ILLUSTRATED_SHOWN would remain; 'popular' keeps the first 10 of what is left, most used
 * first (spec sections 2, 5 and 9).
 */
export function visibleIngredients(
  all: readonly IngredientListItem[],
  filters: IngredientFilters,
): IngredientListItem[] {
  let list = filters.families.length
    ? all.filter((ingredient) => filters.families.includes(ingredient.family.id))
    : [...all];
  const query = textQuery(filters.text);
  if (query) {
    list = list.filter((ingredient) => textMatches(query, ingredient.name));
  } else {
    const illustrated = list.filter((ingredient) => !ingredient.useGenericImageUrl);
    if (illustrated.length >= MIN_ILLUSTRATED_SHOWN) list = illustrated;
  }
  if (filters.popular) return list.sort(byPopularity).slice(0, POPULAR_INGREDIENTS);
  return list;
}

export interface IngredientGroup {
  family: FamilyRef;
  ingredients: IngredientListItem[];
}

/**
 * Ingredients by family, in the catalog's order of families (their ids: Floral, Powdery, Amber…),
 * each family's ingredients by name in the language shown.
 */
export function groupByFamily(
  ingredients: readonly IngredientListItem[],
  language: string,
): IngredientGroup[] {
  const groups = new Map<number, IngredientGroup>();
  for (const ingredient of ingredients) {
    let group = groups.get(ingredient.family.id);
    if (!group) {
      group = { family: ingredient.family, ingredients: [] };
      groups.set(ingredient.family.id, group);
    }
    group.ingredients.push(ingredient);
  }
  const byName = collator(language, { sensitivity: 'base' });
  const list = [...groups.values()].sort((a, b) => a.family.id - b.family.id);
  for (const group of list) group.ingredients.sort((a, b) => byName.compare(a.name, b.name));
  return list;
}

/** The families the list holds, in the same order, for the family filter. */
export function familiesOf(ingredients: readonly IngredientListItem[]): FamilyRef[] {
  const families = new Map<number, FamilyRef>();
  for (const ingredient of ingredients) families.set(ingredient.family.id, ingredient.family);
  return [...families.values()].sort((a, b) => a.id - b.id);
}
