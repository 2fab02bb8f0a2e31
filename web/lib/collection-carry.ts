import { callEndpoint } from './call-endpoint';
import { clearLocalCollection, getLocalCollection, hasLocalCollection } from './local-collection';

// Carries the anonymous visitor's collection (issue 30) into the account just signed in to, as
// the favourites are carried (session.ts): merged with what the account holds (its fields kept,
// the empty ones filled, no wear written twice: docs/decisions/043-collection.md), then forgotten
// here. Kept apart from collection.ts, which reads the session, so session.ts can call it.

const carried = new Set<() => void>();

/** Screens holding the account's collection hear when the browser's was added to it. */
export function onCollectionCarried(listener: () => void): () => void {
  carried.add(listener);
  return () => carried.delete(listener);
}

export { hasLocalCollection };

export async function carryLocalCollection(): Promise<void> {
  if (!hasLocalCollection()) return;
  const local = getLocalCollection();
  await callEndpoint('mergeCollection', {
    body: {
      items: local.items.map(({ addedAt: _a, updatedAt: _u, ...item }) => item),
      wears: local.wears.map(({ id: _id, ...wear }) => wear),
    },
  });
  clearLocalCollection();
  carried.forEach((listener) => listener());
}
