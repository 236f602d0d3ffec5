import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents, wasteRecords } from '../../db/schema.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError } from '../../http/errors.ts';

/** Marks a live record of the client deleted and writes the audit event with its former values, together. */
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
