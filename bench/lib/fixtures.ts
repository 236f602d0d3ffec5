import { randomUUID } from 'node:crypto';
import { DEFAULT_LIMITS_KG, ORGANIC_SUBTYPES, RECYCLABLE_SUBTYPES, WASTE_TYPES } from '@ecopeso/shared/waste';
import type { NewRecord } from '@ecopeso/shared/records';
import type { Db } from '../../apps/server/src/db/client.ts';
import { eq, sql, sum, type SQL } from 'drizzle-orm';
import {
  areas,
  clients,
  clientWasteTypes,
  containers,
  containerTares,
  dailyTotals,
  foodItems,
  lossReasons,
  wasteRecords,
} from '../../apps/server/src/db/schema.ts';
import { LOSS_REASON_KINDS } from '@ecopeso/shared/kitchen-lists';
import { createUser } from '../../apps/server/src/domain/users/create-user.ts';
import type { Actor } from '../../apps/server/src/domain/actor.ts';

/** One client with every type enabled and four areas, and an operacional allowed on it. */
export async function benchClient(db: Db, password = randomUUID()) {
  const [client] = await db
    .insert(clients)
    .values({ name: `Bench ${randomUUID().slice(0, 8)}` })
    .returning();
  const clientId = client!.id;
  await db.insert(clientWasteTypes).values(
    WASTE_TYPES.map((wasteType) => ({
      clientId,
      wasteType,
      limitKg: DEFAULT_LIMITS_KG[wasteType],
      subTypes:
        wasteType === 'reciclavel' ? [...RECYCLABLE_SUBTYPES] : wasteType === 'organico' ? [...ORGANIC_SUBTYPES] : [],
    })),
  );
  const areaRows = await db
    .insert(areas)
    .values(['Cozinha', 'Restaurante', 'Bar', 'Governança'].map((name) => ({ clientId, name })))
    .returning();
  const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
  const user = await createUser(db, { email, name: 'Bench', role: 'operacional', password, clientIds: [clientId] });
  const actor: Actor = { id: user.id, email, name: 'Bench', role: 'operacional', allowedClientIds: [clientId] };
  return { clientId, areaIds: areaRows.map((a) => a.id), actor, email, password };
}

/**
 * A client's kitchen lists (issue 26): 3 containers with a tare from 30 days back, the 6 loss reasons of the food-loss
 * stages, 20 food items.
 */
export async function benchKitchenLists(db: Db, clientId: string) {
  const containerRows = await db
    .insert(containers)
    .values(['Balde 20 L', 'Contentor 120 L', 'Caixa'].map((name) => ({ clientId, name })))
    .returning({ id: containers.id });
  const tares = [1.2, 9.8, 0.6];
  const fromDay = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  await db
    .insert(containerTares)
    .values(containerRows.map((c, i) => ({ clientId, containerId: c.id, fromDay, tareKg: tares[i]! })));
  const reasons = await db
    .insert(lossReasons)
    .values(LOSS_REASON_KINDS.map((kind) => ({ clientId, kind })))
    .returning({ id: lossReasons.id });
  const items = await db
    .insert(foodItems)
    .values(Array.from({ length: 20 }, (_, i) => ({ clientId, name: `Alimento ${i + 1}` })))
    .returning({ id: foodItems.id });
  return {
    containers: containerRows.map((c, i) => ({ id: c.id, tareKg: tares[i]! })),
    lossReasonIds: reasons.map((r) => r.id),
    foodItemIds: items.map((f) => f.id),
  };
}

/** A plausible weighing with a fresh id. */
export function benchRecord(areaIds: string[], i: number, at = new Date()): NewRecord {
  const kinds = [
    ['organico', 'pre_service'],
    ['reciclavel', 'plastic'],
    ['rejeito', null],
    ['compostavel', null],
  ] as const;
  const [wasteType, subType] = kinds[i % kinds.length]!;
  return {
    id: randomUUID(),
    areaId: areaIds[i % areaIds.length]!,
    wasteType,
    subType,
    weightKg: Math.round((1 + (i % 200) / 10) * 1000) / 1000,
    recordedAt: new Date(at.getTime() - i * 1000).toISOString(),
  };
}

/**
 * Two bench clients of the same size: `count` records each, one every `step` (an SQL interval) back from now, in
 * their four areas; the first client's id, the one a bench measures (the second is there so indexes must select).
 */
export async function twoClientsWithRecords(db: Db, count: number, step: SQL): Promise<string> {
  const pair = [await benchClient(db), await benchClient(db)];
  for (const { clientId, areaIds, actor } of pair) {
    await db.execute(sql`
      insert into waste_records (id, client_id, area_id, waste_type, sub_type, weight_kg, recorded_at, created_by)
      select gen_random_uuid(), ${clientId}::uuid, (${`{${areaIds.join(',')}}`}::uuid[])[1 + (i % 4)],
             'rejeito', null, round((1 + random() * 20)::numeric, 3),
             now() - (i * (${step})), ${actor.id}
      from generate_series(1, ${count}) i`);
  }
  await db.execute(sql`analyze`);
  return pair[0]!.clientId;
}

/** Whether a client's daily totals add up to exactly the kilos of its records (the totals are kept, not rebuilt). */
export async function dailyTotalsExact(db: Db, clientId: string): Promise<boolean> {
  const [recordsKg] = await db
    .select({ kg: sum(wasteRecords.weightKg) })
    .from(wasteRecords)
    .where(eq(wasteRecords.clientId, clientId));
  const [totalsKg] = await db
    .select({ kg: sum(dailyTotals.weightKg) })
    .from(dailyTotals)
    .where(eq(dailyTotals.clientId, clientId));
  return recordsKg?.kg === totalsKg?.kg;
}
