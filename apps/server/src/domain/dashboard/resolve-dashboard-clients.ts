import { inArray } from 'drizzle-orm';
import type { ClientsDashboardQuery } from '@ecopeso/shared/dashboard';
import type { Db } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';
import { checkClientAccess, type Actor } from '../actor.ts';
import { AppError } from '../app-error.ts';
import { listClients } from '../clients/list-clients.ts';

/**
 * The clients a multi-client dashboard may sum for this actor: 'all' is exactly the clients the actor may see
 * (spec §6: master every active one, anyone else the active ones in their list); a list naming any client outside
 * that (or inactive) is refused whole — never silently narrowed — with 403 (master: 404 for one that does not exist).
 */
export async function resolveDashboardClients({
  db,
  actor,
  selection,
}: {
  db: Db;
  actor: Actor;
  selection: ClientsDashboardQuery['clients'];
}): Promise<string[]> {
  if (selection === 'all') {
    const visible = await listClients({ db, actor });
    if (!visible.length) throw new AppError('permission-denied', 'You do not have access to any client.');
    return visible.map((c) => c.id);
  }
  const ids = [...new Set(selection)];
  const found = await db
    .select({ id: clients.id, active: clients.active })
    .from(clients)
    .where(inArray(clients.id, ids));
  const byId = new Map(found.map((c) => [c.id, c]));
  for (const id of ids) checkClientAccess(actor, id, byId.get(id));
  return ids;
}
