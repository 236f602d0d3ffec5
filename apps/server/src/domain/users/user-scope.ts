import { sql, type SQL } from 'drizzle-orm';
import type { UserRow, UserStatus } from '@ecopeso/shared/users';
import { can, grantableRoles, type Role } from '@ecopeso/shared/roles';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../actor.ts';

export interface UserScope {
  id: string;
  name: string;
  email: string;
  role: Role;
  active: boolean;
  version: number;
  language: string;
  clientIds: string[];
}

/** A user's role, state and allowed clients: what the rules of who manages whom look at. Null when unknown. */
export async function loadUserScope(db: Db, id: string, { forUpdate = false } = {}): Promise<UserScope | null> {
  const lock = forUpdate ? sql` for update` : sql``;
  const { rows } = (await db.execute(sql`
    select u.id, u.name, u.email, u.role, u.active, u.version, u.language,
      coalesce((select array_agg(uc.client_id::text order by uc.client_id) from user_clients uc where uc.user_id = u.id), '{}') as client_ids
    from "user" u where u.id = ${id}${lock}`)) as unknown as {
    rows: (Omit<UserScope, 'clientIds'> & { client_ids: string[] | string })[];
  };
  const row = rows[0];
  if (!row) return null;
  const clientIds = Array.isArray(row.client_ids) ? row.client_ids : parsePgArray(row.client_ids);
  const { client_ids: _ids, ...rest } = row;
  return { ...rest, clientIds };
}

/** PGlite and node-postgres both parse text[]; this covers a driver that hands back the literal. */
function parsePgArray(literal: string): string[] {
  const inner = literal.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',').map((s) => s.replace(/^"|"$/g, '')) : [];
}

/**
 * The SQL condition on `u` (the user table) that keeps the users `actor` may see: canManageUser (packages/shared
 * roles.ts) in SQL — all for a master; for a gerente, operacional users with at least one client and none outside
 * the gerente's. test/users-policy-sql.test.ts holds the two together over every role and client list.
 */
export function visibleUsersCondition(actor: Actor): SQL {
  if (!can(actor.role, 'users:manage')) return sql`false`;
  if (can(actor.role, 'clients:all')) return sql`true`;
  if (actor.allowedClientIds.length === 0) return sql`false`;
  const own = sql.join(
    actor.allowedClientIds.map((c) => sql`${c}::uuid`),
    sql`, `,
  );
  const roles = sql.join(
    grantableRoles(actor.role).map((role) => sql`${role}`),
    sql`, `,
  );
  return sql`u.role in (${roles})
    and exists (select 1 from user_clients uc where uc.user_id = u.id)
    and not exists (select 1 from user_clients uc where uc.user_id = u.id and uc.client_id not in (${own}))`;
}

/** active · invited (no password yet) · deactivated, as SQL on `u`. */
export const statusSql = sql<UserStatus>`case when not u.active then 'deactivated'
  when not exists (select 1 from account a where a.user_id = u.id and a.provider_id = 'credential' and a.password is not null) then 'invited'
  else 'active' end`;

/** Columns of a UserRow, as SQL on `u`. */
export const userRowColumns = sql`u.id, u.name, u.email, u.role, u.version, u.last_sign_in_at, u.created_at,
  ${statusSql} as status, (u.pin_hash is not null) as has_pin,
  coalesce((select array_agg(uc.client_id::text order by uc.client_id) from user_clients uc where uc.user_id = u.id), '{}') as client_ids`;

export interface UserRowRecord extends Record<string, unknown> {
  id: string;
  name: string;
  email: string;
  role: Role;
  version: number;
  last_sign_in_at: Date | string | null;
  created_at: Date | string;
  status: UserStatus;
  has_pin: boolean;
  client_ids: string[] | string;
}

export function presentUser(r: UserRowRecord): UserRow {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    role: r.role,
    clientIds: Array.isArray(r.client_ids) ? r.client_ids : parsePgArray(r.client_ids),
    status: r.status,
    lastSignInAt: r.last_sign_in_at ? new Date(r.last_sign_in_at).toISOString() : null,
    createdAt: new Date(r.created_at).toISOString(),
    version: Number(r.version),
    hasPin: Boolean(r.has_pin),
  };
}

/** One user as a UserRow (no visibility check: the caller has made it). */
export async function getUserRow(db: Db, id: string): Promise<UserRow | null> {
  const { rows } = (await db.execute(sql`select ${userRowColumns} from "user" u where u.id = ${id}`)) as unknown as {
    rows: UserRowRecord[];
  };
  return rows[0] ? presentUser(rows[0]) : null;
}
