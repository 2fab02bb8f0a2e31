import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { matchAppRoute } from '../../common/app-route-match';
import type { CompanyDetails } from '../../common/domain/company';
import type { Language } from '../../common/domain/languages';

// The first frame of each page, drawn on the server by the app itself (web/prerender.tsx, built
// into dist/prerender): the visitor sees the page as soon as its HTML and styles arrive, and the
// app replaces it once its code has run (ADR 036). A frame depends on the address's path and the
// language only (the data of a screen is never in it), so each is drawn once per process.

interface PageRenderer {
  renderPage(
    pathname: string,
    language: Language,
    config: { socialUrl: string | null; company?: CompanyDetails },
  ): Promise<string>;
}

export interface FirstFrames {
  /** `html` with the first frame of `pathname` in `language`, or `html` unchanged without one. */
  apply(html: string, pathname: string, language: Language): Promise<string>;
}

export interface FirstFramesOptions {
  /** The built web app (dist/web), whose manifest says which style sheets each screen needs. */
  webRoot: string;
  /** The built renderer (dist/prerender/prerender.js). */
  rendererFile: string;
  socialUrl?: string | undefined;
  company?: CompanyDetails | undefined;
  log: FastifyBaseLogger;
}

interface FirstFrameAssets {
  fonts: string[];
  styles: Record<string, string[]>;
}

const APP_ROOT = '<div id="app"></div>';

/** Loads the renderer; null when the app was built without it (the page is then served bare). */
export async function loadFirstFrames(options: FirstFramesOptions): Promise<FirstFrames | null> {
  if (!fs.existsSync(options.rendererFile)) return null;
  const renderer = (await import(pathToFileURL(options.rendererFile).href)) as PageRenderer;
  // Written by the build (scripts/bundle-sizes.ts): the typefaces and each address's styles.
  const assetsFile = path.join(options.webRoot, '.vite', 'first-frame.json');
  const { fonts, styles } = fs.existsSync(assetsFile)
    ? (JSON.parse(fs.readFileSync(assetsFile, 'utf8')) as FirstFrameAssets)
    : { fonts: [], styles: {} };
  // The typefaces are asked for with the styles: the drawn text is then set in them from its
  // first paint, and the app's text, which replaces it, takes exactly the same room.
  const fontLinks = fonts
    .map(
      (file) => `  <link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">\n`,
    )
    .join('');
  const config = { socialUrl: options.socialUrl ?? null, company: options.company };
  const frames = new Map<string, Promise<string | null>>();

  const frameOf = (routePath: string, language: Language): Promise<string | null> => {
    const key = `${routePath} ${language}`;
    let frame = frames.get(key);
    if (!frame) {
      frame = renderer.renderPage(routePath, language, config).then(
        (html) => {
          // An inline script (an outlined boundary's) would be refused by the CSP: serve the page
          // bare rather than half drawn.
          if (/<script|<template/i.test(html)) {
            options.log.warn({ path: routePath, language }, 'first frame left out: not static');
            return null;
          }
          return html;
        },
        (error: unknown) => {
          options.log.warn({ err: error, path: routePath, language }, 'first frame failed');
          return null;
        },
      );
      frames.set(key, frame);
    }
    return frame;
  };

  return {
    async apply(html, pathname, language) {
      // One frame per route: a house's page is drawn once for every house, in its loading state.
      const routePath = matchAppRoute(pathname) ?? '*';
      const frame = await frameOf(routePath === '*' ? '/404' : routePath, language);
      if (frame === null || !html.includes(APP_ROOT)) return html;
      const links =
        fontLinks +
        (styles[routePath] ?? [])
          .map((file) => `  <link rel="stylesheet" crossorigin href="/${file}">\n`)
          .join('');
      // Replacement functions, not strings: a frame's text may hold $& or $' (a price, a
      // company's name), which a replacement string reads as parts of the page.
      return startAfterFirstPaint(html)
        .replace(/<html lang="[a-z]+"/, () => `<html lang="${language}"`)
        .replace('</head>', () => `${links}  </head>`)
        .replace(APP_ROOT, () => `<div id="app">${frame}</div>`);
    },
  };
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Hands the app's entry and its modules to /boot.js, which asks for them once the page has been
 * painted: fetched beside the styles, they would compete with them for a slow phone's bandwidth
 * and the first paint would wait for their evaluation.
 */
function startAfterFirstPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(
      ENTRY_SCRIPT,
      () =>
        `<meta name="sillage:entry" content="${entry}">\n    ` +
        `<meta name="sillage:modules" content="${modules.join(' ')}">\n    ` +
        `<script src="/boot.js" defer></script>`,
    );
}
