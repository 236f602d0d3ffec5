import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, wasteRecords } from '../../db/schema.ts';
import { AppError } from '../app-error.ts';

/** A record's own fields as the audit trail keeps them (ISO times). */
export function snapshotOf(r: typeof wasteRecords.$inferSelect) {
  return {
    id: r.id,
    clientId: r.clientId,
    areaId: r.areaId,
    wasteType: r.wasteType,
    subType: r.subType,
    weightKg: r.weightKg,
    recordedAt: r.recordedAt.toISOString(),
    createdBy: r.createdBy,
    // Only when weighed in a container, or named a loss reason or food item: older snapshots keep their shape.
    ...(r.containerId === null ? {} : { containerId: r.containerId, grossKg: r.grossKg, tareKg: r.tareKg }),
    ...(r.lossReasonId === null ? {} : { lossReasonId: r.lossReasonId }),
    ...(r.foodItemId === null ? {} : { foodItemId: r.foodItemId }),
  };
}

/** Locks one record of the client (live or deleted, as asked) for the change about to be made; 404 otherwise. */
export async function lockRecord(tx: Db, clientId: string, recordId: string, state: 'live' | 'deleted') {
  const [found] = await tx
    .select({ record: wasteRecords, timezone: clients.timezone })
    .from(wasteRecords)
    .innerJoin(clients, eq(clients.id, wasteRecords.clientId))
    .where(
      and(
        eq(wasteRecords.clientId, clientId),
        eq(wasteRecords.id, recordId),
        state === 'live' ? sql`${wasteRecords.deletedAt} is null` : sql`${wasteRecords.deletedAt} is not null`,
      ),
    )
    .for('update', { of: wasteRecords });
  if (!found) throw new AppError('not-found', 'Record not found.');
  return found;
}
