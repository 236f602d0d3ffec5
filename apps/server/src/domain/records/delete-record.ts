import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents, wasteRecords } from '../../db/schema.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError } from '../../http/errors.ts';

/** Marks a live record of the client deleted, takes it out of the daily totals and writes the audit event with its former values, together. */
export async function deleteRecord({
  db,
  actor,
  clientId,
  recordId,
}: {
  db: Db;
  actor: Actor;
  clientId: string;
  recordId: string;
}) {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .update(wasteRecords)
      .set({ deletedAt: new Date(), deletedBy: actor.id })
      .where(and(eq(wasteRecords.id, recordId), eq(wasteRecords.clientId, clientId), isNull(wasteRecords.deletedAt)))
      .returning();
    if (!deleted) throw new AppError('not-found', 'Record not found.');
    await tx.execute(sql`
      update daily_totals d
      set weight_kg = d.weight_kg - ${deleted.weightKg}, records = d.records - 1
      from clients c
      where c.id = ${clientId} and d.client_id = c.id
        and d.day = (${deleted.recordedAt.toISOString()}::timestamptz at time zone c.timezone)::date
        and d.area_id is not distinct from ${deleted.areaId}::uuid
        and d.waste_type = ${deleted.wasteType}
        and d.sub_type is not distinct from ${deleted.subType}::text`);
    const { deletedAt: _deletedAt, deletedBy: _deletedBy, ...before } = deleted;
    await tx.insert(auditEvents).values({
      actorId: actor.id,
      clientId,
      action: 'delete',
      entity: 'waste_record',
      entityId: recordId,
      before,
      after: null,
    });
  });
}
