import { useSyncExternalStore } from 'react';
import { callEndpoint } from './call-endpoint';
import {
  getLocalDislikedIds,
  setLocalDislikedIds,
  subscribeLocalDisliked,
} from './local-disliked-ingredients';
import { applyProfile, getSession, isSignedIn, subscribeSession } from './session';

// The ingredients a visitor avoids (beyond the spec): the account's when signed in, the browser's
// otherwise (local-disliked-ingredients.ts). Recommendations and similar perfumes leave out the
// perfumes where one of them weighs 10 or more. A signed-in change shows at once and is sent whole
// to the server; if the server refuses, the list goes back to what the server holds.

const listeners = new Set<() => void>();
/** The list sent to the server and not answered yet. */
let pending: readonly number[] | null = null;
let snapshot: { key: unknown; pending: unknown; ids: readonly number[] } | null = null;
const none: readonly number[] = [];

function notify(): void {
  listeners.forEach((listener) => listener());
}

function accountIds(): readonly number[] {
  const profile = getSession().profile;
  if (snapshot?.key === profile && snapshot.pending === pending) return snapshot.ids;
  const ids = pending ?? (profile?.dislikedIngredients ?? []).map((i) => i.id);
  snapshot = { key: profile, pending, ids };
  return ids;
}

export function getDislikedIngredientIds(): readonly number[] {
  return isSignedIn() ? accountIds() : getLocalDislikedIds();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const offSession = subscribeSession(listener);
  const offLocal = subscribeLocalDisliked(listener);
  return () => {
    listeners.delete(listener);
    offSession();
    offLocal();
  };
}

async function send(ids: readonly number[]): Promise<void> {
  pending = ids;
  notify();
  try {
    applyProfile(await callEndpoint('setDislikedIngredients', { body: [...ids] }));
  } catch (error) {
    console.warn('The ingredients to avoid could not be saved.', error);
  } finally {
    if (pending === ids) pending = null;
    notify();
  }
}

/** Avoids an ingredient, or stops avoiding it; returns whether it is now avoided. */
export function toggleDislikedIngredient(id: number): boolean {
  const ids = getDislikedIngredientIds();
  const avoid = !ids.includes(id);
  const next = avoid ? [...ids, id] : ids.filter((known) => known !== id);
  if (isSignedIn()) void send(next);
  else setLocalDislikedIds(next);
  return avoid;
}

export function useDislikedIngredientIds(): readonly number[] {
  return useSyncExternalStore(subscribe, getDislikedIngredientIds, () => none);
}
