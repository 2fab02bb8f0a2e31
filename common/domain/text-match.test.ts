import { describe, expect, it } from 'vitest';
import { textMatches, textQuery } from './text-match';

const matches = (query: string, name: string) => {
  const prepared = textQuery(query);
  if (!prepared) throw new Error(`nothing to look for in "${query}"`);
  return textMatches(prepared, name);
};

describe('text matching of a filtered list', () => {
  it('ignores case and accents, and finds the query anywhere in the name', () => {
    expect(matches('TUBEREUSE', 'Tubéreuse')).toBe(true);
    expect(matches('jazmin', 'Jazmín sambac')).toBe(true);
    expect(matches('blossom', 'Orange blossom')).toBe(true);
    expect(matches('ange blo', 'Orange blossom')).toBe(true);
    expect(matches('vanil', 'Vanilla')).toBe(true);
  });

  it('matches word by word, in any order', () => {
    expect(matches('blossom orange', 'Orange blossom')).toBe(true);
    expect(matches('rose may', 'May rose')).toBe(true);
    expect(matches('rose oud', 'May rose')).toBe(false);
  });

  it('forgives one typo in a word of 5 letters or more, and only then', () => {
    expect(matches('jasmin', 'Jasmine')).toBe(true);
    expect(matches('patchuli', 'Patchouli')).toBe(true);
    expect(matches('bergamote', 'Bergamot')).toBe(true);
    // Two edits away.
    expect(matches('patchly', 'Patchouli')).toBe(false);
    // Short words must be typed right: "rse" is not Rose, "iros" is not Iris.
    expect(matches('rse', 'Rose')).toBe(false);
    expect(matches('iros', 'Iris')).toBe(false);
  });

  it('forgives a typo in a word not finished yet: "vanile" finds Vanilla and Vanille', () => {
    expect(matches('vanile', 'Vanilla')).toBe(true);
    expect(matches('vanile', 'Vanille')).toBe(true);
    expect(matches('vanile', 'Vanillin')).toBe(true);
    expect(matches('sandalw', 'Sandalwood')).toBe(true);
    expect(matches('sandlw', 'Sandalwood')).toBe(true);
    expect(matches('vanile', 'Vetiver')).toBe(false);
    expect(matches('vanile', 'Vainilla')).toBe(false);
  });

  it('reads apostrophes as the search does: dropped, or as spaces', () => {
    expect(matches('fleur doranger', "Fleur d'oranger")).toBe(true);
    expect(matches("fleur d'oranger", "Fleur d'oranger")).toBe(true);
    expect(matches('oranger', "Fleur d'oranger")).toBe(true);
  });

  it('has nothing to look for in blanks or punctuation alone', () => {
    expect(textQuery('   ')).toBeNull();
    expect(textQuery(' - ')).toBeNull();
  });
});
