import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiPaths, withId } from '../../common/api/paths';
import { matchAppRoute } from '../../common/app-route-match';
import { appRoutes } from '../../common/app-routes';
import { DEFAULT_HOST_ID } from '../../common/domain/constants';
import {
  defaultLanguage,
  LANGUAGE_COOKIE,
  parseStoredLanguage,
} from '../../common/domain/languages';
import type { CompanyDetails } from '../../common/domain/company';
import { sendError } from './errors';
import { loadFirstFrames } from './first-frames';
import { applyPageMeta, type PageMeta } from './page-meta';

// Serves the built single-page app: hashed assets with a long cache, and index.html for every app
// route (browser history routing), with a 404 status for paths that are no route of the app.

export interface WebAppOptions {
  /** Folder of the built app (dist/web). When it has no index.html, pages answer 503. */
  root: string;
  socialUrl?: string | undefined;
  /** The host the API answers for, which the app sends as hostId. */
  hostId?: number;
  /** The company named by the legal texts. */
  company?: CompanyDetails;
  /** Title, description and social tags of the asked page (share-link previews). */
  describe?: (request: FastifyRequest) => Promise<PageMeta>;
  /** The built renderer of first frames (dist/prerender/prerender.js); pages are bare without. */
  rendererFile?: string;
}

export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const indexFile = path.join(options.root, 'index.html');
  const template = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  const html = template ? injectSiteMeta(template, options) : null;
  const firstFrames =
    template && options.rendererFile
      ? await loadFirstFrames({
          webRoot: options.root,
          rendererFile: options.rendererFile,
          socialUrl: options.socialUrl,
          company: options.company,
          log: app.log,
        })
      : null;

  if (template) {
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      // The cache policy is ours (setHeaders): the plugin's default would override it.
      cacheControl: false,
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return sendError(
        reply,
        404,
        'not_found',
        `There is no API route ${request.method} ${pathname}.`,
      );
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendError(reply, 404, 'not_found', `There is no route ${request.method} ${pathname}.`);
    }
    if (!html) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run "npm run build" (npm start does it for you).');
    }
    const routePath = pathname.replace(/\/+$/, '') || '/';
    const known = matchAppRoute(routePath) !== null;
    const routeHtml = preloadSelectedPerfume(
      html,
      routePath,
      request.query,
      options.hostId ?? DEFAULT_HOST_ID,
    );
    const described =
      options.describe && known
        ? applyPageMeta(routeHtml, await options.describe(request))
        : routeHtml;
    // The language the app will show: the visitor's choice, which the browser mirrors in a cookie.
    const page = firstFrames
      ? await firstFrames.apply(
          described,
          routePath,
          parseStoredLanguage(request.cookies?.[LANGUAGE_COOKIE]),
        )
      : described;
    reply
      .status(known ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8');
    return reply.send(compressPage(request, reply, page));
  });
}

// The compression plugin hooks routes, and the page is answered by the not-found handler, which is
// none: the page, the first request of every visit, is compressed here. It differs per request
// (share-link meta), so it is compressed each time, at a quick level: it weighs about 2 kB.
function compressPage(request: FastifyRequest, reply: FastifyReply, page: string): string | Buffer {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br');
    return brotliCompressSync(page, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 },
    });
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    return gzipSync(page);
  }
  return page;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

// A perfume link (/explore/by-name?selection=3004) opens the perfume view, whose text is the
// largest thing the page paints: its data is asked for here, with the page, rather than once
// the app has run. The URL is the one the app asks for (web/lib/api-client.ts: lang, then
// hostId), in English, the language of a visitor who has not chosen one; a visitor who has
// chosen another loses a few kB.
function preloadSelectedPerfume(
  html: string,
  routePath: string,
  query: unknown,
  hostId: number,
): string {
  if (routePath !== appRoutes.exploreByName) return html;
  const selection = (query as Record<string, unknown> | undefined)?.selection;
  if (typeof selection !== 'string' || !/^[1-9]\d{0,8}$/.test(selection)) return html;
  const href = `${withId(apiPaths.perfume, Number(selection))}?lang=${defaultLanguage}&hostId=${hostId}`;
  return html.replace(
    '</head>',
    () =>
      `  <link rel="preload" as="fetch" crossorigin href="${escapeAttribute(href)}">\n  </head>`,
  );
}

// Site settings reach the app as meta tags: the CSP forbids inline scripts.
function injectSiteMeta(
  template: string,
  { socialUrl, company, hostId }: Pick<WebAppOptions, 'socialUrl' | 'company' | 'hostId'>,
): string {
  const settings: [string, string | undefined][] = [
    ['sillage:host-id', hostId === undefined ? undefined : String(hostId)],
    ['sillage:social-url', socialUrl],
    ['sillage:company-name', company?.company],
    ['sillage:company-address', company?.address],
    ['sillage:privacy-email', company?.privacyEmail],
  ];
  const tags = settings
    .filter((setting): setting is [string, string] => Boolean(setting[1]))
    .map(([name, value]) => `  <meta name="${name}" content="${escapeAttribute(value)}" />\n`)
    .join('');
  // A function, not a string: $& or $' in a setting would otherwise copy the page into it.
  return tags ? template.replace('</head>', () => `${tags}  </head>`) : template;
}
