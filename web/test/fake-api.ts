import { vi } from 'vitest';

// The server, as the web tests see it: `fetch` is replaced by a handler that answers each
// request from its URL, and the calls are kept so a test can say what was asked.

export type ApiHandler = (url: URL, init: RequestInit) => Promise<Response> | Response;

/** A JSON answer. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The API's 404, in its one error shape. */
export function notFound(message = 'Not found.'): Response {
  return json({ error: { code: 'not_found', message } }, 404);
}

/**
 * Replaces `fetch` with `handler` until `vi.unstubAllGlobals()`. `calls(path)` lists the URLs
 * requested on a path (or on every path starting with it, when it ends with a slash).
 */
export function fakeApi(handler: ApiHandler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve(handler(new URL(String(input), 'http://localhost'), init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls(path: string): URL[] {
      return fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) =>
          path.endsWith('/') ? url.pathname.startsWith(path) : url.pathname === path,
        );
    },
  };
}
