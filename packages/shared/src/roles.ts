/** The three roles of spec §6, and what each may do. The single source for the web router and the server. */
export const ROLES = ['master', 'gerente', 'operacional'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

const ALL: readonly Role[] = ROLES;
const MANAGERS: readonly Role[] = ['master', 'gerente'];
const MASTER: readonly Role[] = ['master'];

/** Capabilities the server checks; each app route below names the one it needs. */
export const CAPABILITIES = {
  'records:write': ALL,
  'records:read': ALL,
  'dashboard:read': MANAGERS,
  /** Activity (guest-nights, guests, meals) per client and month. */
  'activity:write': MANAGERS,
  'info:read': MANAGERS,
  /** Documentação: upload (and delete) the PDF of an MTR or CDF made outside Ecopeso. */
  'documents:write': MANAGERS,
  'users:manage': MANAGERS,
  /** The history of what they may manage: the events of their users and clients (a master: all). */
  'audit:read': MANAGERS,
  'clients:manage': MASTER,
  'carriers:manage': MASTER,
  'mtr:manage': MASTER,
  'master-tools': MASTER,
} as const satisfies Record<string, readonly Role[]>;
export type Capability = keyof typeof CAPABILITIES;

export function can(role: Role, capability: Capability): boolean {
  return (CAPABILITIES[capability] as readonly Role[]).includes(role);
}

/** Application routes under /app (spec §2 and §6). `ptOnly` routes exist in the Portuguese tree only. */
export const APP_ROUTES = [
  { path: '', capability: 'records:write' },
  { path: 'lancamento', capability: 'records:write' },
  { path: 'dashboard', capability: 'dashboard:read' },
  { path: 'documentacao', capability: 'info:read' },
  { path: 'economia-circular', capability: 'info:read' },
  { path: 'glossario', capability: 'info:read' },
  { path: 'admin/usuarios', capability: 'users:manage' },
  { path: 'admin/clientes', capability: 'clients:manage' },
  { path: 'admin/empresas-coleta', capability: 'carriers:manage' },
  { path: 'admin/gestao-mtr', capability: 'mtr:manage' },
  { path: 'admin/master-tools', capability: 'master-tools' },
  { path: 'painelsigor', capability: 'mtr:manage', ptOnly: true },
] as const satisfies readonly { path: string; capability: Capability; ptOnly?: boolean }[];
export type AppRoutePath = (typeof APP_ROUTES)[number]['path'];

export function rolesForAppRoute(path: AppRoutePath): readonly Role[] {
  const route = APP_ROUTES.find((r) => r.path === path);
  return route ? CAPABILITIES[route.capability] : [];
}
