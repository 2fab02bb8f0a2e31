import { describe, expect, it } from 'vitest';
import { parseQuery, serializeQuery } from '../../lib/url-query';
import {
  conceptsHref,
  conceptsQuery,
  initialConceptsState,
  pressRegion,
  readConceptsState,
  resultsRegion,
  toggleConcept,
  withSelection,
  type ConceptsState,
} from './concept-selection';

describe('toggleConcept', () => {
  it('adds up to three concepts and refuses a fourth', () => {
    let selection: readonly number[] = [];
    for (const id of [84, 19, 113]) {
      const step = toggleConcept(selection, id);
      expect(step.outcome).toBe('added');
      selection = step.selection;
    }
    expect(selection).toEqual([84, 19, 113]);
    const fourth = toggleConcept(selection, 7);
    expect(fourth).toEqual({ selection, outcome: 'refused' });
  });

  it('removes a chosen concept, which makes room again', () => {
    const removed = toggleConcept([84, 19, 113], 19);
    expect(removed).toEqual({ selection: [84, 113], outcome: 'removed' });
    expect(toggleConcept(removed.selection, 7)).toEqual({
      selection: [84, 113, 7],
      outcome: 'added',
    });
  });
});

describe('regions and results', () => {
  const three: ConceptsState = { selection: [84, 19, 113], region: null, perfume: null };

  it('a click highlights a region; a second click on it asks for its results', () => {
    const first = pressRegion(three, [113, 84]);
    expect(first.openResults).toBe(false);
    // Kept in selection order, whatever order the region was named in.
    expect(first.state.region).toEqual([84, 113]);
    const again = pressRegion(first.state, [84, 113]);
    expect(again).toEqual({ state: first.state, openResults: true });
    const other = pressRegion(first.state, [84, 19, 113]);
    expect(other.openResults).toBe(false);
    expect(other.state.region).toEqual([84, 19, 113]);
  });

  it('with no highlight every selected concept counts; without a selection there is no region', () => {
    expect(resultsRegion(three)).toEqual([84, 19, 113]);
    expect(resultsRegion({ ...three, region: [19] })).toEqual([19]);
    expect(resultsRegion(initialConceptsState)).toBeNull();
  });

  it('a new selection clears the highlight and the perfume', () => {
    expect(withSelection([84, 19])).toEqual({ selection: [84, 19], region: null, perfume: null });
  });
});

describe('address', () => {
  it('writes the selection, the region and the perfume, and reads them back', () => {
    const state: ConceptsState = { selection: [84, 19, 113], region: [84, 19], perfume: 3004 };
    const search = serializeQuery(conceptsQuery(state));
    expect(search).toBe(
      'currentSelection[]=84&currentSelection[]=19&currentSelection[]=113&selectedRegion[]=84&selectedRegion[]=19&selectedPerfume=3004',
    );
    expect(readConceptsState(parseQuery(search))).toEqual(state);
    expect(conceptsHref(initialConceptsState)).toBe('?');
  });

  it('reads a hand-edited address leniently', () => {
    const read = (search: string) => readConceptsState(parseQuery(search));
    expect(
      read(
        'currentSelection[]=84&currentSelection[]=84&currentSelection[]=x&currentSelection[]=19',
      ),
    ).toEqual({ selection: [84, 19], region: null, perfume: null });
    // At most three concepts.
    expect(read('currentSelection=1,2,3,4').selection).toEqual([1, 2, 3]);
    // A region outside the selection means nothing.
    expect(read('currentSelection[]=1&selectedRegion[]=2').region).toBeNull();
    expect(
      read('currentSelection[]=1&currentSelection[]=2&selectedRegion[]=2&selectedRegion[]=1')
        .region,
    ).toEqual([1, 2]);
    expect(read('selectedPerfume=-3').perfume).toBeNull();
  });
});
