import http from 'node:http';

// A small HTTP client that sends the request target exactly as given (fetch would normalise dot
// segments and refuse odd characters), with keep-alive connections and a time limit.

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  text(): string;
  json<T = unknown>(): T;
}

export interface HttpRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

const ignore = () => {};

export function createClient(baseUrl: string, maxSockets = 16) {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const send = (request: HttpRequest, timeoutMs = 15_000, retried = false): Promise<HttpAnswer> =>
    new Promise((resolve, reject) => {
      const body = request.body === undefined ? undefined : Buffer.from(request.body, 'utf8');
      const req = http.request(
        {
          host: base.hostname,
          port: base.port,
          method: request.method ?? 'GET',
          path: request.path,
          agent: retried ? false : agent,
          headers: {
            ...(body ? { 'content-length': String(body.length) } : {}),
            ...request.headers,
          },
          timeout: timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              raw,
              text: () => raw.toString('utf8'),
              json: <T>() => JSON.parse(raw.toString('utf8')) as T,
            });
          });
          res.on('error', reject);
        },
      );
      // A socket the server reset after answering (a 431, a 413) may report it after the answer
      // was read: the request's own listener has done its work by then.
      req.on('socket', (socket) => {
        if (socket.listenerCount('error') === 0 || !socket.listeners('error').includes(ignore))
          socket.on('error', ignore);
      });
      req.on('timeout', () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
      req.on('error', (error) => {
        // A kept-alive connection the server had closed (after a 431, say) under a request that
        // never reached it: sent again once, on a new connection, as Node's docs advise. A
        // request that the server itself cut would be cut again and is reported.
        if (!retried && /ECONNRESET|socket hang up/.test(error.message)) {
          send(request, timeoutMs, true).then(resolve, reject);
        } else reject(error);
      });
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
}

/**
 * The session cookie set by an answer, as "sillage_session=…" (or "__Host-sillage_session=…" on a
 * server whose PUBLIC_URL is https), or undefined.
 */
export function sessionCookie(answer: HttpAnswer): string | undefined {
  const cookies = answer.headers['set-cookie'] ?? [];
  const found = cookies.find((c) => /^(?:__Host-)?sillage_session=(?!;)/.test(c));
  return found?.split(';')[0];
}
