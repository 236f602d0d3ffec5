import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { AUDIT_LOG_PAGE_SIZE, type auditLogQuerySchema, type AuditLogPage } from '@ecopeso/shared/master-tools';
import type { AuditEntity } from '@ecopeso/shared/audit';
import { DEFAULT_TIMEZONE } from '@ecopeso/shared/dates';
import type { Db } from '../../db/client.ts';

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
  client_name: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  total: number | string;
}

/** Dates are the master's calendar days in Brazil's time, as the rest of the admin shows them. */
const ZONE = DEFAULT_TIMEZONE;

/**
 * Every audit event, tenant and global, newest first, filtered by actor (id, or part of the name or e-mail),
 * entity, client (then only that client's events) and days from–to inclusive. Master only: no scope applies.
 */
export async function listAuditLog(db: Db, query: z.output<typeof auditLogQuerySchema>): Promise<AuditLogPage> {
  const where: SQL[] = [sql`true`];
  if (query.actor) {
    const like = `%${query.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(e.actor_id = ${query.actor} or e.actor_name ilike ${like} or e.actor_email ilike ${like})`);
  }
  if (query.entity) where.push(sql`e.entity = ${query.entity}`);
  if (query.from) where.push(sql`e.created_at >= (${query.from}::date::timestamp at time zone ${ZONE})`);
  if (query.to) where.push(sql`e.created_at < ((${query.to}::date + 1)::timestamp at time zone ${ZONE})`);
  const tenant = sql`select id::text as id, created_at, actor_id, actor_name, actor_email, entity, entity_id, action,
      client_id, before, after from audit_events ${query.clientId ? sql`where client_id = ${query.clientId}::uuid` : sql``}`;
  const global = sql`select id::text as id, created_at, actor_id, actor_name, actor_email, entity, entity_id, action,
      null::uuid as client_id, before, after from global_audit_events`;
  const union = query.clientId ? tenant : sql`${tenant} union all ${global}`;
  const offset = (query.page - 1) * AUDIT_LOG_PAGE_SIZE;
  const filtered = sql`select * from (${union}) e where ${sql.join(where, sql` and `)}`;
  const { rows } = (await db.execute(sql`
    select e.*, e.client_id::text as client_id, c.name as client_name, count(*) over () as total
    from (${filtered}) e left join clients c on c.id = e.client_id
    order by e.created_at desc, e.id desc
    limit ${AUDIT_LOG_PAGE_SIZE} offset ${offset}`)) as unknown as { rows: Row[] };
  let total = rows.length ? Number(rows[0]!.total) : 0;
  if (!rows.length && query.page > 1) {
    const counted = (await db.execute(sql`select count(*) as total from (${filtered}) f`)) as unknown as {
      rows: { total: number | string }[];
    };
    total = Number(counted.rows[0]?.total ?? 0);
  }
  return {
    items: rows.map((r) => ({
      id: `${r.client_id ?? 'global'}:${r.id}`,
      at: new Date(r.created_at).toISOString(),
      actor: { id: r.actor_id, name: r.actor_name, email: r.actor_email },
      entity: r.entity,
      entityId: r.entity_id,
      action: r.action,
      clientId: r.client_id,
      clientName: r.client_name,
      before: r.before,
      after: r.after,
    })),
    total,
    page: query.page,
    pageSize: AUDIT_LOG_PAGE_SIZE,
  };
}
