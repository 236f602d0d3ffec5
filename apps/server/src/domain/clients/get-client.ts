import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { ClientDetail } from '@ecopeso/shared/api';
import { ORGANIC_SUBTYPES, RECYCLABLE_SUBTYPES, WASTE_TYPES, type WasteType } from '@ecopeso/shared/waste';
import type { Db } from '../../db/client.ts';
import { areas, clients, clientWasteTypes } from '../../db/schema.ts';
import { readClient } from './read-client.ts';
import { readKitchenLists } from '../kitchen/read-kitchen-lists.ts';

const isWasteType = (v: string): v is WasteType => (WASTE_TYPES as readonly string[]).includes(v);
const only = <T extends string>(allowed: readonly T[], values: string[]): T[] =>
  values.filter((v): v is T => (allowed as readonly string[]).includes(v));

/** A client's configuration for the entry form: enabled types in canonical order, sub-types, active areas, limits. Access is checked by the caller. */
export async function getClient({ db, clientId }: { db: Db; clientId: string }): Promise<ClientDetail> {
  const client = await readClient(db, clientId, getTableColumns(clients));
  const [types, areaRows, kitchen] = await Promise.all([
    db.select().from(clientWasteTypes).where(eq(clientWasteTypes.clientId, clientId)),
    db
      .select({ id: areas.id, name: areas.name })
      .from(areas)
      .where(and(eq(areas.clientId, clientId), eq(areas.active, true)))
      .orderBy(asc(areas.position), asc(areas.name)),
    readKitchenLists(db, clientId, { activeOnly: true }),
  ]);
  const enabled = WASTE_TYPES.filter((t) => types.some((r) => r.wasteType === t));
  const subTypesOf = (t: WasteType) => types.find((r) => r.wasteType === t)?.subTypes ?? [];
  const limitsKg: Partial<Record<WasteType, number>> = {};
  for (const row of types) if (isWasteType(row.wasteType)) limitsKg[row.wasteType] = row.limitKg;
  return {
    id: client.id,
    name: client.name,
    active: client.active,
    timezone: client.timezone,
    diversionGoalPct: client.diversionGoalPct,
    wasteTypes: enabled,
    subTypes: {
      reciclavel: only(RECYCLABLE_SUBTYPES, subTypesOf('reciclavel')),
      organico: only(ORGANIC_SUBTYPES, subTypesOf('organico')),
    },
    areas: areaRows,
    limitsKg,
    containers: kitchen.containers.map(({ active: _a, ...c }) => c),
    lossReasons: kitchen.lossReasons.map(({ active: _a, ...r }) => r),
    foodItems: kitchen.foodItems.map(({ active: _a, uses: _u, ...f }) => f),
    requireLossReason: client.requireLossReason,
    requireFoodItem: client.requireFoodItem,
  };
}
