import { APP_ROUTES, rolesForAppRoute, type AppRoutePath, type Role } from '@ecopeso/shared/roles';

/**
 * The user guide's sections in reading order and the screen each explains, as its path under /app. Who a section is
 * for is who may open its screen (APP_ROUTES). The words live in pt.ts, en.ts and es.ts. A section about a screen
 * that is not yet one of the app's routes names its readers itself and is 'coming' (see GUIDE_SECTIONS), so the
 * guide can be written ahead of a screen and stops saying so when it ships.
 */
const SECTIONS = [
  { id: 'primeira-pesagem', screen: 'lancamento', screenshot: 'entry' },
  { id: 'offline', screen: 'lancamento' },
  { id: 'exportar-csv', screen: 'lancamento' },
  { id: 'dashboard', screen: 'dashboard', screenshot: 'dashboard' },
  { id: 'relatorios', screen: 'dashboard' },
  { id: 'informativo', screen: 'glossario' },
  { id: 'emitir-mtr', screen: 'admin/gestao-mtr' },
  { id: 'documentos', screen: 'documentacao' },
  { id: 'usuarios', screen: 'admin/usuarios' },
  { id: 'clientes', screen: 'admin/clientes' },
  { id: 'empresas-coleta', screen: 'admin/empresas-coleta' },
] as const satisfies readonly {
  id: string;
  /** A route of the app (APP_ROUTES), or the path a screen still to be built will have. */
  screen: string;
  /** Only for a screen still to be built: who it will be for. */
  roles?: readonly Role[];
  screenshot?: 'entry' | 'dashboard';
}[];

const isAppRoute = (screen: string): screen is AppRoutePath => APP_ROUTES.some((route) => route.path === screen);

/** Whether a section's screen exists: it does when the app has a route for it, and the guide says so by itself. */
export function screenStatus(screen: string): 'available' | 'coming' {
  return isAppRoute(screen) ? 'available' : 'coming';
}

function readers(section: (typeof SECTIONS)[number]): readonly Role[] {
  if (isAppRoute(section.screen)) return rolesForAppRoute(section.screen);
  return 'roles' in section ? (section.roles as readonly Role[]) : [];
}

export const GUIDE_SECTIONS = SECTIONS.map((section) => ({
  ...section,
  roles: readers(section),
  status: screenStatus(section.screen),
}));

export type GuideSectionId = (typeof SECTIONS)[number]['id'];
export interface GuideText {
  title: string;
  /** What the screen is for. Never says "coming soon": the guide adds that from the section's status. */
  intro: string;
  steps: readonly string[];
}
/** One language's guide; the type makes a missing section a compile error. */
export type GuideTexts = Record<GuideSectionId, GuideText>;
