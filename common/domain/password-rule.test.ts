import { describe, expect, it } from 'vitest';
import { countCharacters, lengthProblem, ownerWords, readEstimate } from './password-rule';

describe('the password rule without its dictionaries', () => {
  it('counts code points and trims nothing', () => {
    expect(countCharacters('🌿é a')).toBe(4);
    expect(lengthProblem('       ')).toBe('too_short');
    expect(lengthProblem('        ')).toBeUndefined();
    expect(lengthProblem('é'.repeat(128))).toBeUndefined();
    expect(lengthProblem('é'.repeat(129))).toBe('too_long');
  });

  it("gives zxcvbn the owner's address, its parts and the names alone and joined", () => {
    expect(
      ownerWords({ email: ' Marie.Dupont+news@Example.com', name: 'Marie', surname: 'Du Pont' }),
    ).toEqual([
      'sillage',
      'marie.dupont+news@example.com',
      'marie.dupont+news',
      'marie',
      'dupont',
      'news',
      'mariedupontnews',
      'example',
      'du',
      'pont',
      'mariedupont',
      'marie du pont',
    ]);
  });

  it('refuses under score 3 and says why in our own words', () => {
    const word = { pattern: 'dictionary', dictionaryName: 'commonWords-fr' };
    expect(readEstimate({ score: 1, feedback: { warning: null }, sequence: [word] })).toEqual({
      score: 1,
      problem: 'too_common',
      reason: 'singleWord',
    });
    expect(
      readEstimate({ score: 0, feedback: { warning: 'straightRow' }, sequence: [] }),
    ).toMatchObject({ problem: 'weak', reason: 'keyboard' });
    expect(
      readEstimate({
        score: 2,
        feedback: { warning: null },
        sequence: [{ pattern: 'dictionary', dictionaryName: 'userInputs' }, word],
      }),
    ).toMatchObject({ problem: 'personal', reason: 'personal' });
    expect(readEstimate({ score: 3, feedback: { warning: null }, sequence: [word, word] })).toEqual(
      { score: 3, reason: 'guessable' },
    );
    expect(readEstimate({ score: 4, feedback: { warning: null }, sequence: [word] })).toEqual({
      score: 4,
    });
  });
});
