// Build-time only (scripts/prerender.ts): renders a public page to HTML with every catalogue bundled, so the
// prerendered text is exactly what the browser renders when it hydrates.
import { StrictMode, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { createInstance, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@ecopeso/shared/languages';
import { preloadSitePage, sitePageAt, SiteRoutes } from './app/site-routes';

export { SITE_PAGES } from './features/site/site-pages';
export { siteConfig } from './site-config';
export { HTML_LANG } from './lib/language';

const catalogues = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });
const resources: Resource = {};
for (const [file, catalogue] of Object.entries(catalogues)) {
  const [, lang, ns] = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file)!;
  (resources[lang!] ??= {})[ns!] = catalogue;
}

const i18n = createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** One text of a catalogue (a page's title and description, for its <head>). */
export function text(lang: Language, ns: string, key: string): string {
  return i18n.getFixedT(lang, ns)(key);
}

/** The HTML inside #root for `url` in `lang`, exactly as site-main.tsx's first render in the browser produces it. */
export async function render(url: string, lang: Language): Promise<string> {
  const page = sitePageAt(url);
  if (!page) throw new Error(`${url} is not a page of the public site`);
  await preloadSitePage(page);
  await i18n.changeLanguage(lang);
  return renderToString(
    <StrictMode>
      <Suspense fallback={null}>
        <StaticRouter location={url}>
          <SiteRoutes />
        </StaticRouter>
      </Suspense>
    </StrictMode>,
  );
}
