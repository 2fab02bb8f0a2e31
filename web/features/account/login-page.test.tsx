import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../app/testing';
import { i18n, loadScreenTexts } from '../../lib/i18n';
import { fakeApi, json, notFound } from '../../test/fake-api';
import { socialFailureMessage } from './account-errors';

// The login screen's side of Google and Facebook sign-in: the buttons the site offers, the
// remember-me choice carried along, and the reason a sign-in came back without success.

function offering(providers: { google: boolean; facebook: boolean }) {
  return fakeApi((url) => (url.pathname === '/api/auth/providers' ? json(providers) : notFound()));
}

afterEach(() => vi.unstubAllGlobals());

describe('social sign-in on the login screen', () => {
  it('offers only the configured providers, with the remember-me choice', async () => {
    offering({ google: true, facebook: false });
    renderApp('/login');
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe('/api/auth/google');
    expect(screen.queryByRole('link', { name: 'Continue with Facebook' })).toBeNull();
    await userEvent.click(screen.getByLabelText('Remember me'));
    expect(google.getAttribute('href')).toBe('/api/auth/google?remember=true');
  });

  it('says why a sign-in came back, in the visitor language', async () => {
    offering({ google: true, facebook: true });
    renderApp('/login?socialError=google&reason=denied');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'You cancelled the sign-in with Google. You can try again, or log in with your e-mail.',
    );
  });

  it('has a message for every reason in English, French and Spanish', async () => {
    const reasons = ['denied', 'expired', 'unavailable', 'no_email', 'not_offered', 'failed'];
    const cancelled = { en: 'You cancelled', fr: 'Vous avez annulé', es: 'Has cancelado' };
    for (const language of ['en', 'fr', 'es'] as const) {
      await loadScreenTexts(language);
      await i18n.changeLanguage(language);
      const texts = reasons.map((reason) => {
        const message = socialFailureMessage('facebook', reason)!;
        return i18n.t(message.key, { provider: message.provider });
      });
      for (const text of texts) {
        expect(text).toContain('Facebook');
        expect(text).not.toMatch(/^\[|account\./);
      }
      expect(new Set(texts).size).toBe(reasons.length);
      expect(texts[0]).toContain(cancelled[language]);
    }
  });

  it('reads an unknown reason as a plain failure and ignores an unknown provider', () => {
    expect(socialFailureMessage('google', 'whatever')).toEqual({
      key: 'account.login.social.failed',
      provider: 'Google',
    });
    expect(socialFailureMessage('myspace', 'denied')).toBeNull();
    expect(socialFailureMessage(undefined, undefined)).toBeNull();
  });
});
