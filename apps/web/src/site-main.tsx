import { StrictMode, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import i18n, { i18nReady } from './lib/i18n';
import { preloadSitePage, sitePageAt, SiteRoutes } from './app/site-routes';
import './styles.css';

/**
 * Entry of the prerendered public pages (scripts/prerender.ts): hydrates the static HTML with the site's light
 * router. The first render must equal the prerendered one, so the page's chunk and texts are loaded before it.
 */
async function start() {
  const page = sitePageAt(window.location.pathname);
  await Promise.all([page && preloadSitePage(page), i18nReady.then(() => page && i18n.loadNamespaces(page.ns))]);
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <Suspense fallback={null}>
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
      </Suspense>
    </StrictMode>,
  );
}

void start();
