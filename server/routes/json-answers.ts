import type { FastifyReply } from 'fastify';

// JSON answers sent as text: lists assembled from kept item texts, and texts sent as they are.

/**
 * The text JSON.stringify gives for {data, total, ...more}, from the JSON texts of the items: lists are
 * assembled from kept summaries (perfumeSummaryJson) instead of serialised whole again.
 */
export function jsonList(
  itemTexts: readonly string[],
  total: number,
  more: Record<string, unknown> = {},
): string {
  let text = `{"data":[${itemTexts.join(',')}],"total":${total}`;
  // Further fields of the answer, as JSON.stringify writes them (undefined ones left out).
  for (const [key, value] of Object.entries(more)) {
    if (value !== undefined) text += `,${JSON.stringify(key)}:${JSON.stringify(value)}`;
  }
  return `${text}}`;
}

/**
 * Sends JSON text as it is: with a JSON content type Fastify skips the response serializer. The
 * text was built from values typed by the route's response schema, and the API tests parse the
 * answers with that schema.
 */
export function sendJsonText(reply: FastifyReply, text: string) {
  return reply.type('application/json; charset=utf-8').send(text);
}
