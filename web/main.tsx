import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './app/fonts.css';
import './app/global.css';
import { App } from './app/app';
import { readAppConfig } from './app/app-config';
import { AppRoutes, preloadScreenAt } from './app/router';
import { installScaling } from './app/scaling';
import { i18nReady } from './lib/i18n';
import { loadSession } from './lib/session';

const container = document.getElementById('app');
if (!container) throw new Error('The page has no element with id "app" to mount Sillage on.');

installScaling(window);
// The session loads beside the first render; what depends on it waits for it (ADR 008).
void loadSession();

// The screen of this address starts loading beside the dictionary; when it is there by the first
// render, that render shows it. It starts in the next task rather than this one, which runs every
// module of the app: the import's bookkeeping (a link per module it needs) made this task, the
// longest of the app's start on a phone, longer still.
const screen = new Promise((resolve) => setTimeout(resolve, 0)).then(() =>
  preloadScreenAt(window.location.pathname),
);
// A French or Spanish visitor's dictionary is fetched first, so the page never flashes English.
await i18nReady;
// When the server drew the page's first frame (ADR 036), it is on view already: the app replaces
// it once its screen is there, so the screen never blinks out for a loading state. Without one,
// the header and frame paint first (waiting made the first paint later; ADR 034).
const drawn = container.hasChildNodes();
if (drawn) await screen;
const root = createRoot(container);
// The drawn page was inert and hidden from assistive technologies while it waited for the app
// (web/public/boot.js); the app is live now.
function TakeOver({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    container!.inert = false;
    container!.removeAttribute('aria-hidden');
  }, []);
  return children;
}
const app = (
  <StrictMode>
    <App config={readAppConfig(document)}>
      <BrowserRouter>
        <TakeOver>
          <AppRoutes />
        </TakeOver>
      </BrowserRouter>
    </App>
  </StrictMode>
);
// Over a drawn page, nothing is waiting for the app: its first render is a transition, which React
// cuts into short tasks rather than one long one that would hold up a visitor's first tap.
if (drawn) startTransition(() => root.render(app));
else root.render(app);
