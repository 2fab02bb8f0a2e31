import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { sendError } from './errors';

// How the HTTP server treats clients before any route runs: which proxies it believes, how long a
// client may take, and what it answers when a request cannot even be read. Every such answer keeps
// the one JSON error shape, short, and never repeats what the client sent.

export interface ServerTimeouts {
  /** The request line and headers must arrive within this (slow-header clients). */
  headersMs: number;
  /** The whole request, body included, must arrive within this (slow-body clients). */
  requestMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveMs: number;
  /** How often Node checks the two limits above on open connections. */
  checkEveryMs: number;
}

export const defaultTimeouts: ServerTimeouts = {
  headersMs: 10_000,
  // Bodies are at most 256 kB (bodyLimit): 30 s is generous on the slowest mobile link.
  requestMs: 30_000,
  // Above the 60 s idle timeout of common load balancers, so that the balancer, not the node,
  // closes an idle connection and never sends a request down one the node is closing.
  keepAliveMs: 65_000,
  checkEveryMs: 5_000,
};

/** Answers for requests the router never sees: an undecodable path, a path parameter too long. */
function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendError(reply, 414, 'uri_too_long', 'The address is too long.');
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return sendError(reply, 400, 'bad_request', 'The address is not valid.');
  }
  return sendError(reply, 400, 'bad_request', 'The request is not valid.');
}

/** What a client error the HTTP parser finds (before Fastify) is answered with. */
export function clientErrorAnswer(code: string | undefined): {
  status: number;
  body: string;
} {
  const [status, errorCode, message] =
    code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'request_timeout', 'The request took too long to arrive.']
      : code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'headers_too_large', 'The request headers are too large.']
        : code === 'HPE_URI_OVERFLOW'
          ? [414, 'uri_too_long', 'The address is too long.']
          : [400, 'bad_request', 'The request is not valid.'];
  return { status, body: JSON.stringify({ error: { code: errorCode, message } }) };
}

function clientErrorHandler(error: Error, socket: Socket): void {
  const { code } = error as NodeJS.ErrnoException;
  if (code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = clientErrorAnswer(code);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export interface HardenedServerOptions {
  trustProxy: false | string[] | ((address: string, hop: number) => boolean);
  requestTimeout: number;
  keepAliveTimeout: number;
  http: http.ServerOptions;
  frameworkErrors: FastifyServerOptions['frameworkErrors'];
  clientErrorHandler: (error: Error, socket: Socket) => void;
}

export function serverOptions(
  config: Pick<Config, 'TRUST_PROXY'>,
  timeouts: ServerTimeouts = defaultTimeouts,
): HardenedServerOptions {
  return {
    // Off unless the operator names the proxies: otherwise any client could choose the address
    // rate limits count it by, and the host and protocol of the links the site writes.
    // A hop count trusts that many proxies nearest the server, whatever their addresses.
    trustProxy:
      typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    frameworkErrors,
    clientErrorHandler,
  };
}
