import type { RouteObject } from 'react-router';
import { APP_ROUTES, type AppRoutePath } from '@ecopeso/shared/roles';
import { LANGUAGES, languagePrefix, type Language } from '@ecopeso/shared/languages';
import { LanguageRoot } from './language-root';
import { PublicLayout } from './layouts/public-layout';
import { RouteLoading } from './route-loading';
import { AccessDeniedPage } from '@/features/site/pages/access-denied-page';
import { NotFoundPage } from '@/features/site/pages/not-found-page';
import { SITE_PAGES } from '@/features/site/site-pages';
import { PAGE_LOADERS } from './public-pages';

// The signed-in app (auth client, schemas, query cache, pages) loads only when an /app or /login route is
// visited, and each public page is its own chunk. (Prerendered public pages use site-routes.tsx instead.)
const appPageRoute = (path: AppRoutePath): RouteObject => ({
  ...(path === '' ? { index: true } : { path }),
  lazy: async () => ({ element: (await import('./app-pages')).appPage(path) }),
});

/** A page of the Portuguese tree only, at its path in another language: a notice with a link to it. */
const portugueseOnlyRoute = (path: AppRoutePath): RouteObject => ({
  path,
  lazy: async () => ({ element: (await import('./app-pages')).portugueseOnlyPage(path) }),
});

function languageTree(lang: Language): RouteObject {
  const appChildren = APP_ROUTES.map((r) =>
    'ptOnly' in r && lang !== 'pt' ? portugueseOnlyRoute(r.path) : appPageRoute(r.path),
  );
  return {
    path: languagePrefix(lang) || '/',
    element: <LanguageRoot lang={lang} />,
    // Every page below loads lazily: the first one shows this until its code has arrived.
    hydrateFallbackElement: <RouteLoading />,
    children: [
      {
        path: 'app',
        lazy: async () => ({ Component: (await import('./app-providers')).AppProviders }),
        children: [
          {
            lazy: async () => ({ Component: (await import('./guards/require-auth')).RequireAuth }),
            children: [
              {
                lazy: async () => ({ Component: (await import('./layouts/app-layout')).AppLayout }),
                children: [...appChildren, { path: '*', element: <NotFoundPage /> }],
              },
            ],
          },
        ],
      },
      {
        element: <PublicLayout />,
        children: [
          ...SITE_PAGES.map((page): RouteObject => ({
            ...(page.path === '/' ? { index: true } : { path: page.path.slice(1) }),
            lazy: async () => ({ Component: await PAGE_LOADERS[page.key]() }),
          })),
          {
            path: 'login',
            lazy: async () => ({ Component: (await import('@/features/auth/pages/login-page')).LoginPage }),
          },
          {
            path: 'login/esqueci-senha',
            lazy: async () => ({
              Component: (await import('@/features/auth/pages/forgot-password-page')).ForgotPasswordPage,
            }),
          },
          {
            path: 'login/redefinir-senha',
            lazy: async () => ({
              Component: (await import('@/features/auth/pages/reset-password-page')).ResetPasswordPage,
            }),
          },
          { path: 'acesso-negado', element: <AccessDeniedPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  };
}

/** Every route in every language (main.tsx makes the browser router of it). */
export const routes: RouteObject[] = LANGUAGES.map(languageTree);
