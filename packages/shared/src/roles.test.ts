import { describe, expect, it } from 'vitest';
import { APP_ROUTES, rolesForAppRoute, type AppRoutePath, type Role } from './roles.ts';
import { isKnownWebPath } from './web-routes.ts';

// Spec §6, transcribed independently of the table in roles.ts.
const SPEC: Record<AppRoutePath, Role[]> = {
  '': ['master', 'gerente', 'operacional'],
  lancamento: ['master', 'gerente', 'operacional'],
  dashboard: ['master', 'gerente'],
  documentacao: ['master', 'gerente'],
  'economia-circular': ['master', 'gerente'],
  glossario: ['master', 'gerente'],
  'admin/usuarios': ['master', 'gerente'],
  'admin/clientes': ['master'],
  'admin/empresas-coleta': ['master'],
  'admin/gestao-mtr': ['master'],
  'admin/master-tools': ['master'],
  painelsigor: ['master'],
};

describe('route permissions', () => {
  it.each(Object.entries(SPEC))('/app/%s allows exactly %j', (path, roles) => {
    expect([...rolesForAppRoute(path as AppRoutePath)].sort()).toEqual([...roles].sort());
  });

  it('covers every application route of the spec', () => {
    expect(APP_ROUTES.map((r) => r.path).sort()).toEqual(Object.keys(SPEC).sort());
  });

  it('knows which paths the web app has; painelsigor under /en says it is in Portuguese only', () => {
    expect(isKnownWebPath('/')).toBe(true);
    expect(isKnownWebPath('/en/')).toBe(true);
    expect(isKnownWebPath('/es/contato')).toBe(true);
    expect(isKnownWebPath('/app/admin/clientes')).toBe(true);
    expect(isKnownWebPath('/app/painelsigor')).toBe(true);
    expect(isKnownWebPath('/en/app/painelsigor')).toBe(true);
    expect(isKnownWebPath('/app/unknown')).toBe(false);
    expect(isKnownWebPath('/qualquer-coisa')).toBe(false);
  });
});
