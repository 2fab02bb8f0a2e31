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

// The screen of this address starts loading now, beside the dictionary; when it is there by the
// first render, that render shows it. The first render does not wait for it: the header and frame
// paint first (measured with Lighthouse, waiting made the first paint later; ADR 034).
void preloadScreenAt(window.location.pathname);
// A French or Spanish visitor's dictionary is fetched first, so the page never flashes English.
await i18nReady;
createRoot(container).render(
  <StrictMode>
    <App config={readAppConfig(document)}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>,
);
