import { and, eq, sql } from 'drizzle-orm';
import { CLOCK_SKEW_MS, type RecordCorrection } from '@ecopeso/shared/records';
import { SUBTYPES_BY_TYPE } from '@ecopeso/shared/waste';
import { dayInZone } from '@ecopeso/shared/dates';
import type { Db } from '../../db/client.ts';
import { areas, clientWasteTypes, wasteRecords } from '../../db/schema.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError } from '../../http/errors.ts';
import { writeAuditEvent } from '../audit/write-audit-event.ts';
import { checkRecordChange } from './change-rules.ts';
import { applyToDailyTotals } from './daily-totals.ts';
import { lockRecord, snapshotOf } from './record-snapshot.ts';

/** Refuses a corrected record the client could not have stored (same rules as a new weighing). */
async function checkAgainstClient(
  tx: Db,
  clientId: string,
  next: { wasteType: string; subType: string | null; areaId: string | null },
) {
  const [type] = await tx
    .select({ subTypes: clientWasteTypes.subTypes })
    .from(clientWasteTypes)
    .where(and(eq(clientWasteTypes.clientId, clientId), eq(clientWasteTypes.wasteType, next.wasteType)));
  if (!type) throw new AppError('invalid-argument', 'This waste type is not enabled for the client.');
  const offered = type.subTypes ?? [];
  if (next.subType === null && next.wasteType in SUBTYPES_BY_TYPE && offered.length > 0) {
    throw new AppError('invalid-argument', 'This waste type needs a sub-type.');
  }
  if (next.subType !== null && !offered.includes(next.subType as never)) {
    throw new AppError('invalid-argument', 'This sub-type is not offered for the waste type by the client.');
  }
  if (next.areaId !== null) {
    const [area] = await tx
      .select({ id: areas.id })
      .from(areas)
      .where(and(eq(areas.clientId, clientId), eq(areas.id, next.areaId), eq(areas.active, true)));
    if (!area) throw new AppError('invalid-argument', 'The area does not belong to this client or is inactive.');
  }
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
}: {
  db: Db;
  actor: Actor;
  clientId: string;
  recordId: string;
  correction: RecordCorrection;
  now?: Date;
}) {
  return db.transaction(async (tx) => {
    const { record, timezone } = await lockRecord(tx, clientId, recordId, 'live');
    const reason = checkRecordChange({ actor, record, timeZone: timezone, reason: correction.reason, now });
    const wasteType = correction.wasteType ?? record.wasteType;
    const next = {
      wasteType,
      // A new type drops a sub-type that belonged to the old one unless a new one is given.
      subType:
        correction.subType !== undefined
          ? correction.subType
          : correction.wasteType && correction.wasteType !== record.wasteType
            ? null
            : record.subType,
      areaId: correction.areaId !== undefined ? correction.areaId : record.areaId,
      weightKg: correction.weightKg ?? record.weightKg,
      recordedAt: correction.recordedAt ? new Date(correction.recordedAt) : record.recordedAt,
    };
    await checkAgainstClient(tx, clientId, next);
    if (next.recordedAt.getTime() > now.getTime() + CLOCK_SKEW_MS) {
      throw new AppError('invalid-argument', 'The record is dated in the future.');
    }
    if (actor.role === 'operacional' && dayInZone(timezone, next.recordedAt) !== dayInZone(timezone, now)) {
      throw new AppError('permission-denied', 'You may move a record only within today; ask a manager.');
    }
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
