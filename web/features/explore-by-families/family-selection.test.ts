import { describe, expect, it } from 'vitest';
import {
  clickFamily,
  clickSubfamily,
  emptySelection,
  popSelection,
  selectionEvents,
  selectionFromIds,
  selectionIds,
} from './family-selection';

const FLORAL = 1;
const AMBER = 3;
const WOODY = 6;
const floral = { familyId: FLORAL, subfamilyId: null };
const floralWoody = { familyId: FLORAL, subfamilyId: WOODY };

describe('the families selection', () => {
  it('goes from nothing to a family, then to the family with one of its subfamilies', () => {
    const one = clickFamily(emptySelection, FLORAL);
    expect(one).toEqual(floral);
    expect(clickSubfamily(one, FLORAL, WOODY)).toEqual(floralWoody);
  });

  it('replaces the second item on a third click', () => {
    expect(clickSubfamily(floralWoody, FLORAL, AMBER)).toEqual({
      familyId: FLORAL,
      subfamilyId: AMBER,
    });
  });

  it('removes a selected item when it is clicked again', () => {
    expect(clickSubfamily(floralWoody, FLORAL, WOODY)).toEqual(floral);
    expect(clickFamily(floral, FLORAL)).toEqual(emptySelection);
    // The subfamily lives within its family: removing the family removes both.
    expect(clickFamily(floralWoody, FLORAL)).toEqual(emptySelection);
  });

  it('selects only the other family when a different top-level item is clicked', () => {
    expect(clickFamily(floralWoody, AMBER)).toEqual({ familyId: AMBER, subfamilyId: null });
    expect(clickFamily(floral, AMBER)).toEqual({ familyId: AMBER, subfamilyId: null });
  });

  it("takes a subfamily of another family as that pair (the list view's shortcut)", () => {
    expect(clickSubfamily(emptySelection, AMBER, WOODY)).toEqual({
      familyId: AMBER,
      subfamilyId: WOODY,
    });
    expect(clickSubfamily(floralWoody, AMBER, WOODY)).toEqual({
      familyId: AMBER,
      subfamilyId: WOODY,
    });
  });

  it('pops the last selection with the back toggle', () => {
    expect(popSelection(floralWoody)).toEqual(floral);
    expect(popSelection(floral)).toEqual(emptySelection);
    expect(popSelection(emptySelection)).toEqual(emptySelection);
  });

  it('never holds more than two items, family first', () => {
    expect(selectionIds(floralWoody)).toEqual([FLORAL, WOODY]);
    expect(selectionIds(emptySelection)).toEqual([]);
    expect(selectionIds({ familyId: null, subfamilyId: WOODY })).toEqual([]);
    expect(selectionFromIds([FLORAL, WOODY, AMBER])).toEqual(floralWoody);
    expect(selectionFromIds([])).toEqual(emptySelection);
  });
});

describe('selectionEvents', () => {
  it('names each step with the numeric id', () => {
    expect(selectionEvents(emptySelection, floral)).toEqual([{ type: 'SELECT_FAMILY', id: 1 }]);
    expect(selectionEvents(floral, floralWoody)).toEqual([{ type: 'SELECT_SUBFAMILY', id: 6 }]);
    expect(selectionEvents(floralWoody, floral)).toEqual([{ type: 'UNSELECT_SUBFAMILY', id: 6 }]);
    expect(selectionEvents(floralWoody, { familyId: FLORAL, subfamilyId: AMBER })).toEqual([
      { type: 'UNSELECT_SUBFAMILY', id: 6 },
      { type: 'SELECT_SUBFAMILY', id: 3 },
    ]);
    expect(selectionEvents(floralWoody, { familyId: AMBER, subfamilyId: null })).toEqual([
      { type: 'UNSELECT_SUBFAMILY', id: 6 },
      { type: 'UNSELECT_FAMILY', id: 1 },
      { type: 'SELECT_FAMILY', id: 3 },
    ]);
    expect(selectionEvents(floral, floral)).toEqual([]);
  });
});
