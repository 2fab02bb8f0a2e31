import { StrictMode } from 'react';
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

// A French or Spanish visitor's dictionary is fetched first, so the page never flashes English;
// and the screen of this address, which the page asked the browser to fetch beside this script
// (server/plugins/web-app.ts), so that the first render shows it rather than the page without it.
await Promise.all([i18nReady, preloadScreenAt(window.location.pathname)]);
createRoot(container).render(
  <StrictMode>
    <App config={readAppConfig(document)}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>,
);
