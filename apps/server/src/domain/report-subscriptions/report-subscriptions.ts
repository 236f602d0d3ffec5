import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ReportDelivery } from '@ecopeso/shared/report-subscriptions';
import type { Db } from '../../db/client.ts';
import { reportDeliveries, reportSubscriptions } from '../../db/schema.ts';
import type { Actor } from '../actor.ts';
import { listClients } from '../clients/list-clients.ts';
import { resolveDashboardClients } from '../dashboard/resolve-dashboard-clients.ts';

/** The clients whose monthly report the actor receives: only those they may still see. */
export async function getReportSubscriptions(db: Db, actor: Actor): Promise<string[]> {
  const visible = new Set((await listClients({ db, actor })).map((c) => c.id));
  const rows = await db
    .select({ clientId: reportSubscriptions.clientId })
    .from(reportSubscriptions)
    .where(eq(reportSubscriptions.userId, actor.id));
  return rows.map((r) => r.clientId).filter((id) => visible.has(id));
}

/**
 * Replaces the actor's subscriptions with these clients; a list naming any client they may not see is refused
 * whole (403, as the multi-client dashboard), never narrowed silently.
 */
export async function saveReportSubscriptions(db: Db, actor: Actor, clientIds: string[]): Promise<string[]> {
  const ids = clientIds.length ? await resolveDashboardClients({ db, actor, selection: clientIds }) : [];
  await db.transaction(async (tx) => {
    const current = await tx
      .select({ clientId: reportSubscriptions.clientId })
      .from(reportSubscriptions)
      .where(eq(reportSubscriptions.userId, actor.id));
    const gone = current.map((r) => r.clientId).filter((id) => !ids.includes(id));
    if (gone.length)
      await tx
        .delete(reportSubscriptions)
        .where(and(eq(reportSubscriptions.userId, actor.id), inArray(reportSubscriptions.clientId, gone)));
    if (ids.length)
      await tx
        .insert(reportSubscriptions)
        .values(ids.map((clientId) => ({ clientId, userId: actor.id })))
        .onConflictDoNothing();
  });
  return getReportSubscriptions(db, actor);
}

/** The monthly reports e-mailed to the actor, newest month first. */
export async function listReportDeliveries(db: Db, actor: Actor): Promise<ReportDelivery[]> {
  const rows = await db
    .select()
    .from(reportDeliveries)
    .where(eq(reportDeliveries.userId, actor.id))
    .orderBy(desc(reportDeliveries.month))
    .limit(36);
  return rows.map((r) => ({
    month: r.month.slice(0, 7),
    clients: r.clients,
    status: r.status as ReportDelivery['status'],
    sentAt: r.sentAt ? r.sentAt.toISOString() : null,
  }));
}
