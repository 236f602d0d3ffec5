import { asc, eq, sql } from 'drizzle-orm';
import { CLIENT_CATEGORIES, type ClientAdmin, type ClientCategory } from '@ecopeso/shared/admin-clients';
import { WASTE_TYPES } from '@ecopeso/shared/waste';
import type { Db } from '../../db/client.ts';
import { areas, clientGroups, clients, clientWasteTypes } from '../../db/schema.ts';
import { AppError } from '../app-error.ts';

const category = (v: string | null): ClientCategory =>
  (CLIENT_CATEGORIES as readonly string[]).includes(v ?? '') ? (v as ClientCategory) : 'other';

/** Everything the client form edits, areas in their order (inactive ones too, and whether they hold records). */
export async function getClientAdmin(db: Db, clientId: string): Promise<ClientAdmin> {
  const [client] = await db
    .select({ client: clients, chain: clientGroups.name })
    .from(clients)
    .leftJoin(clientGroups, eq(clientGroups.id, clients.groupId))
    .where(eq(clients.id, clientId));
  if (!client) throw new AppError('not-found', 'Client not found.');
  const [types, areaRows] = await Promise.all([
    db.select().from(clientWasteTypes).where(eq(clientWasteTypes.clientId, clientId)),
    db
      .select({
        id: areas.id,
        name: areas.name,
        active: areas.active,
        hasRecords: sql<boolean>`exists (select 1 from waste_records r
          where r.client_id = "areas"."client_id" and r.area_id = "areas"."id")`,
      })
      .from(areas)
      .where(eq(areas.clientId, clientId))
      .orderBy(asc(areas.position), asc(areas.name)),
  ]);
  const c = client.client;
  return {
    id: c.id,
    name: c.name,
    chain: client.chain ?? '',
    cnpj: c.cnpj ?? '',
    category: category(c.category),
    cep: c.cep ?? '',
    street: c.address ?? '',
    number: c.addressNumber ?? '',
    city: c.city ?? '',
    state: c.state ?? '',
    timezone: c.timezone,
    diversionGoalPct: c.diversionGoalPct,
    types: WASTE_TYPES.flatMap((type) => {
      const row = types.find((t) => t.wasteType === type);
      return row ? [{ type, limitKg: row.limitKg, subTypes: row.subTypes }] : [];
    }),
    areas: areaRows.map((a) => ({ ...a, hasRecords: Boolean(a.hasRecords) })),
    active: c.active,
    version: c.version,
    updatedAt: new Date(c.updatedAt).toISOString(),
  };
}
