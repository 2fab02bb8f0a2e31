import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { Language } from '../common/domain/languages';
import { App } from './app/app';
import type { AppConfig } from './app/app-config';
import { AppRoutes, preloadScreenAt } from './app/router';
import { loadLegalTexts } from './features/legal/legal-texts';
import { i18n, i18nReady, loadScreenTexts } from './lib/i18n';

// The server's entry (web/main.tsx is the browser's): draws a screen's first frame as HTML, so a
// visit paints the page before its JavaScript has arrived and run (ADR 036). Built by
// `vite build --ssr` into dist/prerender and called by the server once per address and language.
// Effects never run here, so nothing is fetched: screens that need data show their loading state,
// as the browser's first render would.

let queue: Promise<unknown> = Promise.resolve();

/**
 * The HTML of the page at `pathname` in `language`, without the <title> (the server writes the
 * page's title and meta). Renders one page at a time: the dictionary's language is global.
 */
export function renderPage(
  pathname: string,
  language: Language,
  config: AppConfig,
): Promise<string> {
  const rendering = queue.then(() => render(pathname, language, config));
  queue = rendering.catch(() => {});
  return rendering;
}

async function render(pathname: string, language: Language, config: AppConfig): Promise<string> {
  await i18nReady;
  await i18n.changeLanguage(language);
  await loadScreenTexts(language);
  // Loaded before rendering, the screen renders at once rather than leaving a suspended boundary.
  await preloadScreenAt(pathname);
  // Texts a screen brings with its code are drawn too: the legal pages' (the screen loads them
  // with itself in the browser, but only once, in the language of the moment).
  await loadLegalTexts(language);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App config={config}>
        <StaticRouter location={pathname}>
          <AppRoutes />
        </StaticRouter>
      </App>
    </StrictMode>,
    // One piece, in order: an outlined boundary would need an inline script to be put in place,
    // which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/<title>.*?<\/title>/s, '');
}
