import type { Role } from './fixtures';

export interface AppRouteCase {
  path: string;
  /** The page's heading in Portuguese (apps/web/src/locales/pt/app.json, pages.*). */
  heading: string;
  /** Spec §6: the roles allowed on the route. */
  roles: readonly Role[];
}

const ALL: readonly Role[] = ['master', 'gerente', 'operacional'];
const MANAGERS: readonly Role[] = ['master', 'gerente'];
const MASTER: readonly Role[] = ['master'];

/** Spec §2 application routes with spec §6 permissions, written out here rather than imported from the app. */
export const APP_ROUTE_CASES: readonly AppRouteCase[] = [
  { path: '/app', heading: 'Lançamento de pesagem', roles: ALL },
  { path: '/app/lancamento', heading: 'Lançamento de pesagem', roles: ALL },
  { path: '/app/dashboard', heading: 'Dashboard de análise', roles: MANAGERS },
  { path: '/app/documentacao', heading: 'Documentação', roles: MANAGERS },
  { path: '/app/economia-circular', heading: 'Economia circular', roles: MANAGERS },
  { path: '/app/glossario', heading: 'Glossário', roles: MANAGERS },
  { path: '/app/admin/usuarios', heading: 'Usuários', roles: MANAGERS },
  { path: '/app/admin/clientes', heading: 'Clientes', roles: MASTER },
  { path: '/app/admin/empresas-coleta', heading: 'Empresas de coleta', roles: MASTER },
  { path: '/app/admin/gestao-mtr', heading: 'Gestão de MTR/CDF', roles: MASTER },
  { path: '/app/admin/master-tools', heading: 'Ferramentas master', roles: MASTER },
  { path: '/app/painelsigor', heading: 'Painel SIGOR', roles: MASTER },
];

/** Matches a URL whose path is exactly `path` (any query or hash). */
export function atPath(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^[^?#]*://[^/]+${escaped}(?:[?#].*)?$`);
}
