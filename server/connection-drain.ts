import type http from 'node:http';
import net from 'node:net';
import type { Socket } from 'node:net';

// Stopping an HTTP server without resetting a request. Node's server.close() first destroys every
// connection it deems idle, and a connection whose next request is still in the socket's buffer,
// not yet parsed, counts as idle: under load that request is reset (ECONNRESET at the client).
// Here the listening socket alone is closed; every answer given from then on says Connection:
// close (plugins/draining.ts), so a connection in use ends itself after its answer. Only connections
// quiet since before the shutdown began, or opened and left silent, are closed by the server.

interface Tracked {
  /** Answers being written on this connection. */
  busy: number;
  /** When the connection last opened, or finished an answer. */
  lastActive: number;
}

export interface ConnectionDrain {
  /**
   * Stops accepting connections and waits for the open ones to end, at most graceMs; then ends the
   * rest. Resolves with how many had to be ended with requests still unanswered.
   */
  drain(options: { since: number; graceMs: number; silentMs?: number }): Promise<number>;
}

export function trackConnections(server: http.Server): ConnectionDrain {
  const sockets = new Map<Socket, Tracked>();
  server.on('connection', (socket: Socket) => {
    sockets.set(socket, { busy: 0, lastActive: Date.now() });
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const tracked = sockets.get(request.socket);
    if (!tracked) return;
    tracked.busy++;
    response.once('close', () => {
      tracked.busy--;
      tracked.lastActive = Date.now();
    });
  });

  return {
    drain({ since, graceMs, silentMs = 2000 }) {
      return new Promise((resolve) => {
        const closeQuiet = (before: number) => {
          for (const [socket, tracked] of sockets) {
            if (tracked.busy === 0 && tracked.lastActive < before) socket.destroy();
          }
        };
        const finish = (unanswered: number) => {
          clearInterval(sweep);
          clearTimeout(deadline);
          resolve(unanswered);
        };
        // net.Server's close, not http.Server's: it stops accepting and leaves open connections be.
        net.Server.prototype.close.call(server, () => finish(0));
        closeQuiet(since);
        const sweep = setInterval(() => closeQuiet(Date.now() - silentMs), 250);
        const deadline = setTimeout(() => {
          let unanswered = 0;
          for (const [socket, tracked] of sockets) {
            if (tracked.busy > 0) unanswered++;
            socket.destroy();
          }
          finish(unanswered);
        }, graceMs);
      });
    },
  };
}
