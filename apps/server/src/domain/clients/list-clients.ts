import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ClientSummary } from '@ecopeso/shared/api';
import { can } from '@ecopeso/shared/roles';
import type { Db } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';
import type { Actor } from '../actor.ts';

const byName = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Spec §6 visibility: master sees every active client, others only the active ones in their list; by name as a person reads it. */
export async function listClients({ db, actor }: { db: Db; actor: Actor }): Promise<ClientSummary[]> {
  const rows = await visibleClients(db, actor);
  return rows.sort((a, b) => byName.compare(a.name, b.name));
}

async function visibleClients(db: Db, actor: Actor): Promise<ClientSummary[]> {
  const columns = { id: clients.id, name: clients.name, active: clients.active };
  if (can(actor.role, 'clients:all')) {
    return db.select(columns).from(clients).where(eq(clients.active, true)).orderBy(asc(clients.name));
  }
  if (actor.allowedClientIds.length === 0) return [];
  return db
    .select(columns)
    .from(clients)
    .where(and(eq(clients.active, true), inArray(clients.id, actor.allowedClientIds)))
    .orderBy(asc(clients.name));
}
