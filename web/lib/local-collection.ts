import {
  emptyCollectionFields,
  isEmptyItem,
  mergeFields,
  moments,
  ownedFormats,
  seasons,
  shelves,
  type CollectionFields,
  type Moment,
} from '../../common/domain/collection';
import { readRaw, readStored, removeStored, writeStored } from './storage';

// The anonymous visitor's collection (issue 30), kept in localStorage under `collection` as
// favourites are under `favorites`: items (shelf and verdict per perfume) and wears. A value that
// is not a collection is dropped, as a corrupt favourites list is (spec section 8). The same rules
// as the server's apply (a format belongs to "I have it"; an item saying nothing leaves), so the
// collection carried into an account at sign-in is the one the visitor saw.

export interface LocalItem extends CollectionFields {
  perfumeId: number;
  addedAt: string;
  updatedAt: string;
}

export interface LocalWear {
  id: string;
  perfumeId: number;
  wornOn: string;
  moment: Moment | null;
  note: string;
}

export interface LocalCollection {
  items: readonly LocalItem[];
  wears: readonly LocalWear[];
}

const empty: LocalCollection = { items: [], wears: [] };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;
const isStep = (v: unknown, max: number) =>
  v === null || (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= max);
const oneOf = (v: unknown, known: readonly string[]) =>
  v === null || (typeof v === 'string' && known.includes(v));
const listOf = (v: unknown, known: readonly string[]) =>
  Array.isArray(v) && v.every((w) => typeof w === 'string' && known.includes(w));

function isItem(v: unknown): v is LocalItem {
  return (
    isRecord(v) &&
    isId(v.perfumeId) &&
    oneOf(v.shelf, shelves) &&
    oneOf(v.format, ownedFormats) &&
    (v.sizeMl === null || typeof v.sizeMl === 'number') &&
    isStep(v.rating, 5) &&
    typeof v.note === 'string' &&
    isStep(v.longevity, 4) &&
    isStep(v.sillage, 4) &&
    listOf(v.seasons, seasons) &&
    listOf(v.moments, moments) &&
    typeof v.addedAt === 'string' &&
    typeof v.updatedAt === 'string'
  );
}

function isWear(v: unknown): v is LocalWear {
  return (
    isRecord(v) &&
    typeof v.id === 'string' &&
    isId(v.perfumeId) &&
    typeof v.wornOn === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(v.wornOn) &&
    oneOf(v.moment, moments) &&
    typeof v.note === 'string'
  );
}

const listeners = new Set<() => void>();

function parse(text: string | null): unknown {
  try {
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

function read(): LocalCollection {
  const stored = parse(readStored('collection'));
  if (stored === null) return empty;
  if (
    isRecord(stored) &&
    Array.isArray(stored.items) &&
    Array.isArray(stored.wears) &&
    stored.items.every(isItem) &&
    stored.wears.every(isWear)
  ) {
    return { items: stored.items, wears: stored.wears };
  }
  removeStored('collection');
  return empty;
}

// Decoded once per stored text: screens read the snapshot on every render.
let cached: { text: string | null; value: LocalCollection } | null = null;
function getSnapshot(): LocalCollection {
  const text = readRaw('collection');
  if (cached && cached.text === text) return cached.value;
  const value = read();
  cached = { text: readRaw('collection'), value };
  return value;
}

function write(next: LocalCollection): void {
  if (next.items.length === 0 && next.wears.length === 0) removeStored('collection');
  else writeStored('collection', JSON.stringify(next));
  listeners.forEach((listener) => listener());
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === 'collection') listeners.forEach((l) => l());
}

export function subscribeLocalCollection(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export const getLocalCollection = getSnapshot;
export const emptyLocalCollection = empty;

export function hasLocalCollection(): boolean {
  const c = getSnapshot();
  return c.items.length > 0 || c.wears.length > 0;
}

/** Changes the named fields of one perfume's item; answers the item, or null once it is empty. */
export function changeLocalItem(
  perfumeId: number,
  change: Partial<CollectionFields>,
  at = new Date().toISOString(),
): LocalItem | null {
  const current = getSnapshot();
  const before = current.items.find((i) => i.perfumeId === perfumeId);
  const fields: CollectionFields = { ...emptyCollectionFields, ...before, ...change };
  if (fields.shelf !== 'have') {
    fields.format = null;
    fields.sizeMl = null;
  }
  const others = current.items.filter((i) => i.perfumeId !== perfumeId);
  if (isEmptyItem(fields)) {
    write({ ...current, items: others });
    return null;
  }
  const item: LocalItem = {
    ...fields,
    perfumeId,
    addedAt: before?.addedAt ?? at,
    updatedAt: at,
  };
  // The item keeps its place: the collection lists perfumes in the order they came in.
  const items = before
    ? current.items.map((i) => (i.perfumeId === perfumeId ? item : i))
    : [...others, item];
  write({ ...current, items });
  return item;
}

export function removeLocalItem(perfumeId: number): void {
  const current = getSnapshot();
  write({ ...current, items: current.items.filter((i) => i.perfumeId !== perfumeId) });
}

/** Joins imported items as the server joins them into an account: what is here is kept. */
export function mergeLocalItems(
  incoming: readonly (Partial<CollectionFields> & { perfumeId: number })[],
): void {
  const at = new Date().toISOString();
  const items = [...getSnapshot().items];
  for (const { perfumeId, ...fields } of incoming) {
    const next = { ...emptyCollectionFields, ...fields };
    const known = items.findIndex((i) => i.perfumeId === perfumeId);
    if (known >= 0) {
      items[known] = { ...items[known]!, ...mergeFields(items[known]!, next), updatedAt: at };
    } else if (!isEmptyItem(next)) {
      items.push({ ...next, perfumeId, addedAt: at, updatedAt: at });
    }
  }
  write({ ...getSnapshot(), items });
}

export function addLocalWear(wear: Omit<LocalWear, 'id'>): LocalWear {
  const current = getSnapshot();
  const made: LocalWear = { ...wear, id: `local-${Date.now()}-${current.wears.length}` };
  write({ ...current, wears: [...current.wears, made] });
  return made;
}

export function removeLocalWear(id: string): void {
  const current = getSnapshot();
  write({ ...current, wears: current.wears.filter((w) => w.id !== id) });
}

/** Forgets the local collection: after it was carried into an account, or at logout. */
export function clearLocalCollection(): void {
  write(empty);
}
