import { useSyncExternalStore } from 'react';
import type { PerfumeSummary } from '../../common/api/catalog';
import type { CollectionItem, CollectionItemState, MergeItem } from '../../common/api/collection';
import type { CollectionFields, Moment } from '../../common/domain/collection';
import { callEndpoint } from './call-endpoint';
import { carryLocalCollection, hasLocalCollection, onCollectionCarried } from './collection-carry';
import { currentLanguage, i18n } from './i18n';
import {
  addLocalWear,
  changeLocalItem,
  getLocalCollection,
  mergeLocalItems,
  removeLocalItem,
  subscribeLocalCollection,
  type LocalCollection,
} from './local-collection';
import { getSession, isSignedIn, subscribeSession } from './session';

// The visitor's collection (issue 30), wherever it lives: the account's on the server when signed
// in, the browser's otherwise, as favourites (favorites.ts). A change names only the fields it
// changes (docs/decisions/043-collection.md): it shows at once, is sent, and the server's answer
// for that perfume replaces it, so another tab's change to another field is never undone.

export interface CollectionEntry extends CollectionFields {
  perfumeId: number;
  wears: number;
  lastWornOn: string | null;
  /** The card, when the account's answer brought it; screens fetch the others by id. */
  perfume: PerfumeSummary | null;
}

interface AccountState {
  userId: string;
  status: 'loading' | 'ready' | 'failed';
  entries: readonly CollectionEntry[];
}

const listeners = new Set<() => void>();
let account: AccountState | null = null;

function notify(): void {
  listeners.forEach((listener) => listener());
}

function setAccount(next: AccountState | null): void {
  account = next;
  notify();
}

async function loadAccount(userId: string): Promise<void> {
  if (account?.userId !== userId) setAccount({ userId, status: 'loading', entries: [] });
  try {
    const answer = await callEndpoint('collection', { lang: currentLanguage() });
    if (account?.userId !== userId) return;
    setAccount({ userId, status: 'ready', entries: answer.items.map(entryOf) });
  } catch (error) {
    console.warn('The collection could not be loaded.', error);
    if (account?.userId === userId) setAccount({ ...account, status: 'failed' });
  }
}

const entryOf = (item: CollectionItem): CollectionEntry => {
  const { updatedAt: _at, ...entry } = item;
  return entry;
};

/** Loads the account's collection when a screen first needs it, or when the account changes. */
function syncWithSession(): void {
  const userId = getSession().profile?.account?.userId;
  if (!userId) {
    if (account) setAccount(null);
    return;
  }
  if (listeners.size > 0 && account?.userId !== userId) void loadAccount(userId);
}

let localView: { source: LocalCollection; entries: readonly CollectionEntry[] } | null = null;

function localEntries(): readonly CollectionEntry[] {
  const source = getLocalCollection();
  if (localView?.source === source) return localView.entries;
  const worn = new Map<number, { wears: number; last: string }>();
  for (const w of source.wears) {
    const seen = worn.get(w.perfumeId);
    worn.set(w.perfumeId, {
      wears: (seen?.wears ?? 0) + 1,
      last: seen && seen.last > w.wornOn ? seen.last : w.wornOn,
    });
  }
  const entries = source.items.map(({ addedAt: _a, updatedAt: _u, ...item }) => ({
    ...item,
    wears: worn.get(item.perfumeId)?.wears ?? 0,
    lastWornOn: worn.get(item.perfumeId)?.last ?? null,
    perfume: null,
  }));
  localView = { source, entries };
  return entries;
}

export interface CollectionView {
  /** False while the account's collection loads. */
  ready: boolean;
  entries: readonly CollectionEntry[];
}

let view: { key: unknown; value: CollectionView } | null = null;

function getSnapshot(): CollectionView {
  const key = isSignedIn() ? account : getLocalCollection();
  if (view?.key === key) return view.value;
  const value: CollectionView = isSignedIn()
    ? { ready: account?.status !== 'loading' && account !== null, entries: account?.entries ?? [] }
    : { ready: true, entries: localEntries() };
  view = { key, value };
  return value;
}

const serverView: CollectionView = { ready: false, entries: [] };

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const offSession = subscribeSession(syncWithSession);
  const offLocal = subscribeLocalCollection(listener);
  syncWithSession();
  return () => {
    listeners.delete(listener);
    offSession();
    offLocal();
  };
}

export function useCollection(): CollectionView {
  return useSyncExternalStore(subscribe, getSnapshot, () => serverView);
}

export function useCollectionEntry(perfumeId: number): CollectionEntry | undefined {
  return useCollection().entries.find((e) => e.perfumeId === perfumeId);
}

/** Puts the server's answer for one perfume in place, keeping its card and wears. */
function applyItem(perfumeId: number, item: CollectionItemState | null): void {
  if (!account) return;
  const before = account.entries.find((e) => e.perfumeId === perfumeId);
  let entries: CollectionEntry[];
  if (!item) entries = account.entries.filter((e) => e.perfumeId !== perfumeId);
  else {
    const { updatedAt: _at, ...fields } = item;
    const next: CollectionEntry = {
      wears: 0,
      lastWornOn: null,
      perfume: null,
      ...before,
      ...fields,
    };
    entries = before
      ? account.entries.map((e) => (e.perfumeId === perfumeId ? next : e))
      : [...account.entries, next];
  }
  setAccount({ ...account, entries });
}

/** Changes the fields named for one perfume, and only those. */
export async function changeCollection(
  perfumeId: number,
  change: Partial<CollectionFields>,
): Promise<void> {
  if (!isSignedIn()) {
    changeLocalItem(perfumeId, change);
    return;
  }
  // Shown at once; the answer then says what the server holds.
  const before = account?.entries.find((e) => e.perfumeId === perfumeId);
  if (account) {
    const shown = { perfumeId, ...before, ...change } as CollectionItemState;
    applyItem(perfumeId, { ...emptyState(perfumeId), ...shown });
  }
  try {
    const answer = await callEndpoint('changeCollectionItem', { body: { perfumeId, ...change } });
    applyItem(perfumeId, answer.item);
    // A perfume new to the collection needs its card: the page fetches it by id meanwhile.
  } catch (error) {
    console.warn('The collection could not be saved.', error);
    const userId = account?.userId;
    if (userId) void loadAccount(userId);
    throw error;
  }
}

const emptyState = (perfumeId: number): CollectionItemState => ({
  perfumeId,
  shelf: null,
  format: null,
  sizeMl: null,
  rating: null,
  note: '',
  longevity: null,
  sillage: null,
  seasons: [],
  moments: [],
  updatedAt: '',
});

export async function removeFromCollection(perfumeId: number): Promise<void> {
  if (!isSignedIn()) {
    removeLocalItem(perfumeId);
    return;
  }
  await callEndpoint('removeCollectionItem', { body: { perfumeId } });
  applyItem(perfumeId, null);
}

/** The visitor's own day, YYYY-MM-DD, in the browser's time zone. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const diaryListeners = new Set<() => void>();
/** Screens showing the diary hear of each wear written here. */
export function subscribeWears(listener: () => void): () => void {
  diaryListeners.add(listener);
  return () => diaryListeners.delete(listener);
}

/** "I wore it today": a wear in the diary, with an optional moment and note. */
export async function wearToday(
  perfumeId: number,
  extra: { moment?: Moment | null; note?: string } = {},
): Promise<void> {
  const wornOn = today();
  if (!isSignedIn()) {
    addLocalWear({ perfumeId, wornOn, moment: extra.moment ?? null, note: extra.note ?? '' });
  } else {
    await callEndpoint('addWear', { body: { perfumeId, wornOn, ...extra } });
    if (account) {
      setAccount({
        ...account,
        entries: account.entries.map((e) =>
          e.perfumeId === perfumeId ? { ...e, wears: e.wears + 1, lastWornOn: wornOn } : e,
        ),
      });
    }
  }
  diaryListeners.forEach((listener) => listener());
}

/** Adds imported perfumes: joined into the account's, or the browser's, keeping what is there. */
export async function importIntoCollection(items: readonly MergeItem[]): Promise<void> {
  if (!isSignedIn()) {
    mergeLocalItems(items);
    return;
  }
  await callEndpoint('mergeCollection', { body: { items: [...items], wears: [] } });
  const userId = account?.userId ?? getSession().profile?.account?.userId;
  if (userId) await loadAccount(userId);
}

// The browser's collection was just added to the account: what is shown is read again.
onCollectionCarried(() => {
  const userId = getSession().profile?.account?.userId;
  if (userId && listeners.size > 0) void loadAccount(userId);
  else account = null;
});

// Signed in while this browser holds an anonymous collection (a login, a sign-up, a social
// sign-in's return, or a collection kept before this page loaded): it is carried into the
// account, once; a failure leaves it here, to be carried at the next chance.
let carrying = false;
function carryWhenSignedIn(): void {
  if (carrying || !isSignedIn() || !hasLocalCollection()) return;
  carrying = true;
  carryLocalCollection()
    .catch((error: unknown) =>
      console.warn('What this browser kept could not be added to the account.', error),
    )
    .finally(() => {
      carrying = false;
    });
}
subscribeSession(carryWhenSignedIn);
carryWhenSignedIn();

// Perfume names and families come in the language asked: a language switch reloads them.
i18n.on('languageChanged', () => {
  if (account && listeners.size > 0) void loadAccount(account.userId);
});
