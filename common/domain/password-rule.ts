export {
  MAX_NEW_PASSWORD_LENGTH,
  MIN_NEW_PASSWORD_LENGTH,
  countCharacters,
  lengthProblem,
} from './password-length';

// The rule a new password must meet (ADR 037, after NIST SP 800-63B): 8 to 128 characters, and
// not guessable in fewer than 10^8 tries by zxcvbn's model with our dictionaries and the owner's
// own e-mail and name. This module gives zxcvbn the owner's words and reads its answer;
// password-length.ts is what the forms check at once; password-strength.ts loads zxcvbn and the
// dictionaries, which the server and the password screens import only when needed.

/**
 * zxcvbn judges this many first characters: its matching grows with the square of the length
 * (a 128-character password took up to 3 s, 64 about 0.1 s). Guesses only grow as characters are
 * added, so a password whose first 64 characters are hard to guess is hard to guess.
 */
export const JUDGED_LENGTH = 64;
/** zxcvbn's score 3: at least 10^8 guesses. */
export const MIN_SCORE = 3;

/** What is wrong with a new password; the field code a refusal carries. */
export type NewPasswordProblem = 'too_short' | 'too_long' | 'too_common' | 'personal' | 'weak';

/** Why a password is easy to guess, in our own words (forms translate it; never zxcvbn's text). */
export type WeaknessReason =
  | 'mostCommon'
  | 'common'
  | 'singleWord'
  | 'names'
  | 'personal'
  | 'keyboard'
  | 'repeat'
  | 'sequence'
  | 'dates'
  | 'guessable';

/** Who the password is for: their e-mail and name are the first words an attacker tries. */
export interface PasswordOwner {
  email?: string;
  name?: string;
  surname?: string;
}

/**
 * The owner's words given to zxcvbn as its "user inputs" dictionary: the address and its parts,
 * the names alone and joined, and the site's name.
 */
export function ownerWords(owner: PasswordOwner): string[] {
  const words = new Set<string>(['sillage']);
  const add = (word: string | undefined) => {
    const clean = word?.trim().toLowerCase();
    if (clean && clean.length >= 2) words.add(clean);
  };
  const email = owner.email?.trim().toLowerCase() ?? '';
  const [local = '', domain = ''] = email.split('@');
  add(email);
  add(local);
  const parts = local.split(/[._+-]+/);
  for (const part of parts) add(part);
  // "marie.dupont" is typed "mariedupont" in a password as often as not.
  if (parts.length > 1) add(parts.join(''));
  add(domain.split('.')[0]);
  const names = [owner.name, owner.surname].flatMap((n) => n?.trim().split(/\s+/) ?? []);
  for (const name of names) add(name);
  if (names.length > 1) {
    add(names.join(''));
    add(names.join(' '));
  }
  return [...words];
}

/** The part of zxcvbn's answer the rule reads. */
export interface StrengthEstimate {
  score: number;
  feedback: { warning: string | null };
  sequence: readonly { pattern: string; dictionaryName?: string }[];
}

export interface StrengthVerdict {
  /** zxcvbn's score, 0 to 4. */
  score: number;
  /** Undefined when the password is accepted. */
  problem?: 'too_common' | 'personal' | 'weak';
  /** Why it is easy to guess, when its score is below 4. */
  reason?: WeaknessReason;
}

// zxcvbn's warning kinds (its translation keys) mapped to our reasons.
const reasonOfWarning: Record<string, WeaknessReason> = {
  topTen: 'mostCommon',
  topHundred: 'mostCommon',
  common: 'common',
  similarToCommon: 'common',
  pwned: 'common',
  wordByItself: 'singleWord',
  namesByThemselves: 'names',
  commonNames: 'names',
  userInputs: 'personal',
  straightRow: 'keyboard',
  keyPattern: 'keyboard',
  simpleRepeat: 'repeat',
  extendedRepeat: 'repeat',
  sequences: 'sequence',
  recentYears: 'dates',
  dates: 'dates',
};

/**
 * Reads zxcvbn's estimate: a score under 3 refuses the password, as `personal` when it uses the
 * owner's words, `too_common` when it is (or starts from) a known password or is one dictionary
 * word, else `weak`.
 */
export function readEstimate(estimate: StrengthEstimate): StrengthVerdict {
  const matches = estimate.sequence;
  const fromDictionary = (name: string) =>
    matches.some((m) => m.dictionaryName === name || m.dictionaryName?.startsWith(`${name}-`));
  const soleWord = matches.length === 1 && matches[0]!.pattern === 'dictionary';
  let reason: WeaknessReason | undefined =
    (estimate.feedback.warning && reasonOfWarning[estimate.feedback.warning]) || undefined;
  if (fromDictionary('userInputs')) reason = 'personal';
  else if (!reason && fromDictionary('passwords')) reason = 'common';
  else if (!reason && soleWord) reason = 'singleWord';
  if (estimate.score >= 4) return { score: estimate.score };
  reason ??= 'guessable';
  if (estimate.score >= MIN_SCORE) return { score: estimate.score, reason };
  const problem =
    reason === 'personal'
      ? 'personal'
      : reason === 'mostCommon' ||
          reason === 'common' ||
          reason === 'singleWord' ||
          reason === 'names'
        ? 'too_common'
        : 'weak';
  return { score: estimate.score, problem, reason };
}
