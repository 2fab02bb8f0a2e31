import type { ParseKeys } from 'i18next';

// What the contact form says, and where (spec sections 4, 5 and 8): each problem once, at the
// field it concerns; at most one summary, for several empty fields at once or for what no field
// explains (the limit, the connection).

export type ContactProblem = 'missingFields' | 'invalidEmail' | 'tooLong' | 'limited' | 'error';

export type ContactField = 'email' | 'name' | 'message';

export interface ContactMessages {
  fields: Partial<Record<ContactField, ParseKeys>>;
  summary: ParseKeys | null;
}

/** Name and e-mail are required; the message is not. */
export function checkContact(values: { email: string; name: string }): ContactProblem | null {
  return !values.email.trim() || !values.name.trim() ? 'missingFields' : null;
}

export function contactMessages(
  problem: ContactProblem | null,
  values: { email: string; name: string },
): ContactMessages {
  switch (problem) {
    case null:
      return { fields: {}, summary: null };
    case 'missingFields': {
      const fields: ContactMessages['fields'] = {};
      if (!values.email.trim()) fields.email = 'contact.emailMissing';
      if (!values.name.trim()) fields.name = 'contact.nameMissing';
      return { fields, summary: 'contact.missingFields' };
    }
    case 'invalidEmail':
      return { fields: { email: 'contact.invalidEmail' }, summary: null };
    case 'tooLong':
      return { fields: { message: 'contact.tooLong' }, summary: null };
    case 'limited':
      return { fields: {}, summary: 'contact.limited' };
    case 'error':
      return { fields: {}, summary: 'contact.error' };
  }
}
