import { describe, expect, it } from 'vitest';
import {
  isSeparatorCode,
  levenshtein,
  normalizeText,
  searchReadings,
  withinEditDistance,
  words,
} from './text';

describe('text normalisation', () => {
  it('lower-cases and removes accents', () => {
    expect(normalizeText("Éclat d'Arpège")).toBe("eclat d'arpege");
    expect(normalizeText('  Ñandú   Über  ')).toBe('nandu uber');
    expect(normalizeText('Œillet')).toBe('oeillet');
  });

  it('reads the degree sign of "N°5" as an o', () => {
    expect(normalizeText('N°5')).toBe('no5');
  });

  it('splits words on spaces and punctuation, not on apostrophes, which it drops', () => {
    expect(words(normalizeText("L'Eau d'Issey — Pour Homme"))).toEqual([
      'leau',
      'dissey',
      'pour',
      'homme',
    ]);
    expect(words(normalizeText('L’Épice & Co/Nice'))).toEqual(['lepice', 'co', 'nice']);
    expect(words("' ’")).toEqual([]);
  });

  it('reads a text with apostrophes two ways: dropped, and as spaces', () => {
    expect(searchReadings("l'eau d'issey")).toEqual(['leau dissey', 'l eau d issey']);
    expect(searchReadings('l’epice')).toEqual(['lepice', 'l epice']);
    expect(searchReadings("l' eau")).toEqual(['l eau']);
    expect(searchReadings("penhaligon's")).toEqual(['penhaligons', 'penhaligon s']);
    expect(searchReadings("'")).toEqual(['']);
    expect(searchReadings('no5')).toEqual(['no5']);
  });

  it('tells separators from word characters', () => {
    for (const c of ' -–—/,.&+()"!?:;') expect(isSeparatorCode(c.charCodeAt(0))).toBe(true);
    for (const c of "a5°'") expect(isSeparatorCode(c.charCodeAt(0))).toBe(false);
  });
});

describe('edit distance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(levenshtein('jasmin', 'jasmine')).toBe(1);
    expect(levenshtein('shalimar', 'shalimra')).toBe(2);
    expect(levenshtein('', 'abc')).toBe(3);
  });

  it('answers "under 2" exactly at the edges', () => {
    expect(withinEditDistance('chanel', 'channel', 2)).toBe(true);
    expect(withinEditDistance('chanel', 'chanle', 2)).toBe(false);
    expect(withinEditDistance('angel', 'angle', 2)).toBe(false);
    expect(withinEditDistance('aventus', 'avemtus', 2)).toBe(true);
    expect(withinEditDistance('aventus', 'aventus', 2)).toBe(true);
    expect(withinEditDistance('opium', 'opiums', 2)).toBe(true);
    expect(withinEditDistance('opium', 'opiumss', 2)).toBe(false);
  });
});
