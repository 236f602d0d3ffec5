import { createBrowserRouter, type RouteObject } from 'react-router';
import { APP_ROUTES, type AppRoutePath } from '@ecopeso/shared/roles';
import { LANGUAGES, languagePrefix, type Language } from '@ecopeso/shared/languages';
import { LanguageRoot } from './language-root';
import { PublicLayout } from './layouts/public-layout';
import { HomePage } from '@/features/site/pages/home-page';
import { AccessDeniedPage } from '@/features/site/pages/access-denied-page';
import { NotFoundPage } from '@/features/site/pages/not-found-page';

// The signed-in app (auth client, schemas, pages) loads only when an /app or /login route is visited,
// so the public pages ship little JavaScript.
const appPageRoute = (path: AppRoutePath): RouteObject => ({
  ...(path === '' ? { index: true } : { path }),
  lazy: async () => ({ element: (await import('./app-pages')).appPage(path) }),
});

function languageTree(lang: Language): RouteObject {
  const appChildren = APP_ROUTES.filter((r) => !('ptOnly' in r) || lang === 'pt').map((r) => appPageRoute(r.path));
  return {
    path: languagePrefix(lang) || '/',
    element: <LanguageRoot lang={lang} />,
    children: [
      {
        path: 'app',
        lazy: async () => ({ Component: (await import('./guards/require-auth')).RequireAuth }),
        children: [
          {
            lazy: async () => ({ Component: (await import('./layouts/app-layout')).AppLayout }),
            children: [...appChildren, { path: '*', element: <NotFoundPage /> }],
          },
        ],
      },
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          {
            path: 'login',
            lazy: async () => ({ Component: (await import('@/features/auth/pages/login-page')).LoginPage }),
          },
          { path: 'acesso-negado', element: <AccessDeniedPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  };
}

export const router = createBrowserRouter(LANGUAGES.map(languageTree));
