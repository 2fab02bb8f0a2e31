import type { FastifyReply } from 'fastify';
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
}

export function answerCache(maxEntries: number): AnswerCache {
  const byIndex = new WeakMap<CatalogIndex, Map<string, string>>();
  const cached: AnswerCache = {
    get: (index, key, build) => cached.getText(index, key, () => JSON.stringify(build())),
    getText(index, key, buildText) {
      let cache = byIndex.get(index);
      if (!cache) byIndex.set(index, (cache = new Map()));
      let text = cache.get(key);
      if (text !== undefined) {
        // Most recently used last, so the oldest entry is the first one dropped.
        cache.delete(key);
      } else {
        text = buildText();
        if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
      }
      cache.set(key, text);
      return text;
    },
  };
  return cached;
}

/**
 * The text JSON.stringify gives for {data, total}, from the JSON texts of the items: lists are
 * assembled from kept summaries (perfumeSummaryJson) instead of serialised whole again.
 */
export function jsonList(itemTexts: readonly string[], total: number): string {
  return `{"data":[${itemTexts.join(',')}],"total":${total}}`;
}

/**
 * Sends JSON text as it is: with a JSON content type Fastify skips the response serializer. The
 * text was built from values typed by the route's response schema, and the API tests parse the
 * answers with that schema.
 */
export function sendJsonText(reply: FastifyReply, text: string) {
  return reply.type('application/json; charset=utf-8').send(text);
}
