import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfileResponse, SessionSummary } from '../../../common/api/accounts';
import { renderApp } from '../../app/testing';
import { fakeApi, json, notFound } from '../../test/fake-api';

// The account section's password change and list of sessions, against a fake server: what is
// shown, what is sent, and where the focus goes after an action.

const profileOf = (hasPassword: boolean): ProfileResponse => ({
  account: {
    userId: 'u-1',
    email: 'ana@example.com',
    name: 'Ana',
    hasPassword,
    emailVerified: true,
  },
  favoritePerfumes: [],
  ingredients: [],
  dislikedIngredients: [],
});

const minutesAgo = (n: number) => new Date(Date.now() - n * 60 * 1000).toISOString();

const thisOne: SessionSummary = {
  id: 'p-1',
  browser: 'Firefox',
  system: 'Windows',
  createdAt: minutesAgo(90),
  lastSeenAt: minutesAgo(0),
  remember: false,
  current: true,
};
const phone: SessionSummary = {
  id: 'p-2',
  browser: 'Safari',
  system: 'iPhone',
  createdAt: minutesAgo(3000),
  lastSeenAt: minutesAgo(5),
  remember: true,
  current: false,
};
const unknown: SessionSummary = { ...phone, id: 'p-3', browser: null, system: null };

function server(sessions: SessionSummary[]) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  let list = sessions;
  const api = fakeApi((url, init) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    if (url.pathname === '/api/user/sessions') {
      if (method === 'DELETE') {
        sent.push({ method, path: url.pathname, body });
        list = body.others
          ? list.filter((s) => s.current)
          : list.filter((s) => s.id !== body.sessionId);
      }
      return json({ sessions: list });
    }
    if (url.pathname === '/api/user/password') {
      sent.push({ method, path: url.pathname, body });
      if (body.current !== 'old secret') {
        return json(
          {
            error: {
              code: 'wrong_password',
              message: 'no',
              fields: [{ path: 'current', code: 'wrong' }],
            },
          },
          403,
        );
      }
      list = list.filter((s) => s.current);
      return json({ ok: true });
    }
    return notFound();
  });
  return { api, sent };
}

afterEach(() => vi.unstubAllGlobals());

/** What a screen reader reads after an element's name: the texts its aria-describedby names. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const text = (element: HTMLElement | undefined) => element?.textContent ?? '';

describe('the sessions of the account', () => {
  it('lists this device first, then the others with their activity, and ends one', async () => {
    const { sent } = server([thisOne, phone, unknown]);
    renderApp('/profile', { socialUrl: null }, profileOf(true));
    const section = await screen.findByRole('region', { name: 'Your sessions' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((i) => i.querySelector('.profile-sessions__device')!.textContent)).toEqual([
      'Firefox on WindowsThis device',
      'Safari on iPhone',
      'Unknown device',
    ]);
    expect(text(items[0])).toContain('Active now');
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(text(items[1])).toContain('Last active 5 minutes ago');
    expect(text(items[1])).toMatch(/Signed in on \w{3} \d+, \d{4}/);

    const end = within(items[1]!).getByRole('button', { name: 'End session' });
    expect(description(end)).toBe('Safari on iPhone');
    await userEvent.click(end);
    expect(text(await within(section).findByRole('status'))).toBe(
      'The session on Safari on iPhone has been ended.',
    );
    expect(sent).toEqual([
      { method: 'DELETE', path: '/api/user/sessions', body: { sessionId: 'p-2' } },
    ]);
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(document.activeElement).toBe(within(section).getByRole('heading'));
  });

  it('signs out everywhere else, then says this is the only device', async () => {
    const { sent } = server([thisOne, phone, unknown]);
    renderApp('/profile', { socialUrl: null }, profileOf(true));
    const section = await screen.findByRole('region', { name: 'Your sessions' });
    await userEvent.click(
      await within(section).findByRole('button', { name: 'Sign out everywhere else' }),
    );
    expect(await within(section).findByText('You are signed in on this device only.')).toBeTruthy();
    expect(sent.at(-1)!.body).toEqual({ others: true });
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('the password changed while signed in', () => {
  it('checks the entries, names a wrong current password, and says when it is done', async () => {
    const { sent } = server([thisOne, phone]);
    renderApp('/profile', { socialUrl: null }, profileOf(true));
    const form = await screen.findByRole('region', { name: 'Change your password' });
    const current = within(form).getByLabelText('Current password');
    const next = within(form).getByLabelText('New password');
    const confirm = within(form).getByLabelText('Confirm the new password');
    const submit = within(form).getByRole('button', { name: 'Change password' });

    await userEvent.click(submit);
    expect(description(current)).toBe('Enter your current password.');
    expect(document.activeElement).toBe(current);
    await userEvent.type(current, 'not it');
    await userEvent.type(next, 'new secret');
    await userEvent.type(confirm, 'new secre');
    await userEvent.click(submit);
    expect(description(confirm)).toBe('Passwords do not match!');
    expect(sent).toEqual([]);

    await userEvent.type(confirm, 't');
    await userEvent.click(submit);
    await waitFor(() => expect(description(current)).toBe('This is not your current password.'));
    await waitFor(() => expect(document.activeElement).toBe(current));

    await userEvent.clear(current);
    await userEvent.type(current, 'old secret');
    await userEvent.click(submit);
    expect(text(await within(form).findByRole('status'))).toBe(
      'Your password has been changed. Your other devices have been signed out.',
    );
    expect(sent.at(-1)!.body).toEqual({
      current: 'old secret',
      password: 'new secret',
      passwordCheck: 'new secret',
    });
    expect((current as HTMLInputElement).value).toBe('');
    // The list is read again: the other session is gone.
    const sessions = screen.getByRole('region', { name: 'Your sessions' });
    await waitFor(() => expect(within(sessions).getAllByRole('listitem')).toHaveLength(1));
  });

  it('tells an account without a password to set one from the login page', async () => {
    server([thisOne]);
    renderApp('/profile', { socialUrl: null }, profileOf(false));
    const form = await screen.findByRole('region', { name: 'Change your password' });
    expect(within(form).queryByLabelText('Current password')).toBeNull();
    expect(text(form)).toContain('use “Forgot your password?” on the login page');
    expect(within(form).getByRole('link', { name: 'Set a password' }).getAttribute('href')).toBe(
      '/login?showForgotPassword=true',
    );
  });
});
