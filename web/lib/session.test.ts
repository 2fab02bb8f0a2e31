import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfileResponse } from '../../common/api/accounts';
import { fakeApi, json } from '../test/fake-api';
import { getLocalDislikedIds, setLocalDislikedIds } from './local-disliked-ingredients';
import { getLocalFavoriteIds, toggleLocalFavorite } from './local-favorites';
import { flushAnalytics } from './analytics';
import { saveConsent } from './cookie-consent';
import { getSession, loadSession, login, signup } from './session';

// After Google or Facebook sign-in the browser comes back through a redirect: the anonymous
// favourites it kept are carried into the account when the session loads, as a login does.

const account = { userId: 'u1', email: 'nadia@example.com', name: 'Nadia', hasPassword: false };
const signedIn: ProfileResponse = { account, favoritePerfumes: [], dislikedIngredients: [] };
const anonymous: ProfileResponse = { account: null, favoritePerfumes: [], dislikedIngredients: [] };

afterEach(() => vi.unstubAllGlobals());

describe('loading the session', () => {
  it('carries the browser favourites into an account signed in elsewhere, then forgets them', async () => {
    toggleLocalFavorite(3004);
    toggleLocalFavorite(7004);
    const api = fakeApi((url) =>
      url.pathname === '/api/favorites/perfume/add'
        ? json({ ...signedIn, account: { ...account, name: 'After' } })
        : json(signedIn),
    );
    await loadSession();
    const [, init] = api.fetchMock.mock.calls.find(([input]) =>
      String(input).includes('/api/favorites/perfume/add'),
    )!;
    expect(JSON.parse(String(init!.body))).toEqual([
      { perfumeId: 3004, rating: 5 },
      { perfumeId: 7004, rating: 5 },
    ]);
    expect(getLocalFavoriteIds()).toEqual([]);
    expect(getSession().profile?.account?.name).toBe('After');
  });

  it('carries the ingredients to avoid along with them', async () => {
    setLocalDislikedIds([48]);
    const api = fakeApi(() => json(signedIn));
    await loadSession();
    const [, init] = api.fetchMock.mock.calls.find(([input]) =>
      String(input).includes('/api/user/dislikedIngredients'),
    )!;
    expect(init!.method).toBe('PUT');
    expect(JSON.parse(String(init!.body))).toEqual([48]);
    expect(getLocalDislikedIds()).toEqual([]);
  });

  it('leaves an anonymous visitor favourites in the browser', async () => {
    toggleLocalFavorite(3004);
    const api = fakeApi(() => json(anonymous));
    await loadSession();
    expect(api.calls('/api/favorites/perfume/add')).toEqual([]);
    expect(getLocalFavoriteIds()).toEqual([3004]);
  });

  it('keeps them for later when the upload fails', async () => {
    toggleLocalFavorite(3004);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeApi((url) =>
      url.pathname === '/api/favorites/perfume/add'
        ? json({ error: { code: 'internal', message: 'Down.' } }, 500)
        : json(signedIn),
    );
    await loadSession();
    expect(getLocalFavoriteIds()).toEqual([3004]);
    expect(getSession().profile?.account?.email).toBe('nadia@example.com');
  });
});

describe('login and sign-up analytics (spec section 7)', () => {
  const sentEvents = (api: ReturnType<typeof fakeApi>) =>
    api.fetchMock.mock.calls
      .filter(([input]) => String(input).includes('/api/analytics/events'))
      .flatMap(([, init]) => JSON.parse(String(init!.body)).events as Record<string, unknown>[]);

  it('sends LOGIN with the account id, and REGISTRATION with is_temp, when analytics are allowed', async () => {
    saveConsent({ analytics: true, marketing: false });
    const api = fakeApi(() => json(signedIn));
    await login({ user: 'nadia@example.com', password: 'x', remember: false });
    await signup({
      email: 'temp.tester@example.com',
      name: 'Nadia',
      password: 'x',
      passwordCheck: 'x',
      privacyPolicyAccepted: false,
      termsAccepted: true,
    });
    flushAnalytics();
    const events = sentEvents(api);
    expect(events).toEqual([
      expect.objectContaining({ type: 'LOGIN', user: 'u1' }),
      expect.objectContaining({ type: 'REGISTRATION', is_temp: true, user: 'u1' }),
    ]);
    // The account's id, never its address.
    expect(JSON.stringify(events)).not.toContain('nadia@example.com');
  });

  it('sends nothing without analytics consent', async () => {
    const api = fakeApi(() => json(signedIn));
    await login({ user: 'nadia@example.com', password: 'x', remember: false });
    flushAnalytics();
    expect(sentEvents(api)).toEqual([]);
  });
});
