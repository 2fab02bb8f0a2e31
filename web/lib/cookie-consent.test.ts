import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COOKIE_CONSENT_VERSION,
  closeCookieSettings,
  currentConsent,
  hasConsent,
  openCookieSettings,
  parseConsent,
  resetConsent,
  saveConsent,
  useConsentState,
} from './cookie-consent';
import { readRaw } from './storage';
import { act, renderHook } from '@testing-library/react';

// A first visit: no choice stored.
beforeEach(() => resetConsent());
afterEach(() => resetConsent());

describe('cookie consent', () => {
  it('asks on a first visit and allows nothing optional until the visitor answers', () => {
    const { result } = renderHook(() => useConsentState());
    expect(result.current).toEqual({ consent: null, panel: 'banner' });
    expect(hasConsent('analytics')).toBe(false);
    expect(hasConsent('marketing')).toBe(false);
  });

  it('stores the choice under accepted_cookies with its date and version, and closes the banner', () => {
    const { result } = renderHook(() => useConsentState());
    act(() => void saveConsent({ analytics: true, marketing: false }));
    const stored = JSON.parse(readRaw('accepted_cookies')!);
    expect(stored).toMatchObject({
      version: COOKIE_CONSENT_VERSION,
      analytics: true,
      marketing: false,
    });
    expect(Date.now() - Date.parse(stored.date)).toBeLessThan(60_000);
    expect(result.current.panel).toBe('none');
    expect(hasConsent('analytics')).toBe(true);
  });

  it('reopens the preference centre at any time; closing it without a choice brings the banner back on a first visit', () => {
    const { result } = renderHook(() => useConsentState());
    act(() => openCookieSettings());
    expect(result.current.panel).toBe('preferences');
    act(() => closeCookieSettings());
    expect(result.current.panel).toBe('banner');
    act(() => void saveConsent({ analytics: false, marketing: false }));
    act(() => openCookieSettings());
    act(() => closeCookieSettings());
    expect(result.current.panel).toBe('none');
    expect(currentConsent()?.analytics).toBe(false);
  });

  it('asks again when the stored choice is unreadable, of another policy version or over 24 months old', () => {
    const now = Date.parse('2026-11-25T00:00:00Z');
    const choice = (version: number, date: string) =>
      JSON.stringify({ version, date, analytics: true, marketing: true });
    expect(
      parseConsent(choice(COOKIE_CONSENT_VERSION, '2026-01-01T00:00:00Z'), now),
    ).not.toBeNull();
    expect(
      parseConsent(choice(COOKIE_CONSENT_VERSION + 1, '2026-01-01T00:00:00Z'), now),
    ).toBeNull();
    expect(parseConsent(choice(COOKIE_CONSENT_VERSION, '2024-10-01T00:00:00Z'), now)).toBeNull();
    expect(parseConsent('true', now)).toBeNull();
    expect(parseConsent('{', now)).toBeNull();
  });
});
