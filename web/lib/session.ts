import { useSyncExternalStore } from 'react';
import type { FavouritesChangeResponse, ProfileResponse } from '../../common/api/accounts';
import { FAVOURITE_RATING } from '../../common/domain/constants';
import type { Language } from '../../common/domain/languages';
import { track } from './analytics';
import { callEndpoint } from './call-endpoint';
import { currentLanguage, i18n } from './i18n';
import { clearLocalDisliked, getLocalDislikedIds } from './local-disliked-ingredients';
import { clearLocalFavorites, getLocalFavoriteIds } from './local-favorites';
import { removeStored } from './storage';

// The session (spec sections 3 and 4): loaded once at start from GET /api/user/profile; a profile
// with an account means signed in. Login and sign-up carry the browser's anonymous favourites (and
// ingredients to avoid) into the account; logout forgets the account's data in this browser. One
// store, read by every screen through useSession; other stores (favourites) build on it.

export interface SessionState {
  /** 'loading' until the first answer (or failure) of the profile. */
  status: 'loading' | 'ready';
  /** The last profile the server sent; null before it answered or when it could not. */
  profile: ProfileResponse | null;
}

const listeners = new Set<() => void>();
let state: SessionState = { status: 'loading', profile: null };
let loadedLanguage: Language | null = null;

function set(next: SessionState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSession(): SessionState {
  return state;
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

export const subscribeSession = subscribe;

export function isSignedIn(session: SessionState = state): boolean {
  return Boolean(session.profile?.account);
}

/** Replaces the profile with what the server answered. */
export function applyProfile(profile: ProfileResponse, lang: Language = currentLanguage()): void {
  loadedLanguage = lang;
  set({ status: 'ready', profile });
}

/**
 * Takes in the answer to a favourite toggle: the server's ids decide the list and its order, the
 * perfumes just added bring their details, the others keep theirs. An id known only to the server
 * (added from another device) reloads the whole profile.
 */
export function applyFavouritesChange(change: FavouritesChangeResponse): void {
  const profile = state.profile;
  if (!profile?.account) return;
  const known = new Map(profile.favoritePerfumes.map((f) => [f.perfume.id, f]));
  for (const f of change.added) known.set(f.perfume.id, f);
  const favoritePerfumes = change.favoritePerfumeIds.flatMap((id) => known.get(id) ?? []);
  if (favoritePerfumes.length < change.favoritePerfumeIds.length) {
    void reloadProfile();
    return;
  }
  const named = new Set(
    favoritePerfumes.flatMap((f) => f.perfume.mainIngredients.map((i) => i.id)),
  );
  const ingredients = new Map(
    [...profile.ingredients, ...change.ingredients].map((i) => [i.id, i]),
  );
  set({
    status: 'ready',
    profile: {
      ...profile,
      favoritePerfumes,
      ingredients: [...ingredients.values()].filter((i) => named.has(i.id)),
    },
  });
}

/** Asks the server for the profile again; a failure keeps what is shown. */
export async function reloadProfile(): Promise<void> {
  const lang = currentLanguage();
  try {
    applyProfile(await callEndpoint('profile', { lang }), lang);
  } catch (error) {
    console.warn('The profile could not be reloaded.', error);
  }
}

/**
 * Loads the profile. A failure is logged and the app goes on as for an anonymous visitor (spec
 * section 8), so a slow or broken API never keeps the site from showing.
 */
export async function loadSession(): Promise<void> {
  const lang = currentLanguage();
  try {
    applyProfile(await callEndpoint('profile', { lang }), lang);
  } catch (error) {
    console.warn('The profile could not be loaded; going on without a session.', error);
    set({ status: 'ready', profile: state.profile });
    return;
  }
  // Signed in while this browser still holds anonymous favourites or ingredients to avoid: the
  // sign-in happened away from this page's scripts (Google or Facebook, which come back through a
  // redirect), so they are carried into the account here, as the login form does.
  if (isSignedIn() && (getLocalFavoriteIds().length > 0 || getLocalDislikedIds().length > 0)) {
    try {
      await carryLocalData();
    } catch (error) {
      console.warn('What this browser kept could not be added to the account.', error);
    }
  }
}

/**
 * Uploads the anonymous favourites and ingredients to avoid into the account just signed in to
 * (merged with what it holds), then forgets them here.
 */
async function carryLocalData(): Promise<void> {
  const local = getLocalFavoriteIds();
  if (local.length > 0) {
    applyFavouritesChange(
      await callEndpoint('addFavourites', {
        body: local.map((perfumeId) => ({ perfumeId, rating: FAVOURITE_RATING })),
      }),
    );
    clearLocalFavorites();
  }
  const avoided = getLocalDislikedIds();
  if (avoided.length > 0) {
    const account = (state.profile?.dislikedIngredients ?? []).map((i) => i.id);
    const merged = [...account, ...avoided.filter((id) => !account.includes(id))];
    applyProfile(await callEndpoint('setDislikedIngredients', { body: merged }));
    clearLocalDisliked();
  }
  // Shelves, verdicts and the wear diary (issue 30) are carried by web/lib/collection.ts once a
  // screen that shows them loads it, which keeps their code off the landing.
}

export async function login(body: {
  user: string;
  password: string;
  remember: boolean;
}): Promise<void> {
  const profile = await callEndpoint('login', { body });
  applyProfile(profile);
  if (profile.account) track({ type: 'LOGIN', user: profile.account.userId });
  await carryLocalData();
}

export async function signup(body: {
  email: string;
  name: string;
  password: string;
  passwordCheck: string;
  privacyPolicyAccepted: boolean;
  termsAccepted: true;
  userId?: string;
}): Promise<void> {
  const profile = await callEndpoint('signup', { body });
  applyProfile(profile);
  track({
    type: 'REGISTRATION',
    date: new Date().toISOString(),
    // Spec section 7: accounts whose name or e-mail contains "temp" are test accounts.
    is_temp: /temp/i.test(body.name) || /temp/i.test(body.email),
    ...(profile.account ? { user: profile.account.userId } : {}),
  });
  await carryLocalData();
}

/** Ends the session; favourites, meta and the local favourites are forgotten (spec section 4). */
export async function logout(): Promise<void> {
  try {
    await callEndpoint('logout');
  } finally {
    clearLocalFavorites();
    clearLocalDisliked();
    // The anonymous collection (issue 30) is forgotten with the favourites.
    removeStored('collection');
    set({
      status: 'ready',
      profile: { account: null, favoritePerfumes: [], ingredients: [], dislikedIngredients: [] },
    });
  }
}

/** Forgets the account in this browser without asking the server (it is already gone). */
export function forgetAccount(): void {
  clearLocalFavorites();
  clearLocalDisliked();
  removeStored('collection');
  set({
    status: 'ready',
    profile: { account: null, favoritePerfumes: [], ingredients: [], dislikedIngredients: [] },
  });
}

// Perfume names and families come in the language asked: a language switch reloads them.
i18n.on('languageChanged', (language) => {
  if (isSignedIn() && language !== loadedLanguage) void loadSession();
});
