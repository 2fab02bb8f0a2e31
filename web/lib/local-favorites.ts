import { readFavorites, readRaw, removeStored, writeStored } from './storage';

// The anonymous visitor's favourites, kept in localStorage under `favorites` (spec sections 3-5):
// a JSON list of perfume ids; a corrupt value is discarded by readFavorites. Other tabs' changes
// arrive through `storage` events. Screens use favorites.ts, which picks this store or the
// account's.

const listeners = new Set<() => void>();
let snapshot: { raw: string | null; ids: readonly number[] } | null = null;

function notify(): void {
  listeners.forEach((listener) => listener());
}

function getSnapshot(): readonly number[] {
  const raw = readRaw('favorites');
  if (snapshot === null || snapshot.raw !== raw) {
    const ids = readFavorites();
    // readFavorites removed a corrupt value: remember what is stored now.
    snapshot = { raw: readRaw('favorites'), ids };
  }
  return snapshot.ids;
}

const empty: readonly number[] = [];

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === 'favorites') notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The local favourite ids, in the order they were added. */
export function getLocalFavoriteIds(): readonly number[] {
  return getSnapshot();
}

export const subscribeLocalFavorites = subscribe;

/** Adds or removes a local favourite; returns whether the perfume is now a favourite. */
export function toggleLocalFavorite(id: number): boolean {
  const ids = getSnapshot();
  const add = !ids.includes(id);
  writeStored('favorites', add ? [...ids, id] : ids.filter((known) => known !== id));
  notify();
  return add;
}

/** Forgets the local list: after it was carried into an account, or at logout. */
export function clearLocalFavorites(): void {
  removeStored('favorites');
  notify();
}

export const emptyFavorites = empty;
