import { appRoutes } from './app-routes';

// Which route of the table an address belongs to, for the server (its pages' status and first
// frames). Apart from the table, so that the web app, which matches with its router, does not
// carry it.

// Each route as a pattern: a `:name` segment stands for any one non-empty segment.
const routePatterns = Object.values(appRoutes).map(
  (path) => [path, new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`)] as const,
);

/**
 * The route an address belongs to, as the table writes it ('/house/:slug' for /house/chanel), or
 * null when none. Trailing slashes are ignored, as the router ignores them.
 */
export function matchAppRoute(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  return routePatterns.find(([, pattern]) => pattern.test(path))?.[0] ?? null;
}
