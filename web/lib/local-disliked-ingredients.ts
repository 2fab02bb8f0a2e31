import { readRaw, readStored, removeStored, writeStored } from './storage';

// The anonymous visitor's ingredients to avoid, kept in localStorage under `dislikedIngredients` (a
// JSON list of ingredient ids; an invalid value reads as none). Screens use
// disliked-ingredients.ts, which picks this list or the account's.

const listeners = new Set<() => void>();
let snapshot: { raw: string | null; ids: readonly number[] } | null = null;
const none: readonly number[] = [];

function notify(): void {
  listeners.forEach((listener) => listener());
}

export function getLocalDislikedIds(): readonly number[] {
  const raw = readRaw('dislikedIngredients');
  if (snapshot?.raw !== raw) snapshot = { raw, ids: readStored('dislikedIngredients') ?? none };
  return snapshot.ids;
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === 'dislikedIngredients') notify();
}

export function subscribeLocalDisliked(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function setLocalDislikedIds(ids: readonly number[]): void {
  writeStored('dislikedIngredients', [...ids]);
  notify();
}

/** Forgets the local list: after it was carried into an account, or at logout. */
export function clearLocalDisliked(): void {
  removeStored('dislikedIngredients');
  notify();
}
