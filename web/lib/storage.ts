import { isLanguage, type Language } from '../../common/domain/languages';

// Typed, exception-safe access to the browser's localStorage. Every read and write is wrapped:
// storage can be disabled (private mode, blocked cookies) or full, and the site must keep working.
// The keys are the first-party "cookies" named in the cookie policy (spec section 3).

export const storageKeys = [
  'lang',
  'favorites',
  'dislikedIngredients',
  'collection',
  'tempId',
  'accepted_cookies',
  'brandAccess',
  'email',
  'remember',
] as const;

export type StorageKey = (typeof storageKeys)[number];

/** The type held under each key once decoded. */
export interface StoredValues {
  lang: Language;
  favorites: number[];
  dislikedIngredients: number[];
  /** The anonymous visitor's collection (issue 30) as JSON text, read by local-collection.ts. */
  collection: string;
  tempId: string;
  accepted_cookies: string;
  brandAccess: number[];
  email: string;
  remember: boolean;
}

interface Codec<T> {
  /** Returns undefined when the stored text is not a valid value. */
  decode(raw: string): T | undefined;
  encode(value: T): string;
}

const text: Codec<string> = { decode: (raw) => raw, encode: (value) => value };

const flag: Codec<boolean> = {
  decode: (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined),
  encode: (value) => String(value),
};

const idList: Codec<number[]> = {
  decode: (raw) => parseIdList(raw),
  encode: (value) => JSON.stringify(value),
};

const language: Codec<Language> = {
  decode: (raw) => (isLanguage(raw) ? raw : undefined),
  encode: (value) => value,
};

const codecs: { [K in StorageKey]: Codec<StoredValues[K]> } = {
  lang: language,
  favorites: idList,
  dislikedIngredients: idList,
  collection: text,
  tempId: text,
  accepted_cookies: text,
  brandAccess: idList,
  email: text,
  remember: flag,
};

function backend(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Reading window.localStorage itself throws when storage is blocked.
    return undefined;
  }
}

/** The raw text stored under a key, or null when absent or unreadable. */
export function readRaw(key: StorageKey): string | null {
  try {
    return backend()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The decoded value under a key, or null when absent, unreadable or invalid. */
export function readStored<K extends StorageKey>(key: K): StoredValues[K] | null {
  const raw = readRaw(key);
  if (raw === null) return null;
  const value = codecs[key].decode(raw);
  return value === undefined ? null : value;
}

/** Stores a value; returns false when the storage refused it. */
export function writeStored<K extends StorageKey>(key: K, value: StoredValues[K]): boolean {
  try {
    const storage = backend();
    if (!storage) return false;
    storage.setItem(key, codecs[key].encode(value));
    return true;
  } catch {
    return false;
  }
}

export function removeStored(key: StorageKey): void {
  try {
    backend()?.removeItem(key);
  } catch {
    // Nothing to do: an unreadable storage holds nothing we could remove.
  }
}

/**
 * A JSON array of ids. Entries may be numbers or digit-only strings (older clients stored ids as
 * text); anything else makes the whole list invalid.
 */
function parseIdList(raw: string): number[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed)) return undefined;
  const ids: number[] = [];
  for (const entry of parsed) {
    if (typeof entry === 'number' && Number.isFinite(entry)) ids.push(entry);
    else if (typeof entry === 'string' && /^\d+$/.test(entry.trim())) ids.push(Number(entry));
    else return undefined;
  }
  return ids;
}

/**
 * The anonymous visitor's favourite perfume ids. Spec section 5: stored favourites are discarded
 * when any entry is non-numeric, so a corrupt list is removed and [] returned (section 8).
 */
export function readFavorites(): number[] {
  const raw = readRaw('favorites');
  if (raw === null) return [];
  const ids = parseIdList(raw);
  if (ids === undefined) {
    removeStored('favorites');
    return [];
  }
  return ids;
}
