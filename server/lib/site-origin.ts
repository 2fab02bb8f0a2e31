import net from 'node:net';

// The site's own origin: where every absolute link the server writes points (reset mails, share
// tags, the social sign-in callback) and the one origin whose pages may change something. It is
// decided once, at start, from the configuration, never from a request: the Host header and the
// X-Forwarded-* headers are chosen by whoever sends the request, so a link built from them can
// carry a reset token to another site.

const ANY_ADDRESS = new Set(['0.0.0.0', '::', '[::]']);
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare === '::1' || /^127\.\d+\.\d+\.\d+$/.test(bare);
}

/**
 * PUBLIC_URL's origin when set. Otherwise the address the server listens on as a browser on the
 * same machine would type it (any address, 0.0.0.0 or ::, is reached as localhost): what
 * `npm start` on a laptop needs, and wrong for anyone else, hence the start-up warning.
 */
export function siteOriginOf(settings: {
  PUBLIC_URL?: string | undefined;
  HOST: string;
  PORT: number;
}): string {
  if (settings.PUBLIC_URL) return new URL(settings.PUBLIC_URL).origin;
  const host = ANY_ADDRESS.has(settings.HOST)
    ? 'localhost'
    : net.isIPv6(settings.HOST)
      ? `[${settings.HOST}]`
      : settings.HOST;
  return new URL(`http://${host}:${settings.PORT}`).origin;
}

/** Whether other machines can reach the server: then only PUBLIC_URL can say its address. */
export function listensBeyondLoopback(host: string): boolean {
  return !isLoopbackHost(host);
}

/**
 * The origins whose pages are the site's. A loopback origin is also reached by its other names
 * on the same port (a developer may open localhost or 127.0.0.1): no other machine's page can
 * have one of them, so accepting them lets no other site in.
 */
export function ownOrigins(siteOrigin: string): string[] {
  const url = new URL(siteOrigin);
  if (!isLoopbackHost(url.hostname)) return [url.origin];
  const aliases = LOOPBACK_NAMES.map((name) => {
    const alias = new URL(url.origin);
    alias.hostname = name;
    return alias.origin;
  });
  return [...new Set([url.origin, ...aliases])];
}
