import { useEffect } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { LANGUAGES, languagePrefix } from '@ecopeso/shared/languages';
import { SITE_PAGES, type SitePage } from '@/features/site/site-pages';
import { LanguageRoot } from './language-root';
import { PublicLayout } from './layouts/public-layout';
import { lazyPage, PAGE_LOADERS } from './public-pages';

const PAGES = Object.fromEntries(SITE_PAGES.map((p) => [p.key, lazyPage(PAGE_LOADERS[p.key])])) as Record<
  SitePage['key'],
  ReturnType<typeof lazyPage>
>;

/** Any other path (login, the app, access denied, not found) belongs to the full app: load it from the server. */
function LeaveSite() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => window.location.replace(`${pathname}${search}${hash}`), [pathname, search, hash]);
  return null;
}

/**
 * The prerendered public site's own light router (declarative React Router: no data router, no app code), used by
 * site-main.tsx in the browser and entry-prerender.tsx at build time. router.tsx has the same pages for the app.
 */
export const siteRoutes: RouteObject[] = [
  ...LANGUAGES.map((lang): RouteObject => ({
    path: languagePrefix(lang) || '/',
    element: <LanguageRoot lang={lang} />,
    children: [
      {
        element: <PublicLayout />,
        children: SITE_PAGES.map((page): RouteObject => {
          const Page = PAGES[page.key];
          return page.path === '/'
            ? { index: true, element: <Page />, handle: page }
            : { path: page.path.slice(1), element: <Page />, handle: page };
        }),
      },
    ],
  })),
  { path: '*', element: <LeaveSite /> },
];

/** The public page at `pathname`, if the site has one. */
export function sitePageAt(pathname: string): SitePage | undefined {
  return matchRoutes(siteRoutes, pathname)?.at(-1)?.route.handle as SitePage | undefined;
}

/** Loads a page's chunk, so that it renders without suspending. */
export async function preloadSitePage(page: SitePage): Promise<void> {
  await PAGES[page.key].preload();
}

export function SiteRoutes() {
  return useRoutes(siteRoutes);
}
