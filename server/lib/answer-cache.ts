import type { CatalogIndex } from '../catalog/catalog-index';

// Answers that depend only on the catalog version and the request are kept serialised, per
// catalog index (a new version starts afresh), least recently used dropped first. Serialising
// through the response schema costs more than most engines take to answer, so a repeated request
// (a popular search, the families tree) costs a map lookup.

export interface AnswerCache {
  /** The answer's JSON text, built and kept when missing. */
  get(index: CatalogIndex, key: string, build: () => unknown): string;
  /** The same, for an answer built as JSON text already. */
  getText(index: CatalogIndex, key: string, buildText: () => string): string;
  /** The kept text, if any, without building it (for answers built asynchronously). */
  find(index: CatalogIndex, key: string): string | undefined;
  keep(index: CatalogIndex, key: string, text: string): void;
}

export function answerCache(maxEntries: number): AnswerCache {
  const byIndex = new WeakMap<CatalogIndex, Map<string, string>>();
  const cacheOf = (index: CatalogIndex) => {
    let cache = byIndex.get(index);
    if (!cache) byIndex.set(index, (cache = new Map()));
    return cache;
  };
  const cached: AnswerCache = {
    get: (index, key, build) => cached.getText(index, key, () => JSON.stringify(build())),
    getText(index, key, buildText) {
      let text = cached.find(index, key);
      if (text === undefined) cached.keep(index, key, (text = buildText()));
      return text;
    },
    find(index, key) {
      const cache = cacheOf(index);
      const text = cache.get(key);
      if (text !== undefined) {
        // Most recently used last, so the oldest entry is the first one dropped.
        cache.delete(key);
        cache.set(key, text);
      }
      return text;
    },
    keep(index, key, text) {
      const cache = cacheOf(index);
      cache.delete(key);
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
      cache.set(key, text);
    },
  };
  return cached;
}
