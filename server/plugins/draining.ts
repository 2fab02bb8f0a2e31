import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from '../lib/lifecycle';

// Once a node has stopped accepting connections, every answer tells its client to close the
// connection: no request is then sent down a connection the node is about to end, and the client
// opens its next one elsewhere. Not before: during the notice period connections stay open, so
// that clients do not keep reconnecting to a node that is about to close its port (a connection
// waiting to be accepted when the port closes is reset).
export function registerDraining(app: FastifyInstance, lifecycle: Lifecycle): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    return payload;
  });
}
