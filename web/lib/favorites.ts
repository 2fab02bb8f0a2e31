import { useCallback, useSyncExternalStore } from 'react';
import { FAVOURITE_RATING } from '../../common/domain/constants';
import { track } from './analytics';
import { callEndpoint } from './call-endpoint';
import {
  emptyFavorites,
  getLocalFavoriteIds,
  subscribeLocalFavorites,
  toggleLocalFavorite,
} from './local-favorites';
import { applyFavouritesChange, getSession, isSignedIn, subscribeSession } from './session';

// The visitor's favourites, wherever they live: the account's on the server when signed in, the
// browser's otherwise (spec section 6). A signed-in toggle shows at once and is sent to the server;
// if the server refuses, the list goes back to what the server holds.

/** Toggles the server has not answered yet: id → wanted state. */
const pending = new Map<number, boolean>();
const listeners = new Set<() => void>();
let snapshot: { key: unknown; pendingVersion: number; ids: readonly number[] } | null = null;
let pendingVersion = 0;

function notify(): void {
  pendingVersion += 1;
  listeners.forEach((listener) => listener());
}

function accountIds(): readonly number[] {
  const session = getSession();
  const key = session.profile;
  if (snapshot && snapshot.key === key && snapshot.pendingVersion === pendingVersion) {
    return snapshot.ids;
  }
  const ids = (session.profile?.favoritePerfumes ?? []).map((f) => f.perfume.id);
  const merged = ids.filter((id) => pending.get(id) !== false);
  for (const [id, wanted] of pending) if (wanted && !merged.includes(id)) merged.push(id);
  snapshot = { key, pendingVersion, ids: merged };
  return merged;
}

function getSnapshot(): readonly number[] {
  return isSignedIn() ? accountIds() : getLocalFavoriteIds();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const offSession = subscribeSession(listener);
  const offLocal = subscribeLocalFavorites(listener);
  return () => {
    listeners.delete(listener);
    offSession();
    offLocal();
  };
}

/** The favourite perfume ids, in the order they were added. */
export function getFavoriteIds(): readonly number[] {
  return getSnapshot();
}

async function sendToggle(id: number, add: boolean): Promise<void> {
  try {
    const change = add
      ? await callEndpoint('addFavourites', { body: [{ perfumeId: id, rating: FAVOURITE_RATING }] })
      : await callEndpoint('removeFavourites', { body: [id] });
    pending.delete(id);
    applyFavouritesChange(change);
  } catch (error) {
    console.warn('The favourite could not be saved.', error);
    pending.delete(id);
  }
  notify();
}

/** Adds or removes a favourite; returns whether the perfume is now a favourite. */
export function toggleFavorite(id: number): boolean {
  const add = !getSnapshot().includes(id);
  // The last step of the operator's funnel from a search to a favourite.
  if (add) track({ type: 'ACTION', action: 'FAVORITE_ADDED', id });
  if (!isSignedIn()) return toggleLocalFavorite(id);
  pending.set(id, add);
  notify();
  void sendToggle(id, add);
  return add;
}

/** Removes several favourites at once (the profile's remove button). */
export async function removeFavorites(ids: readonly number[]): Promise<void> {
  if (!isSignedIn()) {
    for (const id of ids) if (getLocalFavoriteIds().includes(id)) toggleLocalFavorite(id);
    return;
  }
  applyFavouritesChange(await callEndpoint('removeFavourites', { body: [...ids] }));
}

export function useFavoriteIds(): readonly number[] {
  return useSyncExternalStore(subscribe, getSnapshot, () => emptyFavorites);
}

/** Whether one perfume is a favourite, and a function that toggles it. */
export function useFavorite(id: number): { favorite: boolean; toggle: () => boolean } {
  const favorite = useFavoriteIds().includes(id);
  const toggle = useCallback(() => toggleFavorite(id), [id]);
  return { favorite, toggle };
}
