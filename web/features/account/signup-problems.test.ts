import { describe, expect, it } from 'vitest';
import { checkSignup, signupMessages, type SignupProblem } from './signup-problems';

const filled = {
  email: 'iris@example.com',
  name: 'Iris',
  password: 'vetiver',
  passwordCheck: 'vetiver',
};

/** Every message the form would show for a problem, fields and summary together. */
function shown(problem: SignupProblem, values = filled): string[] {
  const { fields, summary } = signupMessages(problem, values);
  return [...Object.values(fields), ...(summary ? [summary] : [])];
}

describe('checkSignup', () => {
  it('asks for the e-mail, name and password first, then a matching confirmation', () => {
    expect(checkSignup({ ...filled, name: '  ' })).toBe('missingFields');
    expect(checkSignup({ ...filled, password: '', passwordCheck: 'x' })).toBe('missingFields');
    expect(checkSignup({ ...filled, passwordCheck: '' })).toBe('wrongPassword');
    expect(checkSignup({ ...filled, passwordCheck: 'vetivex' })).toBe('wrongPassword');
    expect(checkSignup(filled)).toBeNull();
  });
});

describe('signupMessages', () => {
  it('says a mismatch once, at the confirmation, with no summary repeating it', () => {
    expect(signupMessages('wrongPassword', filled)).toEqual({
      fields: { passwordCheck: 'account.signup.mismatch' },
      summary: null,
    });
  });

  it('marks each empty field with its own message and sums them up once', () => {
    const empty = { email: '', name: '', password: '', passwordCheck: '' };
    expect(signupMessages('missingFields', empty)).toEqual({
      fields: {
        email: 'account.signup.emailMissing',
        name: 'account.signup.nameMissing',
        password: 'account.signup.passwordMissing',
      },
      summary: 'account.signup.missingFields',
    });
    expect(signupMessages('missingFields', { ...filled, name: '' }).fields).toEqual({
      name: 'account.signup.nameMissing',
    });
  });

  it('says an e-mail problem at the e-mail field, and the rest in the summary', () => {
    expect(signupMessages('userExists', filled)).toEqual({
      fields: { email: 'account.signup.userExists' },
      summary: null,
    });
    expect(signupMessages('invalidEmail', filled).fields).toEqual({
      email: 'account.invalidEmail',
    });
    expect(signupMessages('limited', filled)).toEqual({
      fields: {},
      summary: 'account.rateLimited',
    });
    expect(signupMessages('network', filled).summary).toBe('account.connectionError');
    expect(signupMessages(null, filled)).toEqual({ fields: {}, summary: null });
  });

  it('never says the same thing twice', () => {
    const problems: SignupProblem[] = [
      'missingFields',
      'wrongPassword',
      'userExists',
      'invalidEmail',
      'limited',
      'network',
    ];
    const empty = { email: '', name: '', password: '', passwordCheck: '' };
    for (const problem of problems) {
      const messages = shown(problem, empty);
      expect(new Set(messages).size).toBe(messages.length);
    }
  });
});
