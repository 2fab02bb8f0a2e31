import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as es from '@zxcvbn-ts/language-es-es';
import * as fr from '@zxcvbn-ts/language-fr';
import {
  JUDGED_LENGTH,
  lengthProblem,
  ownerWords,
  readEstimate,
  type NewPasswordProblem,
  type PasswordOwner,
  type WeaknessReason,
} from './password-rule';

// zxcvbn with the common passwords, the English, French and Spanish words, names and Wikipedia
// terms, and the keyboard layouts (azerty, qwerty…). Heavy (about 1 MB gzipped, 40 MB of heap
// once ranked): the server and the password screens import this module dynamically, on first use,
// and never the landing page (ADR 037).

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary, ...es.dictionary },
  graphs: common.adjacencyGraphs,
  // No translations: zxcvbn's warnings stay as their keys, which password-rule.ts maps to our
  // own reasons; its English sentences never reach a visitor.
  maxLength: JUDGED_LENGTH,
  // Each l33t substitution multiplies the variants tried: 5 still finds "P@ssw0rd!" and
  // "p4$$w0rd" and keeps a check of 64 characters near 0.1 s instead of 1.5 s. Levenshtein
  // matching stays off for the same reason (0.25 to 1.7 s a check).
  l33tMaxSubstitutions: 5,
});

export interface PasswordJudgement {
  /** Undefined when the password is accepted. */
  problem?: NewPasswordProblem;
  /** zxcvbn's score 0 to 4; undefined when the length alone refuses the password. */
  score?: number;
  reason?: WeaknessReason;
}

/** The whole rule of ADR 037: length first, then how guessable the password is for its owner. */
export function judgePassword(password: string, owner: PasswordOwner): PasswordJudgement {
  const byLength = lengthProblem(password);
  if (byLength) return { problem: byLength };
  return readEstimate(zxcvbn.check(password, ownerWords(owner)));
}
