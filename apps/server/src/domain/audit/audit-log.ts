import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { AUDIT_LOG_PAGE_SIZE, type auditLogQuerySchema, type AuditLogPage } from '@ecopeso/shared/master-tools';
import { DEFAULT_TIMEZONE } from '@ecopeso/shared/dates';
import type { Db } from '../../db/client.ts';
import { eventColumns, eventOf, pageOfEvents } from './audit-page.ts';

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
  const tenant = sql`select ${eventColumns('audit_events')} from audit_events
    ${query.clientId ? sql`where client_id = ${query.clientId}::uuid` : sql``}`;
  const global = sql`select ${eventColumns('global_audit_events')} from global_audit_events`;
  const union = query.clientId ? tenant : sql`${tenant} union all ${global}`;
  const filtered = sql`select * from (${union}) e where ${sql.join(where, sql` and `)}`;
  const { rows, total } = await pageOfEvents(db, filtered, {
    page: query.page,
    pageSize: AUDIT_LOG_PAGE_SIZE,
    clientNames: true,
  });
  return {
    items: rows.map((r) => ({
      ...eventOf(r),
      id: `${r.client_id ?? 'global'}:${r.id}`,
      clientName: r.client_name ?? null,
    })),
    total,
    page: query.page,
    pageSize: AUDIT_LOG_PAGE_SIZE,
  };
}
