import { and, eq } from 'drizzle-orm';
import { wasteRecords } from '../../db/schema.ts';
import { writeAuditEvent } from '../audit/write-audit-event.ts';
import type { Change } from '../actor.ts';
import { applyToDailyTotals } from './daily-totals.ts';
import { lockRecord, snapshotOf } from './record-snapshot.ts';

/**
 * Brings a deleted record of the client back (a master's undo, checked by the route's capability): live again,
 * back in the daily totals, with an audit event, in one transaction.
 */
export async function restoreRecord({
  db,
  actor,
  clientId,
  recordId,
  reason,
}: Change<{ clientId: string; recordId: string; reason?: string }>) {
  await db.transaction(async (tx) => {
    const { record } = await lockRecord(tx, clientId, recordId, 'deleted');
    await tx
      .update(wasteRecords)
      .set({ deletedAt: null, deletedBy: null })
      .where(and(eq(wasteRecords.clientId, clientId), eq(wasteRecords.id, recordId)));
    await applyToDailyTotals(tx, clientId, record, 1);
    await writeAuditEvent(tx, {
      actor,
      clientId,
      action: 'restore',
      entity: 'waste_record',
      entityId: recordId,
      before: { deletedAt: record.deletedAt?.toISOString() ?? null, deletedBy: record.deletedBy },
      after: { ...snapshotOf(record), reason: reason?.trim() || null },
    });
  });
}
