/**
 * The access policy: the three roles of spec §6 and every rule of who may see or do what. The one source for the
 * server's routes, its jobs and SQL filters, and the web app's router, sidebar and forms; no other file compares a
 * role with a literal to decide access.
 */
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
  /**
   * A client's kitchen lists (containers and their tares, loss reasons, food items, which are required): held by who
   * manages the client's areas (clients:manage), as they belong to the same set-up of the station.
   */
  'kitchen:manage': MASTER,
  'carriers:manage': MASTER,
  'mtr:manage': MASTER,
  'master-tools': MASTER,
  /** Every client, active or not, with no list of their own; anybody else sees the active clients of their list. */
  'clients:all': MASTER,
  /** MTR drafts: a gerente sees an MTR once it is issued, and is told a draft does not exist. */
  'mtr:drafts': MASTER,
  /** Any record of their clients, corrected or deleted with a reason; anyone else only their own of today. */
  'records:any': MANAGERS,
  /** Deleted records, to restore them. */
  'records:deleted': MASTER,
  /** The e-mail about licences expired or expiring (send-licence-alerts). */
  'alerts:licences': MASTER,
  /** The monthly management report by e-mail, for the clients one may see. */
  'reports:monthly': MANAGERS,
  /** Turn a signed-in device into a kitchen station of one of their clients (decision 039). */
  'station:start': MANAGERS,
} as const satisfies Record<string, readonly Role[]>;
export type Capability = keyof typeof CAPABILITIES;

export function can(role: Role, capability: Capability): boolean {
  return (CAPABILITIES[capability] as readonly Role[]).includes(role);
}

/** The role one active user must always hold: without it nobody manages clients, users or the system. */
export const INDISPENSABLE_ROLE: Role = 'master';

/** The roles holding a capability: for a job choosing whom to write to, or a SQL filter on users. */
export function holders(capability: Capability): readonly Role[] {
  return CAPABILITIES[capability];
}

/**
 * Whether an actor may touch a client's data, given whether the client exists and is active: one who sees every
 * client any existing client, anyone else an active client of their own list. The rule for requests and for open
 * event streams.
 */
export function mayAccessClient(
  actor: { role: Role; allowedClientIds: readonly string[] },
  clientId: string,
  client: { active: boolean } | undefined,
): boolean {
  if (!client) return false;
  if (can(actor.role, 'clients:all')) return true;
  return client.active && actor.allowedClientIds.includes(clientId);
}

/**
 * Whether `actor` may see and manage `target` (spec §6, PRODUCT §2): a master everyone; a gerente only
 * operacional users with at least one client, all of them among the gerente's own; anybody else nobody. The server's
 * SQL filter (visibleUsersCondition) is tested against this over every role and client combination.
 */
export function canManageUser(
  actor: { role: Role; allowedClientIds: readonly string[] },
  target: { role: Role; clientIds: readonly string[] },
): boolean {
  if (!can(actor.role, 'users:manage')) return false;
  if (can(actor.role, 'clients:all')) return true;
  if (!grantableRoles(actor.role).includes(target.role) || target.clientIds.length === 0) return false;
  return target.clientIds.every((id) => actor.allowedClientIds.includes(id));
}

/** The roles `actor` may give: a master any, a gerente only operacional, anybody else none. */
export function grantableRoles(role: Role): readonly Role[] {
  if (!can(role, 'users:manage')) return [];
  return can(role, 'clients:all') ? ROLES : ['operacional'];
}

/**
 * Whether a user of `role` must be given at least one client ("Clientes permitidos" required): one who sees every
 * client needs none; anyone else sees only their own, and with none would meet only "no client access".
 */
export function needsClients(role: Role): boolean {
  return !can(role, 'clients:all');
}

/**
 * Whether giving a user access needs at least one client of the giver's own: always, unless the giver sees every
 * client (a gerente's user with no client, or with one outside the gerente's, would fall out of the gerente's sight).
 */
export function grantNeedsOwnClients(giver: Role): boolean {
  return !can(giver, 'clients:all');
}

/**
 * The role a kitchen station's requests carry (decision 039): the one that only weighs, with the station's one client
 * as its list. Who weighed is the cook switched in by PIN, never the station.
 */
export const STATION_ROLE: Role = 'operacional';

/**
 * Whether a user of `role` may have a PIN to switch in at a kitchen station: one who works at their own clients' stations
 * (a user with a client list); one who sees every client weighs at no station of theirs.
 */
export function mayHavePin(role: Role): boolean {
  return needsClients(role);
}

/**
 * Whether `actor` may set or remove `target`'s PIN: the user themselves, or whoever may edit the user (canManageUser);
 * never for a role that has no PIN.
 */
export function canSetPin(
  actor: { id: string; role: Role; allowedClientIds: readonly string[] },
  target: { id: string; role: Role; clientIds: readonly string[] },
): boolean {
  if (!mayHavePin(target.role)) return false;
  return actor.id === target.id || canManageUser(actor, target);
}

/** Application routes under /app (spec §2 and §6). `ptOnly` routes exist in the Portuguese tree only. */
export const APP_ROUTES = [
  { path: '', capability: 'records:write' },
  { path: 'lancamento', capability: 'records:write' },
  { path: 'dashboard', capability: 'dashboard:read' },
  // Issue 27: the frameworks' tables read the sustainability API, whose capability is the dashboard's.
  { path: 'relatorios-sustentabilidade', capability: 'dashboard:read' },
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

export function mayOpenAppRoute(role: Role, path: AppRoutePath): boolean {
  return rolesForAppRoute(path).includes(role);
}

/**
 * Whether the app shows a role its menu: when it may open more than the weighing screen (the operacional's station
 * is a header with no menu, spec §2).
 */
export function hasAppMenu(role: Role): boolean {
  return APP_ROUTES.some((r) => r.path !== '' && r.path !== 'lancamento' && can(role, r.capability));
}
