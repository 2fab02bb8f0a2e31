import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../app/testing';
import { fakeApi, json, notFound } from '../../test/fake-api';

// The sign-up form's messages as a visitor meets them: each problem said once, at its field, and
// at most one summary.

afterEach(() => vi.unstubAllGlobals());

function offeringNothing() {
  return fakeApi((url) =>
    url.pathname === '/api/auth/providers' ? json({ google: false, facebook: false }) : notFound(),
  );
}

/** How many times a text is shown, anywhere in the page. */
const times = (text: string) => screen.queryAllByText(text, { exact: true }).length;

describe('the sign-up form', () => {
  it('says the passwords do not match once, at the confirmation, and focuses it', async () => {
    offeringNothing();
    const user = userEvent.setup();
    renderApp('/signup');
    await user.type(await screen.findByLabelText('E-mail *'), 'iris@example.com');
    await user.type(screen.getByLabelText('Name *'), 'Iris');
    await user.type(screen.getByLabelText('Password *', { exact: true }), 'vetiver after rain');
    await user.type(screen.getByLabelText('Confirm password *'), 'vetiver after rian');
    await user.click(screen.getByLabelText(/I accept the/));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(times('Passwords do not match!')).toBe(1);
    const confirm = screen.getByLabelText('Confirm password *');
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(confirm.getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe('Passwords do not match!');
    expect(document.activeElement).toBe(confirm);
  });

  it('marks each empty field with its own message under one summary', async () => {
    offeringNothing();
    const user = userEvent.setup();
    renderApp('/signup');
    await user.click(await screen.findByLabelText(/I accept the/));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(times('Required fields are missing!')).toBe(1);
    expect(screen.getByRole('alert').textContent).toBe('Required fields are missing!');
    const expected: [string, string][] = [
      ['E-mail *', 'Enter your e-mail address.'],
      ['Name *', 'Enter your name.'],
      ['Password *', 'Choose a password.'],
    ];
    for (const [label, text] of expected) {
      const field = screen.getByLabelText(label, { exact: true });
      expect(field.getAttribute('aria-invalid')).toBe('true');
      // The field's message first; the password's strength meter follows it (ADR 037).
      const [messageId] = field.getAttribute('aria-describedby')!.split(' ');
      expect(document.getElementById(messageId!)?.textContent).toBe(text);
    }
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail *'));
  });
});
