import { sql, type SQL } from 'drizzle-orm';
import { can, canManageUser, isRole } from '@ecopeso/shared/roles';
import type { AuditEntity, AuditPage } from '@ecopeso/shared/audit';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../actor.ts';
import { AppError } from '../app-error.ts';
import { loadUserScope } from '../users/user-scope.ts';

interface Row extends Record<string, unknown> {
  id: string;
  created_at: Date | string;
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  entity: AuditEntity;
  entity_id: string;
  action: string;
  client_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  total: number | string;
}

const denied = () => new AppError('permission-denied', 'You do not have permission to see this history.');

/**
 * Where the actor may read the events of this entity: a master everywhere; a gerente a user they manage (or
 * themselves), and tenant entities only within their own clients; providers are master's alone.
 */
async function scopeFor(
  db: Db,
  actor: Actor,
  entity: AuditEntity,
  id: string,
): Promise<{ global: boolean; tenant: SQL | null }> {
  if (!can(actor.role, 'audit:read')) throw denied();
  if (can(actor.role, 'clients:all')) return { global: true, tenant: sql`true` };
  if (entity === 'user') {
    if (id === actor.id) return { global: true, tenant: null };
    const target = await loadUserScope(db, id);
    if (!target || !isRole(target.role) || !canManageUser(actor, { role: target.role, clientIds: target.clientIds })) {
      throw denied();
    }
    return { global: true, tenant: null };
  }
  if (entity === 'carrier' || entity === 'receiver') throw denied();
  if (entity === 'client' && !actor.allowedClientIds.includes(id)) throw denied();
  if (!actor.allowedClientIds.length) throw denied();
  const ids = sql.join(
    actor.allowedClientIds.map((c) => sql`${c}::uuid`),
    sql`, `,
  );
  return { global: false, tenant: sql`client_id in (${ids})` };
}

/** One page of an entity's audit events, newest first, from whichever table holds them, within the actor's scope. */
export async function listAuditEvents({
  db,
  actor,
  entity,
  id,
  page,
  pageSize,
}: {
  db: Db;
  actor: Actor;
  entity: AuditEntity;
  id: string;
  page: number;
  pageSize: number;
}): Promise<AuditPage> {
  const scope = await scopeFor(db, actor, entity, id);
  const parts: SQL[] = [];
  if (scope.global) {
    parts.push(sql`select id::text as id, created_at, actor_id, actor_name, actor_email, entity, entity_id, action,
      null::text as client_id, before, after from global_audit_events where entity = ${entity} and entity_id = ${id}`);
  }
  if (scope.tenant) {
    parts.push(sql`select id::text as id, created_at, actor_id, actor_name, actor_email, entity, entity_id, action,
      client_id::text as client_id, before, after from audit_events
      where entity = ${entity} and entity_id = ${id} and ${scope.tenant}`);
  }
  const union = sql.join(parts, sql` union all `);
  const result = (await db.execute(sql`
    select e.*, count(*) over () as total from (${union}) e
    order by e.created_at desc, e.id desc
    limit ${pageSize} offset ${(page - 1) * pageSize}`)) as unknown as { rows: Row[] };
  const rows = result.rows;
  let total = rows.length ? Number(rows[0]!.total) : 0;
  if (!rows.length && page > 1) {
    const counted = (await db.execute(sql`select count(*) as total from (${union}) e`)) as unknown as {
      rows: { total: number | string }[];
    };
    total = Number(counted.rows[0]?.total ?? 0);
  }
  return {
    items: rows.map((r) => ({
      id: r.id,
      at: new Date(r.created_at).toISOString(),
      actor: { id: r.actor_id, name: r.actor_name, email: r.actor_email },
      entity: r.entity,
      entityId: r.entity_id,
      action: r.action,
      clientId: r.client_id,
      before: r.before,
      after: r.after,
    })),
    total,
    page,
    pageSize,
  };
}
