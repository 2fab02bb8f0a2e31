// The length part of the password rule (ADR 037), alone in its module so that the password
// forms check it at once with a few hundred bytes, before zxcvbn and its dictionaries arrive.

export const MIN_NEW_PASSWORD_LENGTH = 8;
export const MAX_NEW_PASSWORD_LENGTH = 128;
/** Characters as a person counts them (code points): "🌿" is one, not two UTF-16 units. */
export function countCharacters(password: string): number {
  let count = 0;
  for (const _ of password) count++;
  return count;
}

/** The length part of the rule, which needs no dictionary. */
export function lengthProblem(password: string): 'too_short' | 'too_long' | undefined {
  const length = countCharacters(password);
  if (length < MIN_NEW_PASSWORD_LENGTH) return 'too_short';
  if (length > MAX_NEW_PASSWORD_LENGTH) return 'too_long';
  return undefined;
}
