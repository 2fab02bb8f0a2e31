import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfileResponse } from '../../../common/api/accounts';
import { anonymousProfile, renderApp } from '../../app/testing';
import { i18n, loadScreenTexts } from '../../lib/i18n';
import { fakeApi, json, notFound } from '../../test/fake-api';

// The page an e-mailed verification link opens (/verify-email?token=…), and the reminder the
// profile shows until the address is confirmed (docs/decisions/038).

const unverified: ProfileResponse = {
  ...anonymousProfile,
  account: {
    userId: 'u1',
    email: 'iris@example.com',
    name: 'Iris',
    hasPassword: true,
    emailVerified: false,
  },
};
const verified: ProfileResponse = {
  ...unverified,
  account: { ...unverified.account!, emailVerified: true },
};

function server(verifyState: string, options: { resend?: number; profile?: ProfileResponse } = {}) {
  return fakeApi((url, init) => {
    if (url.pathname === '/api/user/verifyEmail') return json({ state: verifyState });
    if (url.pathname === '/api/user/verifyEmail/resend') {
      return options.resend === 429
        ? json({ error: { code: 'rate_limited', message: 'Too many requests.' } }, 429)
        : json({ ok: true });
    }
    if (url.pathname === '/api/user/profile' && init.method !== 'POST') {
      return json(options.profile ?? anonymousProfile);
    }
    return notFound();
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the verify-email page', () => {
  it('sends the token once and says the address is confirmed', async () => {
    const api = server('verified', { profile: verified });
    renderApp('/verify-email?token=abc', { socialUrl: null }, unverified);
    expect(await screen.findByText('Your e-mail address is confirmed. Thank you!')).toBeTruthy();
    const calls = api.fetchMock.mock.calls.filter(([u]) => String(u).includes('/verifyEmail'));
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]![1]!.body))).toEqual({ token: 'abc' });
    // The session learns it at once: the profile's reminder goes.
    await vi.waitFor(() => expect(api.calls('/api/user/profile')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Go to my profile' })).toBeTruthy();
  });

  it('offers a new link to a signed-in visitor whose link has expired', async () => {
    const api = server('expired');
    renderApp('/verify-email?token=abc', { socialUrl: null }, unverified);
    expect(await screen.findByText(/This link has expired/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByText(/We have sent a new link to iris@example.com/)).toBeTruthy();
    expect(api.calls('/api/user/verifyEmail/resend')).toHaveLength(1);
  });

  it('asks an anonymous visitor to log in for a new link', async () => {
    server('unknown');
    renderApp('/verify-email?token=zzz');
    expect(await screen.findByText('This link is not valid.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Log in to ask for a new link' }).getAttribute('href'),
    ).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Send me a new link' })).toBeNull();
  });

  it('says a used link changes nothing, and sends nothing without a token', async () => {
    server('used');
    renderApp('/verify-email?token=abc', { socialUrl: null }, verified);
    expect(await screen.findByText(/This link has already been used/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send me a new link' })).toBeNull();
    vi.unstubAllGlobals();
    const api = server('verified');
    renderApp('/verify-email');
    expect(await screen.findAllByText('This link is not valid.')).toBeTruthy();
    expect(api.calls('/api/user/verifyEmail')).toHaveLength(0);
  });

  it('has its words in French and Spanish', async () => {
    const keys = ['verified', 'used', 'expired', 'unknown', 'resend', 'logInForNew'] as const;
    for (const language of ['fr', 'es'] as const) {
      await loadScreenTexts(language);
      const [t, en] = [i18n.getFixedT(language), i18n.getFixedT('en')];
      const texts = keys.map((key) => t(`account.verifyEmail.${key}`));
      const english = keys.map((key) => en(`account.verifyEmail.${key}`));
      for (const [i, text] of texts.entries()) expect(text).not.toBe(english[i]);
    }
  });
});

describe('the reminder on the profile', () => {
  it('says the address is not confirmed and sends the link again, a few times only', async () => {
    const api = server('verified', { profile: unverified });
    renderApp('/profile', { socialUrl: null }, unverified);
    expect(
      await screen.findByText(/Your e-mail address is not confirmed yet/, { exact: false }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We have sent a new link to iris@example.com.')).toBeTruthy();
    expect(api.calls('/api/user/verifyEmail/resend')).toHaveLength(1);

    vi.unstubAllGlobals();
    server('verified', { resend: 429, profile: unverified });
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(/You have asked for several links already/)).toBeTruthy();
  });

  it('is not shown once the address is confirmed', async () => {
    server('verified', { profile: verified });
    renderApp('/profile', { socialUrl: null }, verified);
    expect(await screen.findByText('Signed in as iris@example.com')).toBeTruthy();
    expect(screen.queryByText(/not confirmed yet/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
  });
});
