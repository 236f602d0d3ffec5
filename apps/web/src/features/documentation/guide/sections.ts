import type { Role } from '@ecopeso/shared/roles';

const ALL: readonly Role[] = ['operacional', 'gerente', 'master'];
const MANAGERS: readonly Role[] = ['gerente', 'master'];
const MASTER: readonly Role[] = ['master'];

/**
 * The user guide's sections in reading order: who each is for, and whether its screen exists yet ('coming' ones are
 * written from the administration and MTR issues and say so). The words live in pt.ts, en.ts and es.ts.
 */
export const GUIDE_SECTIONS = [
  { id: 'primeira-pesagem', roles: ALL, status: 'available', screenshot: 'entry' },
  { id: 'offline', roles: ALL, status: 'available' },
  { id: 'exportar-csv', roles: ALL, status: 'available' },
  { id: 'dashboard', roles: MANAGERS, status: 'available', screenshot: 'dashboard' },
  { id: 'relatorios', roles: MANAGERS, status: 'available' },
  { id: 'informativo', roles: MANAGERS, status: 'available' },
  { id: 'emitir-mtr', roles: MASTER, status: 'coming' },
  { id: 'documentos', roles: MANAGERS, status: 'coming' },
  { id: 'usuarios', roles: MANAGERS, status: 'coming' },
  { id: 'clientes', roles: MASTER, status: 'coming' },
  { id: 'empresas-coleta', roles: MASTER, status: 'coming' },
] as const satisfies readonly {
  id: string;
  roles: readonly Role[];
  status: 'available' | 'coming';
  screenshot?: 'entry' | 'dashboard';
}[];

export type GuideSectionId = (typeof GUIDE_SECTIONS)[number]['id'];
export interface GuideText {
  title: string;
  intro: string;
  steps: readonly string[];
}
/** One language's guide; the type makes a missing section a compile error. */
export type GuideTexts = Record<GuideSectionId, GuideText>;
