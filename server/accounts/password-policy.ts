import {
  lengthProblem,
  type NewPasswordProblem,
  type PasswordOwner,
} from '../../common/domain/password-rule';

export type { NewPasswordProblem, PasswordOwner } from '../../common/domain/password-rule';

// The rule a new password must meet (ADR 037), for every endpoint that sets one: sign-up, the
// reset link, a signed-in change. The dictionaries (about 40 MB of heap) load once, on the first
// password that passes the length rule, rather than at start.

let strength: Promise<typeof import('../../common/domain/password-strength')> | undefined;

/** Loads zxcvbn and its dictionaries once; later calls share the same promise. */
function loadStrength() {
  strength ??= import('../../common/domain/password-strength').catch((error: unknown) => {
    strength = undefined;
    throw error;
  });
  return strength;
}

/**
 * What is wrong with a new password for its owner, or undefined when it is acceptable:
 * `too_short` (under 8 characters), `too_long` (over 128), `too_common` (a known password or one
 * dictionary word), `personal` (built on the owner's e-mail or name) or `weak` (guessable in
 * fewer than 10^8 tries). Characters are counted as code points; nothing is trimmed.
 */
export async function newPasswordProblem(
  password: string,
  owner: PasswordOwner,
): Promise<NewPasswordProblem | undefined> {
  const byLength = lengthProblem(password);
  if (byLength) return byLength;
  const { judgePassword } = await loadStrength();
  return judgePassword(password, owner).problem;
}

/** The English message of each refusal, for API users; forms translate the code instead. */
export const newPasswordMessages: Record<NewPasswordProblem, string> = {
  too_short: 'The password must have at least 8 characters.',
  too_long: 'The password takes at most 128 characters.',
  too_common: 'This password is too common: choose one that is harder to guess.',
  personal: 'This password uses your e-mail address or name: choose another one.',
  weak: 'This password is too easy to guess: add a few more words.',
};
