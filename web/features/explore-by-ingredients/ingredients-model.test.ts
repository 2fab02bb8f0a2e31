import { describe, expect, it } from 'vitest';
import type { FamilyRef } from '../../../common/api/catalog';
import type { IngredientListItem } from '../../../common/api/ingredients';
import { BY_INGREDIENTS_MAX_SELECTION } from '../../../common/api/recommendations';
import { parseQuery } from '../../lib/url-query';
import {
  MAX_SELECTION,
  MIN_ILLUSTRATED_SHOWN,
  familiesOf,
  groupByFamily,
  ingredientsHref,
  initialIngredientsState,
  noIngredientFilters,
  readIngredientsState,
  toggleIngredient,
  visibleIngredients,
  withSelection,
} from './ingredients-model';

const floral: FamilyRef = { id: 1, name: 'Floral', color: '#E07A9F', imageUrl: '' };
const amber: FamilyRef = { id: 3, name: 'Amber', color: '#C8782E', imageUrl: '' };
const woody: FamilyRef = { id: 6, name: 'Woody', color: '#8A5A32', imageUrl: '' };

function ingredient(
  id: number,
  name: string,
  family: FamilyRef,
  perfumeCount: number,
  illustrated = false,
): IngredientListItem {
  const imageUrl = illustrated ? `/images/ingredients/${id}.svg` : '';
  return {
    id,
    name,
    family,
    imageUrl,
    lightImageUrl: imageUrl,
    useGenericImageUrl: !illustrated,
    useGenericLightImageUrl: !illustrated,
    isIngredientChapter: illustrated,
    perfumeCount,
    kind: 'natural',
  };
}

const vanilla = ingredient(48, 'Vanilla', amber, 120);
const vanillin = ingredient(63, 'Vanillin', amber, 40);
const rose = ingredient(1, 'Rose', floral, 150);
const jasmine = ingredient(5, 'Jasmine', floral, 90);
const sandalwood = ingredient(103, 'Sandalwood', woody, 110);
const cedar = ingredient(101, 'Cedarwood', woody, 95);
const few = [vanilla, vanillin, rose, jasmine, sandalwood, cedar];

/** A long list: `illustrated` of its entries have their own picture, the others the generic one. */
function catalog(size: number, illustrated: number): IngredientListItem[] {
  return Array.from({ length: size }, (_, i) =>
    ingredient(
      1000 + i,
      `Note ${String(i).padStart(3, '0')}`,
      i % 2 ? amber : floral,
      size - i,
      i < illustrated,
    ),
  );
}

const state = (search: string) => readIngredientsState(parseQuery(search));

describe('the address of explore by ingredients', () => {
  it('reads the selection in the order picked, and the results flag', () => {
    expect(state('?selection[]=48&selection[]=1&query=true')).toEqual({
      selection: [48, 1],
      results: true,
      perfume: null,
    });
    expect(state('?selection[]=48')).toEqual({ selection: [48], results: false, perfume: null });
    // A single value without brackets, as a hand-written link may have it.
    expect(state('?selection=48').selection).toEqual([48]);
  });

  it('drops invalid and repeated ids, and keeps 20 at most', () => {
    expect(
      state('?selection[]=48&selection[]=abc&selection[]=-3&selection[]=48&selection[]=0')
        .selection,
    ).toEqual([48]);
    const many = Array.from({ length: 25 }, (_, i) => `selection[]=${i + 1}`).join('&');
    expect(state(`?${many}`).selection).toHaveLength(MAX_SELECTION);
  });

  it('shows results and a perfume only with a selection, and a perfume only with results', () => {
    expect(state('?query=true')).toEqual(initialIngredientsState);
    expect(state('?query=true&selectedPerfume=3004')).toEqual(initialIngredientsState);
    expect(state('?selection[]=48&selectedPerfume=3004').perfume).toBeNull();
    expect(state('?selection[]=48&query=true&selectedPerfume=3004').perfume).toBe(3004);
  });

  it('writes the spec’s parameters, brackets unencoded, and reads them back', () => {
    const written = { selection: [48, 1], results: true, perfume: 3004 };
    const href = ingredientsHref(written);
    expect(href).toBe('?selection[]=48&selection[]=1&query=true&selectedPerfume=3004');
    expect(state(href)).toEqual(written);
    expect(ingredientsHref({ selection: [48], results: false, perfume: null })).toBe(
      '?selection[]=48',
    );
    expect(ingredientsHref(initialIngredientsState)).toBe('?');
  });

  it('agrees with the API on the largest selection', () => {
    expect(MAX_SELECTION).toBe(BY_INGREDIENTS_MAX_SELECTION);
  });
});

describe('picking ingredients', () => {
  it('adds, removes, and refuses a 21st', () => {
    expect(toggleIngredient([48], 1)).toEqual({ selection: [48, 1], outcome: 'added' });
    expect(toggleIngredient([48, 1], 48)).toEqual({ selection: [1], outcome: 'removed' });
    const full = Array.from({ length: MAX_SELECTION }, (_, i) => i + 1);
    expect(toggleIngredient(full, 99)).toEqual({ selection: full, outcome: 'refused' });
    expect(toggleIngredient(full, 5).outcome).toBe('removed');
  });

  it('resets the screen when the last one goes, and closes the perfume when the selection changes', () => {
    const withResults = { selection: [48, 1], results: true, perfume: 3004 };
    expect(withSelection(withResults, [])).toEqual(initialIngredientsState);
    expect(withSelection(withResults, [48])).toEqual({
      selection: [48],
      results: true,
      perfume: null,
    });
    expect(withSelection(withResults, [48, 1]).perfume).toBe(3004);
  });
});

describe('the list of ingredients', () => {
  it('finds what is typed, accents, case and a typo aside: "vanile" finds Vanilla', () => {
    const names = (text: string) =>
      visibleIngredients(few, { ...noIngredientFilters, text }).map((i) => i.name);
    expect(names('vanile')).toEqual(['Vanilla', 'Vanillin']);
    expect(names('VANILLA')).toEqual(['Vanilla', 'Vanillin']);
    expect(names('wood')).toEqual(['Sandalwood', 'Cedarwood']);
    expect(names('zzz')).toEqual([]);
    expect(names('   ')).toHaveLength(few.length);
  });

  it('narrows to the chosen families', () => {
    const shown = visibleIngredients(few, { ...noIngredientFilters, families: [3, 6] });
    expect(shown.map((i) => i.id)).toEqual([48, 63, 103, 101]);
  });

  it('keeps the 10 most used for "popular ingredients", after the other filters', () => {
    const list = catalog(40, 0);
    const popular = visibleIngredients(list, { ...noIngredientFilters, popular: true });
    expect(popular.map((i) => i.perfumeCount)).toEqual([40, 39, 38, 37, 36, 35, 34, 33, 32, 31]);
    const popularFew = visibleIngredients(few, { ...noIngredientFilters, popular: true });
    expect(popularFew.map((i) => i.name)).toEqual([
      'Rose',
      'Vanilla',
      'Sandalwood',
      'Cedarwood',
      'Jasmine',
      'Vanillin',
    ]);
    const woodyPopular = visibleIngredients(few, {
      ...noIngredientFilters,
      families: [6],
      popular: true,
    });
    expect(woodyPopular.map((i) => i.name)).toEqual(['Sandalwood', 'Cedarwood']);
  });

  it('hides entries with only a generic picture while nothing is searched', () => {
    const list = catalog(60, MIN_ILLUSTRATED_SHOWN + 6);
    const shown = visibleIngredients(list, noIngredientFilters);
    expect(shown).toHaveLength(MIN_ILLUSTRATED_SHOWN + 6);
    expect(shown.every((i) => !i.useGenericImageUrl)).toBe(true);
    // A search looks through every entry.
    expect(visibleIngredients(list, { ...noIngredientFilters, text: 'note 059' })).toHaveLength(1);
  });

  it('shows them all when hiding would leave fewer than 24', () => {
    const list = catalog(60, MIN_ILLUSTRATED_SHOWN - 1);
    expect(visibleIngredients(list, noIngredientFilters)).toHaveLength(60);
    // A catalog where no ingredient has its own picture yet: all 240 are shown.
    expect(visibleIngredients(catalog(240, 0), noIngredientFilters)).toHaveLength(240);
    // Within a family, the same rule: 30 illustrated, 15 of them floral, are too few there.
    const floralOnly = visibleIngredients(catalog(60, 30), {
      ...noIngredientFilters,
      families: [1],
    });
    expect(floralOnly).toHaveLength(30);
  });

  it('groups by family in the catalog’s order, names sorted in the language shown', () => {
    const groups = groupByFamily(
      [sandalwood, vanilla, ingredient(70, 'Écorce', woody, 3), rose, cedar, jasmine],
      'fr',
    );
    expect(groups.map((g) => g.family.name)).toEqual(['Floral', 'Amber', 'Woody']);
    expect(groups[2]!.ingredients.map((i) => i.name)).toEqual([
      'Cedarwood',
      'Écorce',
      'Sandalwood',
    ]);
    expect(familiesOf(few).map((f) => f.id)).toEqual([1, 3, 6]);
  });
});
