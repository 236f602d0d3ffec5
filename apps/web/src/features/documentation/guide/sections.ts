import { APP_ROUTES, type Role } from '@ecopeso/shared/roles';

const ALL: readonly Role[] = ['operacional', 'gerente', 'master'];
const MANAGERS: readonly Role[] = ['gerente', 'master'];
const MASTER: readonly Role[] = ['master'];

/**
 * The user guide's sections in reading order: who each is for and the screen it explains, as its path under /app.
 * The words live in pt.ts, en.ts and es.ts. A section about a screen that is not yet one of the app's routes is
 * 'coming' (see GUIDE_SECTIONS), so the guide can be written ahead of a screen and stops saying so when it ships.
 */
const SECTIONS = [
  { id: 'primeira-pesagem', roles: ALL, screen: 'lancamento', screenshot: 'entry' },
  { id: 'offline', roles: ALL, screen: 'lancamento' },
  { id: 'exportar-csv', roles: ALL, screen: 'lancamento' },
  { id: 'dashboard', roles: MANAGERS, screen: 'dashboard', screenshot: 'dashboard' },
  { id: 'relatorios', roles: MANAGERS, screen: 'dashboard' },
  { id: 'informativo', roles: MANAGERS, screen: 'glossario' },
  { id: 'emitir-mtr', roles: MASTER, screen: 'admin/gestao-mtr' },
  { id: 'documentos', roles: MANAGERS, screen: 'documentacao' },
  { id: 'usuarios', roles: MANAGERS, screen: 'admin/usuarios' },
  { id: 'clientes', roles: MASTER, screen: 'admin/clientes' },
  { id: 'empresas-coleta', roles: MASTER, screen: 'admin/empresas-coleta' },
] as const satisfies readonly {
  id: string;
  roles: readonly Role[];
  /** A route of the app (APP_ROUTES), or the path a screen still to be built will have. */
  screen: string;
  screenshot?: 'entry' | 'dashboard';
}[];

/** Whether a section's screen exists: it does when the app has a route for it, and the guide says so by itself. */
export function screenStatus(screen: string): 'available' | 'coming' {
  return APP_ROUTES.some((route) => route.path === screen) ? 'available' : 'coming';
}

export const GUIDE_SECTIONS = SECTIONS.map((section) => ({ ...section, status: screenStatus(section.screen) }));

export type GuideSectionId = (typeof SECTIONS)[number]['id'];
export interface GuideText {
  title: string;
  /** What the screen is for. Never says "coming soon": the guide adds that from the section's status. */
  intro: string;
  steps: readonly string[];
}
/** One language's guide; the type makes a missing section a compile error. */
export type GuideTexts = Record<GuideSectionId, GuideText>;
