import { FAMILIES_MAX_SELECTIONS } from '../../../common/domain/constants';

// The families explorer's selection (spec sections 4 and 9): nothing, a main family, or a main
// family with one of its secondary families; never more than two items. Pure, so that every rule
// is tested without a browser, and so that the bubbles, the list view and the address share it.

export interface FamilySelection {
  familyId: number | null;
  /** Only ever set together with familyId. */
  subfamilyId: number | null;
}

export const emptySelection: FamilySelection = { familyId: null, subfamilyId: null };

/** The selected ids in selection order (family first), as the address and analytics carry them. */
export function selectionIds(selection: FamilySelection): number[] {
  const ids: number[] = [];
  if (selection.familyId !== null) ids.push(selection.familyId);
  if (selection.familyId !== null && selection.subfamilyId !== null)
    ids.push(selection.subfamilyId);
  return ids.slice(0, FAMILIES_MAX_SELECTIONS);
}

/** The inverse of selectionIds: the first id is the family, the second its subfamily. */
export function selectionFromIds(ids: readonly number[]): FamilySelection {
  return { familyId: ids[0] ?? null, subfamilyId: ids[0] !== undefined ? (ids[1] ?? null) : null };
}

/**
 * A click on a main family ("smell of"). Clicking the selected family removes it (and so its
 * subfamily, which only exists within it); any other family becomes the only selection, whether
 * one or two items were selected.
 */
export function clickFamily(selection: FamilySelection, familyId: number): FamilySelection {
  if (selection.familyId === familyId) return emptySelection;
  return { familyId, subfamilyId: null };
}

/**
 * A click on a secondary family ("touch of") of `familyId`. Within the selected family: it is
 * added as the second item, replaces the second item (the third click), or is removed when it is
 * the selected one. From another family (the list view shows every family's subfamilies), the
 * pair becomes the selection.
 */
export function clickSubfamily(
  selection: FamilySelection,
  familyId: number,
  subfamilyId: number,
): FamilySelection {
  if (selection.familyId !== familyId) return { familyId, subfamilyId };
  if (selection.subfamilyId === subfamilyId) return { familyId, subfamilyId: null };
  return { familyId, subfamilyId };
}

/** The back toggle: pops the last selected item. */
export function popSelection(selection: FamilySelection): FamilySelection {
  if (selection.subfamilyId !== null) return { ...selection, subfamilyId: null };
  return emptySelection;
}

export type SelectionEventType =
  'SELECT_FAMILY' | 'UNSELECT_FAMILY' | 'SELECT_SUBFAMILY' | 'UNSELECT_SUBFAMILY';

export interface SelectionEvent {
  type: SelectionEventType;
  id: number;
}

/** The analytics actions a change of selection amounts to, unselections first. */
export function selectionEvents(before: FamilySelection, after: FamilySelection): SelectionEvent[] {
  const events: SelectionEvent[] = [];
  const familyChanged = before.familyId !== after.familyId;
  const subfamilyChanged = familyChanged || before.subfamilyId !== after.subfamilyId;
  if (subfamilyChanged && before.subfamilyId !== null) {
    events.push({ type: 'UNSELECT_SUBFAMILY', id: before.subfamilyId });
  }
  if (familyChanged && before.familyId !== null) {
    events.push({ type: 'UNSELECT_FAMILY', id: before.familyId });
  }
  if (familyChanged && after.familyId !== null) {
    events.push({ type: 'SELECT_FAMILY', id: after.familyId });
  }
  if (subfamilyChanged && after.subfamilyId !== null) {
    events.push({ type: 'SELECT_SUBFAMILY', id: after.subfamilyId });
  }
  return events;
}
