import { describe, expect, it } from 'vitest';
import { checkContact, contactMessages, type ContactProblem } from './contact-problems';

const empty = { email: '', name: '' };

describe('checkContact', () => {
  it('needs a name and an e-mail, not a message', () => {
    expect(checkContact(empty)).toBe('missingFields');
    expect(checkContact({ email: 'iris@example.com', name: ' ' })).toBe('missingFields');
    expect(checkContact({ email: 'iris@example.com', name: 'Iris' })).toBeNull();
  });
});

describe('contactMessages', () => {
  it('marks each empty field with its own message and sums them up once', () => {
    expect(contactMessages('missingFields', empty)).toEqual({
      fields: { email: 'contact.emailMissing', name: 'contact.nameMissing' },
      summary: 'contact.missingFields',
    });
    expect(contactMessages('missingFields', { email: 'iris@example.com', name: '' })).toEqual({
      fields: { name: 'contact.nameMissing' },
      summary: 'contact.missingFields',
    });
  });

  it('says a field’s own problem at that field only, the others in the summary', () => {
    expect(contactMessages('invalidEmail', empty)).toEqual({
      fields: { email: 'contact.invalidEmail' },
      summary: null,
    });
    expect(contactMessages('tooLong', empty)).toEqual({
      fields: { message: 'contact.tooLong' },
      summary: null,
    });
    expect(contactMessages('limited', empty)).toEqual({ fields: {}, summary: 'contact.limited' });
    expect(contactMessages('error', empty)).toEqual({ fields: {}, summary: 'contact.error' });
  });

  it('never says the same thing twice', () => {
    const problems: ContactProblem[] = [
      'missingFields',
      'invalidEmail',
      'tooLong',
      'limited',
      'error',
    ];
    for (const problem of problems) {
      const { fields, summary } = contactMessages(problem, empty);
      const all = [...Object.values(fields), ...(summary ? [summary] : [])];
      expect(new Set(all).size).toBe(all.length);
    }
  });
});
