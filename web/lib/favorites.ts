import { useCallback, useSyncExternalStore } from 'react';
import { readFavorites, readRaw, writeStored } from './storage';

// The anonymous visitor's favourites, kept in localStorage under `favorites` (spec sections 3-5):
// a JSON list of perfume ids; a corrupt value is discarded by readFavorites. Every component that
// shows a favourite reads this one store, and other tabs' changes arrive through `storage` events.

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

/** The favourite perfume ids, in the order they were added. */
export function getFavoriteIds(): readonly number[] {
  return getSnapshot();
}

/** Adds or removes a favourite; returns whether the perfume is now a favourite. */
export function toggleFavorite(id: number): boolean {
  const ids = getSnapshot();
  const add = !ids.includes(id);
  writeStored('favorites', add ? [...ids, id] : ids.filter((known) => known !== id));
  notify();
  return add;
}

export function useFavoriteIds(): readonly number[] {
  return useSyncExternalStore(subscribe, getSnapshot, () => empty);
}

/** Whether one perfume is a favourite, and a function that toggles it. */
export function useFavorite(id: number): { favorite: boolean; toggle: () => boolean } {
  const favorite = useFavoriteIds().includes(id);
  const toggle = useCallback(() => toggleFavorite(id), [id]);
  return { favorite, toggle };
}
