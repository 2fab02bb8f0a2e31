import { perVersion, type WithDerivedData } from './derived';

// Answers that depend only on the catalog version and the request are kept serialised, in that
// version's derived data (a new version starts afresh), least recently used dropped first.
// Serialising through the response schema costs more than most engines take to answer, so a
// repeated request (a popular search, the families tree) costs a map lookup.

export interface AnswerCache<O extends WithDerivedData = WithDerivedData> {
  /** The answer's JSON text, built and kept when missing. */
  get(version: O, key: string, build: () => unknown): string;
  /** The same, for an answer built as JSON text already. */
  getText(version: O, key: string, buildText: () => string): string;
  /** The kept text, if any, without building it (for answers built asynchronously). */
  find(version: O, key: string): string | undefined;
  keep(version: O, key: string, text: string): void;
}

export function answerCache<O extends WithDerivedData = WithDerivedData>(
  maxEntries: number,
): AnswerCache<O> {
  const cacheOf = perVersion<O, Map<string, string>>(() => new Map());
  const cached: AnswerCache<O> = {
    get: (version, key, build) => cached.getText(version, key, () => JSON.stringify(build())),
    getText(version, key, buildText) {
      let text = cached.find(version, key);
      if (text === undefined) cached.keep(version, key, (text = buildText()));
      return text;
    },
    find(version, key) {
      const cache = cacheOf(version);
      const text = cache.get(key);
      if (text !== undefined) {
        // Most recently used last, so the oldest entry is the first one dropped.
        cache.delete(key);
        cache.set(key, text);
      }
      return text;
    },
    keep(version, key, text) {
      const cache = cacheOf(version);
      cache.delete(key);
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
      cache.set(key, text);
    },
  };
  return cached;
}
