import { createBrowserRouter, type RouteObject } from 'react-router';
import { APP_ROUTES, type AppRoutePath } from '@ecopeso/shared/roles';
import { LANGUAGES, languagePrefix, type Language } from '@ecopeso/shared/languages';
import { LanguageRoot } from './language-root';
import { PublicLayout } from './layouts/public-layout';
import { AppLayout } from './layouts/app-layout';
import { RequireAuth } from './guards/require-auth';
import { RequireRole } from './guards/require-role';
import { LoginPage } from '@/features/auth/pages/login-page';
import { HomePage } from '@/features/site/pages/home-page';
import { AccessDeniedPage } from '@/features/site/pages/access-denied-page';
import { NotFoundPage } from '@/features/site/pages/not-found-page';
import { PlaceholderPage } from '@/features/placeholder/placeholder-page';

const PAGE_TITLE_KEY: Record<AppRoutePath, string> = {
  '': 'lancamento',
  lancamento: 'lancamento',
  dashboard: 'dashboard',
  documentacao: 'documentacao',
  'economia-circular': 'economiaCircular',
  glossario: 'glossario',
  'admin/usuarios': 'usuarios',
  'admin/clientes': 'clientes',
  'admin/empresas-coleta': 'empresasColeta',
  'admin/gestao-mtr': 'gestaoMtr',
  'admin/master-tools': 'masterTools',
  painelsigor: 'painelsigor',
};

function appPage(path: AppRoutePath) {
  return (
    <RequireRole route={path}>
      <PlaceholderPage titleKey={PAGE_TITLE_KEY[path]} />
    </RequireRole>
  );
}

function languageTree(lang: Language): RouteObject {
  const appChildren: RouteObject[] = APP_ROUTES.filter((r) => !('ptOnly' in r) || lang === 'pt').map((r) =>
    r.path === '' ? { index: true, element: appPage('') } : { path: r.path, element: appPage(r.path) },
  );
  return {
    path: languagePrefix(lang) || '/',
    element: <LanguageRoot lang={lang} />,
    children: [
      {
        path: 'app',
        element: <RequireAuth />,
        children: [{ element: <AppLayout />, children: [...appChildren, { path: '*', element: <NotFoundPage /> }] }],
      },
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'acesso-negado', element: <AccessDeniedPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  };
}

export const router = createBrowserRouter(LANGUAGES.map(languageTree));
