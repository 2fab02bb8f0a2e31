import type { FastifyReply } from 'fastify';
import type { CatalogIndex } from '../catalog/catalog-index';

// Answers that depend only on the catalog version and the request are kept serialised, per
// catalog index (a new version starts afresh), least recently used dropped first. Serialising
// through the response schema costs more than most engines take to answer, so a repeated request
// (a popular search, the families tree) costs a map lookup.

export interface AnswerCache {
  /** The answer's JSON text, built and kept when missing. */
  get(index: CatalogIndex, key: string, build: () => unknown): string;
}

export function answerCache(maxEntries: number): AnswerCache {
  const byIndex = new WeakMap<CatalogIndex, Map<string, string>>();
  return {
    get(index, key, build) {
      let cache = byIndex.get(index);
      if (!cache) byIndex.set(index, (cache = new Map()));
      let text = cache.get(key);
      if (text !== undefined) {
        // Most recently used last, so the oldest entry is the first one dropped.
        cache.delete(key);
      } else {
        text = JSON.stringify(build());
        if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
      }
      cache.set(key, text);
      return text;
    },
  };
}

/**
 * Sends JSON text as it is: with a JSON content type Fastify skips the response serializer. The
 * text was built from values typed by the route's response schema, and the API tests parse the
 * answers with that schema.
 */
export function sendJsonText(reply: FastifyReply, text: string) {
  return reply.type('application/json; charset=utf-8').send(text);
}
