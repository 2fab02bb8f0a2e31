import type { FastifyReply } from 'fastify';

// JSON answers sent as text: lists assembled from kept item texts, and texts sent as they are.

// Lists are assembled by the services (server/lib/json-list.ts); routes import them from here.
export { jsonList } from '../lib/json-list';

/**
 * Sends JSON text as it is: with a JSON content type Fastify skips the response serializer. The
 * text was built from values typed by the route's response schema, and the API tests parse the
 * answers with that schema.
 */
export function sendJsonText(reply: FastifyReply, text: string) {
  return reply.type('application/json; charset=utf-8').send(text);
}
