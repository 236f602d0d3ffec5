import { describe, expect, it } from 'vitest';
import {
  APP_ROUTES,
  canManageUser,
  grantableRoles,
  grantNeedsOwnClients,
  hasAppMenu,
  holders,
  mayAccessClient,
  rolesForAppRoute,
  ROLES,
  type AppRoutePath,
  type Role,
} from './roles.ts';
import { isKnownWebPath } from './web-routes.ts';

// Spec §6, transcribed independently of the table in roles.ts.
const SPEC: Record<AppRoutePath, Role[]> = {
  '': ['master', 'gerente', 'operacional'],
  lancamento: ['master', 'gerente', 'operacional'],
  dashboard: ['master', 'gerente'],
  'relatorios-sustentabilidade': ['master', 'gerente'],
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

describe('the rules beyond one route', () => {
  it('only a master sees every client, MTR drafts and deleted records, and gets the licence e-mails', () => {
    for (const capability of ['clients:all', 'mtr:drafts', 'records:deleted', 'alerts:licences'] as const) {
      expect(holders(capability), capability).toEqual(['master']);
    }
    expect([...holders('reports:monthly')].sort()).toEqual(['gerente', 'master']);
    // Corrections (PRODUCT.md §1): gerente and master any record of their clients; the operacional own, of today.
    expect([...holders('records:any')].sort()).toEqual(['gerente', 'master']);
  });

  it('a master manages and grants anyone; a gerente only operacionais of their own clients; an operacional nobody', () => {
    const target = (role: Role, clientIds: string[]) => ({ role, clientIds });
    const gerente = { role: 'gerente' as const, allowedClientIds: ['a', 'b'] };
    expect(canManageUser({ role: 'master', allowedClientIds: [] }, target('master', []))).toBe(true);
    expect(canManageUser(gerente, target('operacional', ['a']))).toBe(true);
    expect(canManageUser(gerente, target('operacional', ['a', 'c']))).toBe(false);
    expect(canManageUser(gerente, target('operacional', []))).toBe(false);
    expect(canManageUser(gerente, target('gerente', ['a']))).toBe(false);
    expect(canManageUser({ role: 'operacional', allowedClientIds: ['a'] }, target('operacional', ['a']))).toBe(false);
    expect(grantableRoles('master')).toEqual(ROLES);
    expect(grantableRoles('gerente')).toEqual(['operacional']);
    expect(grantableRoles('operacional')).toEqual([]);
    expect(ROLES.filter(grantNeedsOwnClients)).toEqual(['gerente', 'operacional']);
  });

  it('the app shows its menu to master and gerente; the operacional has the station alone (spec §2)', () => {
    expect(ROLES.filter(hasAppMenu)).toEqual(['master', 'gerente']);
  });

  it('an inactive client is a master’s alone, an unknown one nobody’s', () => {
    const gerente = { role: 'gerente' as const, allowedClientIds: ['a'] };
    expect(mayAccessClient(gerente, 'a', { active: true })).toBe(true);
    expect(mayAccessClient(gerente, 'a', { active: false })).toBe(false);
    expect(mayAccessClient(gerente, 'b', { active: true })).toBe(false);
    expect(mayAccessClient({ role: 'master', allowedClientIds: [] }, 'b', { active: false })).toBe(true);
    expect(mayAccessClient({ role: 'master', allowedClientIds: [] }, 'b', undefined)).toBe(false);
  });
});
