import { sql, type SQL } from 'drizzle-orm';
import type { AuditEntity, AuditEvent } from '@ecopeso/shared/audit';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * The columns of an audit event as both readers select it, from the tenant table (`audit_events`, with its client) or
 * the global one (`global_audit_events`, no client): a union of the two lines up.
 */
export function eventColumns(table: 'audit_events' | 'global_audit_events'): SQL {
  const client = table === 'audit_events' ? sql`client_id::text` : sql`null::text`;
  return sql`id::text as id, created_at, actor_id, actor_name, actor_email, entity, entity_id, action,
    ${client} as client_id, before, after`;
}

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
  client_name?: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  total: number | string;
}

/**
 * One page of the events `events` selects (rows of `eventColumns`), newest first, and how many there are in all; a
 * page past the end still says how many. With `clientNames`, each event carries its client's name.
 */
export async function pageOfEvents(
  db: Db,
  events: SQL,
  { page, pageSize, clientNames = false }: { page: number; pageSize: number; clientNames?: boolean },
): Promise<{ rows: Row[]; total: number }> {
  const names = clientNames
    ? { column: sql`, c.name as client_name`, join: sql`left join clients c on c.id = e.client_id::uuid` }
    : { column: sql``, join: sql`` };
  const rows = await rowsOf<Row>(
    db,
    sql`
    select e.*${names.column}, count(*) over () as total
    from (${events}) e ${names.join}
    order by e.created_at desc, e.id desc
    limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  if (rows.length || page === 1) return { rows, total: rows.length ? Number(rows[0]!.total) : 0 };
  const counted = (await db.execute(sql`select count(*) as total from (${events}) e`)) as unknown as {
    rows: { total: number | string }[];
  };
  return { rows, total: Number(counted.rows[0]?.total ?? 0) };
}

/** A row as the API shows an event. */
export function eventOf(r: Row): AuditEvent {
  return {
    id: r.id,
    at: new Date(r.created_at).toISOString(),
    actor: { id: r.actor_id, name: r.actor_name, email: r.actor_email },
    entity: r.entity,
    entityId: r.entity_id,
    action: r.action,
    clientId: r.client_id,
    before: r.before,
    after: r.after,
  };
}
