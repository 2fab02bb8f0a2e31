import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../app/testing';
import { i18n, loadScreenTexts } from '../../lib/i18n';
import { fakeApi, json, notFound } from '../../test/fake-api';
import { socialFailureMessage } from '../../lib/account-errors';

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

describe('a refused login on the login screen', () => {
  function refusing(retryAfter: string | null) {
    return fakeApi((url) => {
      if (url.pathname === '/api/auth/providers') return json({ google: false, facebook: false });
      if (url.pathname === '/api/user/login') {
        const answer = json(
          { error: { code: 'rate_limited', message: 'Too many requests.' } },
          429,
        );
        if (retryAfter) answer.headers.set('Retry-After', retryAfter);
        return answer;
      }
      return notFound();
    });
  }

  async function submit() {
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'guess');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    return (await screen.findByRole('alert')).textContent;
  }

  it('says how many minutes to wait, from the answer’s Retry-After', async () => {
    refusing('900');
    expect(await submit()).toBe('Too many attempts. Please wait 15 minutes and try again.');
  });

  it('says to wait a minute when the answer does not say how long', async () => {
    refusing(null);
    expect(await submit()).toBe('Too many attempts. Please wait a minute and try again.');
  });

  it('has the message in English, French and Spanish', async () => {
    const minutes = { en: '4 minutes', fr: '4 minutes', es: '4 minutos' };
    for (const language of ['en', 'fr', 'es'] as const) {
      await loadScreenTexts(language);
      await i18n.changeLanguage(language);
      const one = i18n.t('account.tooManyAttempts', { count: 1 });
      const four = i18n.t('account.tooManyAttempts', { count: 4 });
      expect(four).toContain(minutes[language]);
      expect(one).not.toMatch(/1|account\./);
    }
    await i18n.changeLanguage('en');
  });
});
