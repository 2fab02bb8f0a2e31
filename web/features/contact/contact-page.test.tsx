import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../app/testing';
import { fakeApi, json, notFound } from '../../test/fake-api';

// The contact form's messages as a visitor meets them: each problem said once, at its field, and
// at most one summary.

afterEach(() => vi.unstubAllGlobals());

const times = (text: string) => screen.queryAllByText(text, { exact: true }).length;

describe('the contact form', () => {
  it('marks each empty field with its own message under one summary', async () => {
    fakeApi(() => notFound());
    const user = userEvent.setup();
    renderApp('/contact');
    await user.click(await screen.findByRole('button', { name: 'Send the message' }));

    expect(times('Required fields are missing!')).toBe(1);
    expect(screen.getByRole('alert').textContent).toBe('Required fields are missing!');
    const expected: [string, string][] = [
      ['E-mail *', 'Enter your e-mail address.'],
      ['Name *', 'Enter your name.'],
    ];
    for (const [label, text] of expected) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
        text,
      );
    }
    expect(screen.getByLabelText('Message').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail *'));
  });

  it('says a refused address at the e-mail field only', async () => {
    fakeApi((url) =>
      url.pathname === '/api/user/contactEmail'
        ? json(
            {
              error: {
                code: 'validation',
                message: 'Invalid.',
                fields: [{ path: 'email', code: 'invalid_email' }],
              },
            },
            400,
          )
        : notFound(),
    );
    const user = userEvent.setup();
    renderApp('/contact');
    await user.type(await screen.findByLabelText('E-mail *'), 'iris@example');
    await user.type(screen.getByLabelText('Name *'), 'Iris');
    await user.click(screen.getByRole('button', { name: 'Send the message' }));

    const email = screen.getByLabelText('E-mail *');
    await vi.waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(times('Please enter a valid e-mail address.')).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
    // The field at fault takes the focus once the answer is shown (an effect after the render).
    await vi.waitFor(() => expect(document.activeElement).toBe(email));
  });
});
