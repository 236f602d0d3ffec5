import { sql, type SQL } from 'drizzle-orm';
import { can, canManageUser, isRole } from '@ecopeso/shared/roles';
import type { AuditEntity, AuditPage } from '@ecopeso/shared/audit';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../actor.ts';
import { AppError } from '../app-error.ts';
import { loadUserScope } from '../users/user-scope.ts';
import { eventColumns, eventOf, pageOfEvents } from './audit-page.ts';

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
    parts.push(sql`select ${eventColumns('global_audit_events')} from global_audit_events
      where entity = ${entity} and entity_id = ${id}`);
  }
  if (scope.tenant) {
    parts.push(sql`select ${eventColumns('audit_events')} from audit_events
      where entity = ${entity} and entity_id = ${id} and ${scope.tenant}`);
  }
  const { rows, total } = await pageOfEvents(db, sql.join(parts, sql` union all `), { page, pageSize });
  return { items: rows.map(eventOf), total, page, pageSize };
}
