import { and, eq } from 'drizzle-orm';
import { wasteRecords } from '../../db/schema.ts';
import { writeAuditEvent } from '../audit/write-audit-event.ts';
import type { Change } from '../actor.ts';
import { checkRecordChange } from './change-rules.ts';
import { applyToDailyTotals } from './daily-totals.ts';
import { lockRecord, snapshotOf } from './record-snapshot.ts';

/**
 * Marks a live record of the client deleted under the correction rules (the operacional: own records of today;
 * gerente and master: any, with a reason), takes it out of the daily totals and writes the audit event with its
 * former values, together. Soft: a master can restore it, and a late sync retry cannot bring it back.
 */
export async function deleteRecord({
  db,
  actor,
  clientId,
  recordId,
  reason,
  now = new Date(),
}: Change<{ clientId: string; recordId: string; reason?: string; now?: Date }>) {
  await db.transaction(async (tx) => {
    const { record, timezone } = await lockRecord(tx, clientId, recordId, 'live');
    const why = checkRecordChange({ actor, record, timeZone: timezone, reason, now });
    const deletedAt = new Date();
    await tx
      .update(wasteRecords)
      .set({ deletedAt, deletedBy: actor.id })
      .where(and(eq(wasteRecords.clientId, clientId), eq(wasteRecords.id, recordId)));
    await applyToDailyTotals(tx, clientId, record, -1);
    await writeAuditEvent(tx, {
      actor,
      clientId,
      action: 'delete',
      entity: 'waste_record',
      entityId: recordId,
      before: snapshotOf(record),
      after: { deletedAt: deletedAt.toISOString(), reason: why },
    });
  });
}
