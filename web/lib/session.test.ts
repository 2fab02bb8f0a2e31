import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FavouritesChangeResponse, ProfileResponse } from '../../common/api/accounts';
import { ani, shalimar, summary } from '../test/catalog-fixtures';
import { fakeApi, json } from '../test/fake-api';
import { getLocalDislikedIds, setLocalDislikedIds } from './local-disliked-ingredients';
import { getLocalFavoriteIds, toggleLocalFavorite } from './local-favorites';
import { flushAnalytics } from './analytics';
import { saveConsent } from './cookie-consent';
import {
  applyFavouritesChange,
  applyProfile,
  getSession,
  loadSession,
  login,
  signup,
} from './session';

// After Google or Facebook sign-in the browser comes back through a redirect: the anonymous
// favourites it kept are carried into the account when the session loads, as a login does.

const account = {
  userId: 'u1',
  email: 'nadia@example.com',
  name: 'Nadia',
  hasPassword: false,
  emailVerified: true,
};
const signedIn: ProfileResponse = {
  account,
  favoritePerfumes: [],
  ingredients: [],
  dislikedIngredients: [],
};
const anonymous: ProfileResponse = { ...signedIn, account: null };

afterEach(() => vi.unstubAllGlobals());

/** A favourite as the server lists it, and the ingredients it names. */
const favourite = (p: typeof shalimar) => ({
  perfume: {
    ...summary(p),
    mainIngredients: p.ingredientProportions
      .slice(0, 5)
      .map((x) => ({ id: x.id, proportion: x.proportion })),
  },
  rating: 5,
  addedAt: '2026-01-01T00:00:00.000Z',
});
const namedBy = (p: typeof shalimar) =>
  p.ingredientProportions.map((x) => ({
    id: x.id,
    name: x.ingredient.name,
    familyColor: x.ingredient.family.color,
  }));

describe('a favourite toggle answered', () => {
  it('keeps the details of the other favourites and drops the ingredients no longer named', () => {
    applyProfile({
      ...signedIn,
      favoritePerfumes: [favourite(shalimar), favourite(ani)],
      ingredients: [...namedBy(shalimar), ...namedBy(ani)],
    });
    applyFavouritesChange({ favoritePerfumeIds: [ani.id], added: [], ingredients: [] });
    const profile = getSession().profile!;
    expect(profile.favoritePerfumes.map((f) => f.perfume.name)).toEqual(['Ani']);
    expect(profile.ingredients.map((i) => i.id).sort()).toEqual(
      ani.ingredientProportions.map((x) => x.id).sort(),
    );
  });

  it('reloads the profile when the server holds a favourite this page has not seen', async () => {
    applyProfile({ ...signedIn, favoritePerfumes: [favourite(shalimar)] });
    const reloaded = { ...signedIn, favoritePerfumes: [favourite(shalimar), favourite(ani)] };
    const api = fakeApi(() => json(reloaded));
    // Ani was added from another device; this page adds nothing itself.
    applyFavouritesChange({
      favoritePerfumeIds: [shalimar.id, ani.id],
      added: [],
      ingredients: [],
    });
    await vi.waitFor(() => expect(api.calls('/api/user/profile')).toHaveLength(1));
    await vi.waitFor(() =>
      expect(getSession().profile!.favoritePerfumes.map((f) => f.perfume.name)).toEqual([
        'Shalimar',
        'Ani',
      ]),
    );
  });
});

describe('loading the session', () => {
  it('carries the browser favourites into an account signed in elsewhere, then forgets them', async () => {
    toggleLocalFavorite(shalimar.id);
    toggleLocalFavorite(ani.id);
    // The toggle answers the ids and the perfumes added, with their main ingredients.
    const added: FavouritesChangeResponse = {
      favoritePerfumeIds: [shalimar.id, ani.id],
      added: [favourite(shalimar), favourite(ani)],
      ingredients: [...new Map([shalimar, ani].flatMap(namedBy).map((i) => [i.id, i])).values()],
    };
    const api = fakeApi((url) =>
      url.pathname === '/api/favorites/perfume/add' ? json(added) : json(signedIn),
    );
    await loadSession();
    const [, init] = api.fetchMock.mock.calls.find(([input]) =>
      String(input).includes('/api/favorites/perfume/add'),
    )!;
    expect(JSON.parse(String(init!.body))).toEqual([
      { perfumeId: shalimar.id, rating: 5 },
      { perfumeId: ani.id, rating: 5 },
    ]);
    expect(getLocalFavoriteIds()).toEqual([]);
    const profile = getSession().profile!;
    expect(profile.account?.name).toBe('Nadia');
    expect(profile.favoritePerfumes.map((f) => f.perfume.name)).toEqual(['Shalimar', 'Ani']);
    // Only the ingredients the favourites name are kept.
    const named = new Set(
      profile.favoritePerfumes.flatMap((f) => f.perfume.mainIngredients.map((i) => i.id)),
    );
    expect(profile.ingredients.length).toBeGreaterThan(0);
    expect(profile.ingredients.every((i) => named.has(i.id))).toBe(true);
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
