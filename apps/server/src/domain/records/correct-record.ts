import { and, eq, sql } from 'drizzle-orm';
import type { RecordCorrection } from '@ecopeso/shared/records';
import type { SubType, WasteType } from '@ecopeso/shared/waste';
import {
  WEIGHING_REASON_MESSAGES,
  clientForCorrection,
  takesLossReason,
  weighingNet,
  weighingRefusals,
  type Weighing,
  type WeighingClient,
} from '@ecopeso/shared/weighing-rules';
import { wasteRecords } from '../../db/schema.ts';
import type { Actor, Change } from '../actor.ts';
import { AppError } from '../app-error.ts';
import { writeAuditEvent } from '../audit/write-audit-event.ts';
import { checkRecordChange } from './change-rules.ts';
import { applyToDailyTotals } from './daily-totals.ts';
import { loadWeighingClient } from './load-weighing-client.ts';
import { lockRecord, snapshotOf } from './record-snapshot.ts';

/** A stored record's fields that a correction may change, and who weighed it. */
export interface StoredRecord {
  createdBy: string | null;
  wasteType: string;
  subType: string | null;
  areaId: string | null;
  weightKg: number;
  recordedAt: Date;
  containerId?: string | null;
  grossKg?: number | null;
  tareKg?: number | null;
  lossReasonId?: string | null;
  foodItemId?: string | null;
}

/** The record a correction makes: the fields it gives, the others kept. */
export function correctedRecord(
  record: StoredRecord,
  correction: RecordCorrection,
): Weighing & { wasteType: WasteType; recordedAt: Date } {
  const wasteType = (correction.wasteType ?? record.wasteType) as WasteType;
  const containerId = record.containerId ?? null;
  return {
    // Weighed in a container, it keeps it and its tare; the gross is what a correction changes.
    containerId,
    grossKg: containerId === null ? null : (correction.grossKg ?? record.grossKg ?? null),
    tareKg: containerId === null ? null : (record.tareKg ?? null),
    // A type that is no longer organic drops the reason and item unless new ones are given (and then is refused).
    lossReasonId:
      correction.lossReasonId !== undefined
        ? correction.lossReasonId
        : takesLossReason(wasteType)
          ? (record.lossReasonId ?? null)
          : null,
    foodItemId:
      correction.foodItemId !== undefined
        ? correction.foodItemId
        : takesLossReason(wasteType)
          ? (record.foodItemId ?? null)
          : null,
    wasteType,
    // A new type drops a sub-type that belonged to the old one unless a new one is given.
    subType:
      correction.subType !== undefined
        ? correction.subType
        : correction.wasteType && correction.wasteType !== record.wasteType
          ? null
          : (record.subType as SubType | null),
    areaId: correction.areaId !== undefined ? correction.areaId : record.areaId,
    weightKg: correction.weightKg ?? record.weightKg,
    recordedAt: correction.recordedAt ? new Date(correction.recordedAt) : record.recordedAt,
  };
}

/**
 * Checks a correction without touching the database: who may make it (record-changes.ts: the operacional keeps their
 * record within today) and whether the client could store the corrected record (weighing-rules.ts, the same rule as a
 * new weighing). Throws as the API answers; returns the corrected fields and the reason given.
 */
export function checkCorrection({
  actor,
  record,
  correction,
  client,
  now,
}: {
  actor: Actor;
  record: StoredRecord;
  correction: RecordCorrection;
  client: WeighingClient;
  now: Date;
}) {
  // The weight of a record weighed in a container is its gross; of any other, the weight itself.
  const inContainer = record.containerId != null;
  if (inContainer ? correction.weightKg !== undefined : correction.grossKg !== undefined) {
    throw new AppError(
      'invalid-argument',
      inContainer
        ? 'This record was weighed in a container: correct its grossKg.'
        : 'This record was weighed without a container: correct its weightKg.',
    );
  }
  const next = correctedRecord(record, correction);
  const reason = checkRecordChange({
    actor,
    record,
    timeZone: client.timezone,
    reason: correction.reason,
    movedTo: next.recordedAt,
    now,
  });
  const [refused] = weighingRefusals(next, clientForCorrection(client, record), now);
  if (refused) throw new AppError('invalid-argument', WEIGHING_REASON_MESSAGES[refused]);
  return { next: { ...next, ...weighingNet(next, client) }, reason };
}

/**
 * Corrects a stored record (weight, type, sub-type, area, time) under the correction rules, and in one
 * transaction moves it in the daily totals (out of its old day and key, into the new) and writes the audit event
 * with before and after.
 */
export async function correctRecord({
  db,
  actor,
  clientId,
  recordId,
  correction,
  now = new Date(),
}: Change<{ clientId: string; recordId: string; correction: RecordCorrection; now?: Date }>) {
  return db.transaction(async (tx) => {
    const { record } = await lockRecord(tx, clientId, recordId, 'live');
    const client = await loadWeighingClient(tx, clientId);
    if (!client) throw new AppError('not-found', 'Client not found.');
    const { next, reason } = checkCorrection({ actor, record, correction, client, now });
    const [updated] = await tx
      .update(wasteRecords)
      .set({ ...next, recordedAt: new Date(next.recordedAt.toISOString()) })
      .where(and(eq(wasteRecords.clientId, clientId), eq(wasteRecords.id, recordId), sql`deleted_at is null`))
      .returning();
    await applyToDailyTotals(tx, clientId, record, -1);
    await applyToDailyTotals(tx, clientId, updated!, 1);
    await writeAuditEvent(tx, {
      actor,
      clientId,
      action: 'update',
      entity: 'waste_record',
      entityId: recordId,
      before: snapshotOf(record),
      after: { ...snapshotOf(updated!), reason },
    });
    return updated!;
  });
}
