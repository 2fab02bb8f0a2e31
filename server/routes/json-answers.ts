import type { FastifyReply } from 'fastify';

// JSON answers sent as text, as they are (lists are assembled by server/lib/json-list.ts).

/**
 * Sends JSON text as it is: with a JSON content type Fastify skips the response serializer. The
 * text was built from values typed by the route's response schema, and the API tests parse the
 * answers with that schema.
 */
export function sendJsonText(reply: FastifyReply, text: string) {
  return reply.type('application/json; charset=utf-8').send(text);
}
