import { useSyncExternalStore } from 'react';
import { readRaw, removeStored, writeStored } from './storage';

// The visitor's cookie choices (spec section 2, "Cookie consent"), kept under accepted_cookies
// with their date and the version of the cookie policy they were given for. Strictly necessary
// storage needs no consent; analytics and marketing wait for a yes. A choice is asked for again
// when the policy's version changes or after 24 months, as the cookie policy promises.

/** Raised when the cookie policy changes in a way that calls for new consent. */
export const COOKIE_CONSENT_VERSION = 1;
const CONSENT_LIFETIME_MS = 24 * 30.44 * 24 * 3600 * 1000;

export type OptionalCookieCategory = 'analytics' | 'marketing';

export interface CookieConsent {
  version: number;
  /** When the choice was made (ISO 8601). */
  date: string;
  analytics: boolean;
  marketing: boolean;
}

/** The stored choice, or null when none was made, it is unreadable, outdated or too old. */
export function parseConsent(raw: string | null, now = Date.now()): CookieConsent | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<CookieConsent>;
    const date = typeof value.date === 'string' ? Date.parse(value.date) : NaN;
    if (
      value.version !== COOKIE_CONSENT_VERSION ||
      Number.isNaN(date) ||
      now - date > CONSENT_LIFETIME_MS ||
      typeof value.analytics !== 'boolean' ||
      typeof value.marketing !== 'boolean'
    )
      return null;
    return {
      version: value.version,
      date: value.date!,
      analytics: value.analytics,
      marketing: value.marketing,
    };
  } catch {
    return null;
  }
}

/** What the banner and the preference centre show: nothing, the banner, or the categories. */
export type ConsentPanel = 'none' | 'banner' | 'preferences';

interface ConsentState {
  consent: CookieConsent | null;
  panel: ConsentPanel;
}

let state: ConsentState | null = null;
const listeners = new Set<() => void>();

function current(): ConsentState {
  if (!state) {
    const consent = parseConsent(readRaw('accepted_cookies'));
    state = { consent, panel: consent ? 'none' : 'banner' };
  }
  return state;
}

function update(next: Partial<ConsentState>): void {
  state = { ...current(), ...next };
  listeners.forEach((listener) => listener());
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The choice in force, or null before the visitor has made one. */
export function currentConsent(): CookieConsent | null {
  return current().consent;
}

/** Whether the visitor said yes to a category; always false before a choice. */
export function hasConsent(category: OptionalCookieCategory): boolean {
  return current().consent?.[category] === true;
}

/** Records a choice, closes the banner and the preference centre, and tells every listener. */
export function saveConsent(choice: { analytics: boolean; marketing: boolean }): CookieConsent {
  const consent: CookieConsent = {
    version: COOKIE_CONSENT_VERSION,
    date: new Date().toISOString(),
    analytics: choice.analytics,
    marketing: choice.marketing,
  };
  writeStored('accepted_cookies', JSON.stringify(consent));
  update({ consent, panel: 'none' });
  return consent;
}

/** Opens the preference centre: from the banner's "configure", the footer or the burger. */
export function openCookieSettings(): void {
  update({ panel: 'preferences' });
}

/** Closes the preference centre without a new choice: back to the banner if none was ever made. */
export function closeCookieSettings(): void {
  update({ panel: current().consent ? 'none' : 'banner' });
}

/**
 * Forgets the choice, so the banner asks again; `keepStored` only forgets what was read, so that
 * the stored choice is read afresh (tests).
 */
export function resetConsent(options: { keepStored?: boolean } = {}): void {
  if (!options.keepStored) removeStored('accepted_cookies');
  state = null;
  listeners.forEach((listener) => listener());
}

export function useConsentState(): ConsentState {
  return useSyncExternalStore(subscribeConsent, current, current);
}
