import { APP_ROUTES, type AppRoutePath } from './roles.ts';
import { splitLanguagePath } from './languages.ts';

/** Public pages of spec §2 (plus the privacy and terms pages of the footer), without language prefix. */
export const PUBLIC_PATHS = [
  '/',
  '/produto',
  '/sobre',
  '/contato',
  '/login',
  '/login/esqueci-senha',
  '/login/redefinir-senha',
  '/acesso-negado',
  '/privacidade',
  '/termos',
] as const;

/**
 * The tabbed app pages: the query parameter that keeps the open tab in the URL, and its values (the first is the
 * tab shown without one). The pages draw their tabs from here, and the end-to-end page walk opens each of them.
 */
export const APP_PAGE_TABS = {
  documentacao: { param: 'tab', values: ['guia', 'documentos'] },
  'admin/gestao-mtr': { param: 'tab', values: ['coletas', 'configuracao', 'mapeamento', 'pesado-declarado', 'dmr'] },
  'admin/master-tools': {
    param: 'tool',
    values: [
      'records',
      'import',
      'export',
      'emission-factors',
      'audit-log',
      'contact-inbox',
      'site-analytics',
      'system',
    ],
  },
} as const satisfies Partial<Record<AppRoutePath, { param: string; values: readonly string[] }>>;

/**
 * What the web app shows at this path: a public page (PUBLIC_PATHS, in any language), a page of the signed-in app
 * (/app and its routes; a Portuguese-only one under /en or /es says so and links to it), or nothing ('unknown':
 * the not-found page).
 */
export function webPathKind(pathname: string): 'public' | 'app' | 'unknown' {
  const { rest } = splitLanguagePath(pathname);
  const path = rest.length > 1 ? rest.replace(/\/+$/, '') : rest;
  if ((PUBLIC_PATHS as readonly string[]).includes(path)) return 'public';
  if (path === '/app') return 'app';
  if (!path.startsWith('/app/')) return 'unknown';
  const sub = path.slice('/app/'.length);
  return APP_ROUTES.some((r) => r.path === sub) ? 'app' : 'unknown';
}

/** True when the web app has a page at this path, so the server answers 200 rather than 404. */
export function isKnownWebPath(pathname: string): boolean {
  return webPathKind(pathname) !== 'unknown';
}
