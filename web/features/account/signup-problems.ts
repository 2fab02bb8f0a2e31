import type { ParseKeys } from 'i18next';

// What the sign-up form says, and where (spec sections 4, 5 and 8). Each problem is said once, at
// the field it concerns (the field's own message, tied to it by aria-describedby); the form has at
// most one summary, for what no single field explains or for several empty fields at once.

export type SignupProblem =
  'missingFields' | 'wrongPassword' | 'userExists' | 'invalidEmail' | 'limited' | 'network';

export type SignupField = 'email' | 'name' | 'password' | 'passwordCheck';

export interface SignupValues {
  email: string;
  name: string;
  password: string;
  passwordCheck: string;
}

export interface SignupMessages {
  fields: Partial<Record<SignupField, ParseKeys>>;
  summary: ParseKeys | null;
}

/**
 * The check before any request, in the spec's order: an empty e-mail, name or password is
 * missing_fields; then an empty or different confirmation is 'Passwords do not match!'.
 */
export function checkSignup(values: SignupValues): SignupProblem | null {
  if (!values.email.trim() || !values.name.trim() || !values.password) return 'missingFields';
  if (!values.passwordCheck || values.passwordCheck !== values.password) return 'wrongPassword';
  return null;
}

/** Where the form says a problem: which fields carry a message, and the summary if any. */
export function signupMessages(
  problem: SignupProblem | null,
  values: SignupValues,
): SignupMessages {
  switch (problem) {
    case null:
      return { fields: {}, summary: null };
    case 'missingFields': {
      const fields: SignupMessages['fields'] = {};
      if (!values.email.trim()) fields.email = 'account.signup.emailMissing';
      if (!values.name.trim()) fields.name = 'account.signup.nameMissing';
      if (!values.password) fields.password = 'account.signup.passwordMissing';
      return { fields, summary: 'account.signup.missingFields' };
    }
    case 'wrongPassword':
      return { fields: { passwordCheck: 'account.signup.mismatch' }, summary: null };
    case 'userExists':
      return { fields: { email: 'account.signup.userExists' }, summary: null };
    case 'invalidEmail':
      return { fields: { email: 'account.invalidEmail' }, summary: null };
    case 'limited':
      return { fields: {}, summary: 'account.rateLimited' };
    case 'network':
      return { fields: {}, summary: 'account.connectionError' };
  }
}
