import { describe, expect, it } from 'vitest';
import { parseQuery } from '../../lib/url-query';
import { familiesHref, initialFamiliesState, readFamiliesState } from './families-state';

describe('the families explorer address', () => {
  it('round-trips a pair, the results and a perfume', () => {
    const state = {
      ...initialFamiliesState,
      selection: { familyId: 1, subfamilyId: 6 },
      showRecos: true,
      selectedPerfume: 3004,
    };
    const href = familiesHref(state);
    expect(href).toBe('?selected[]=1&selected[]=6&showRecos=true&selectedPerfume=3004');
    expect(readFamiliesState(parseQuery(href))).toEqual(state);
  });

  it('ignores what makes no sense on its own', () => {
    expect(readFamiliesState(parseQuery('?showRecos=true'))).toEqual(initialFamiliesState);
    expect(readFamiliesState(parseQuery('?selected[]=x&selected[]=6')).selection).toEqual({
      familyId: null,
      subfamilyId: null,
    });
    expect(
      readFamiliesState(parseQuery('?selected[]=1&selected[]=6&selected[]=3')).selection,
    ).toEqual({ familyId: 1, subfamilyId: 6 });
    expect(readFamiliesState(parseQuery('?selectedSimilar=5')).selectedSimilar).toBeNull();
    expect(familiesHref(initialFamiliesState)).toBe('?');
  });
});
