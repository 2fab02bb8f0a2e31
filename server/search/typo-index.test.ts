import { describe, expect, it } from 'vitest';
import {
  allowedMistakes,
  buildTypoIndex,
  closeEnough,
  closeWords,
  deletionForms,
  mistakesBetween,
} from './typo-index';

describe('the looser measure of the search fallback', () => {
  it('counts a missing, added or replaced letter and a swap of neighbours as one mistake', () => {
    expect(mistakesBetween('ngro', 'negro', 2)).toBe(1);
    expect(mistakesBetween('roose', 'rose', 2)).toBe(1);
    expect(mistakesBetween('rosa', 'rose', 2)).toBe(1);
    expect(mistakesBetween('rsoe', 'rose', 2)).toBe(1);
    expect(mistakesBetween('ptachouly', 'patchouli', 2)).toBe(2);
    // Gives up past the allowance.
    expect(mistakesBetween('amber', 'vetiver', 1)).toBe(2);
  });

  it('allows one mistake from 4 letters (3 for the shorter word) and two from 7 letters', () => {
    expect(allowedMistakes(2, 3)).toBe(1);
    expect(allowedMistakes(1, 2)).toBe(0);
    expect(allowedMistakes(2, 2)).toBe(0);
    expect(allowedMistakes(3, 3)).toBe(0);
    expect(allowedMistakes(3, 4)).toBe(1);
    expect(allowedMistakes(6, 7)).toBe(1);
    expect(allowedMistakes(7, 9)).toBe(2);
    expect(closeEnough('lly', 'lily')).toBe(true);
    expect(closeEnough('od', 'oud')).toBe(true);
    expect(closeEnough('od', 'ode')).toBe(true);
    expect(closeEnough('od', 'os')).toBe(false);
    expect(closeEnough('oud', 'odd')).toBe(false);
    expect(closeEnough('ptachouly', 'patchouli')).toBe(true);
    expect(closeEnough('psie', 'pluie')).toBe(false);
  });

  it('lists every form with up to n letters deleted, once', () => {
    expect(deletionForms('rose', 1)).toEqual(['rose', 'ose', 'rse', 'roe', 'ros']);
    expect(deletionForms('aab', 1)).toEqual(['aab', 'ab', 'aa']);
    expect(deletionForms('abcd', 2)).toHaveLength(1 + 4 + 6);
  });

  it('finds the close words of the vocabulary through the index, as comparing each would', () => {
    const vocabulary = ['negro', 'noro', 'rose', 'roses', 'lily', 'patchouli', 'oud', 'iris', 'vi'];
    const index = buildTypoIndex(vocabulary);
    const seen = new Uint8Array(vocabulary.length);
    const close = (word: string) =>
      closeWords(index, vocabulary, word, seen)
        .map((c) => `${vocabulary[c.id]}:${c.mistakes}`)
        .sort();
    expect(close('ngro')).toEqual(['negro:1', 'noro:1']);
    expect(close('rsoe')).toEqual(['rose:1']);
    expect(close('lly')).toEqual(['lily:1']);
    expect(close('ptachouly')).toEqual(['patchouli:2']);
    expect(close('od')).toEqual(['oud:1']);
    expect(close('o')).toEqual([]);
    expect(close('rose')).toEqual(['roses:1']);
    // A 2-letter word of the vocabulary, one letter short of the query word.
    expect(close('vii')).toEqual(['vi:1']);
    expect([...seen].every((b) => b === 0)).toBe(true);
    for (const word of [
      'nego',
      'irsi',
      'patchuli',
      'roe',
      'liily',
      'xyz',
      'ud',
      'ir',
      'vie',
      'v',
    ]) {
      const naive = vocabulary.filter((v) => v !== word && closeEnough(word, v)).sort();
      expect(close(word).map((c) => c.split(':')[0])).toEqual(naive);
    }
  });
});
