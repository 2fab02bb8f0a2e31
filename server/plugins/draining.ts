import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from '../lifecycle';

// Once a node is shutting down, every answer tells the client to close its connection: a
// kept-alive connection is then never reused after the node stops accepting, which is what would
// reset a request a client sends down it. The client (or load balancer) opens its next connection
// elsewhere.
export function registerDraining(app: FastifyInstance, lifecycle: Lifecycle): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (lifecycle.shuttingDown) reply.header('connection', 'close');
    return payload;
  });
}
