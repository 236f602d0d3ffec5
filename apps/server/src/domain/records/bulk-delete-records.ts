import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BulkDelete, BulkDeleteResult } from '@ecopeso/shared/master-records';
import type { Db } from '../../db/client.ts';
import { pgArray } from '../../db/pg-array.ts';
import { wasteRecords } from '../../db/schema.ts';
import type { Change } from '../actor.ts';
import { AppError } from '../app-error.ts';
import { writeAuditEvents } from '../audit/write-audit-event.ts';
import { snapshotOf } from './record-snapshot.ts';
import { addToTotals } from './daily-totals.ts';

type RecordRow = typeof wasteRecords.$inferSelect;
type Key = { clientId: string; id: string };

/** `(client_id, id)` of the given records, as a condition on waste_records. */
export const keysCondition = (keys: Key[]) => sql`(${wasteRecords.clientId}, ${wasteRecords.id}) in (
  select * from unnest(${pgArray(keys.map((k) => k.clientId))}::uuid[], ${pgArray(keys.map((k) => k.id))}::uuid[]))`;

/** Adds (1) or takes out (-1) these records from their clients' daily totals, in one statement. */
export async function applyKeysToDailyTotals(tx: Db, keys: Key[], sign: 1 | -1) {
  await tx.execute(sql`
    with delta as (
      select waste_records.client_id, (waste_records.recorded_at at time zone c.timezone)::date as day,
             waste_records.area_id, waste_records.waste_type, waste_records.sub_type,
             ${sign}::int * sum(waste_records.weight_kg) as weight_kg, ${sign}::int * count(*)::int as records
      from waste_records join clients c on c.id = waste_records.client_id
      where ${keysCondition(keys)}
      group by 1, 2, 3, 4, 5
    ), ${addToTotals('delta')}
    select 1`);
}

const byKey = (a: Key, b: Key) =>
  a.clientId < b.clientId ? -1 : a.clientId > b.clientId ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * Deletes a selection of live records (of any clients) as one operation, a master's: all of them or none (409 when
 * one is gone or deleted meanwhile), each out of its daily totals, each with its audit event carrying the
 * operation id and the reason, in one transaction. Undo with undoBulkDelete.
 */
export async function bulkDeleteRecords({
  db,
  actor,
  request,
}: Change<{ request: BulkDelete }>): Promise<BulkDeleteResult & { records: Key[] }> {
  const unique = new Map(request.records.map((k) => [`${k.clientId}|${k.id.toLowerCase()}`, k]));
  // In key order, so two operations over overlapping selections lock rows in the same order.
  const keys = [...unique.values()].map((k) => ({ ...k, id: k.id.toLowerCase() })).sort(byKey);
  const operationId = randomUUID();
  const deletedAt = new Date();
  await db.transaction(async (tx) => {
    const rows: RecordRow[] = await tx
      .select()
      .from(wasteRecords)
      .where(sql`${keysCondition(keys)} and ${wasteRecords.deletedAt} is null`)
      .orderBy(wasteRecords.clientId, wasteRecords.id)
      .for('update');
    if (rows.length !== keys.length) {
      throw new AppError('aborted', 'Some of the selected records were deleted or changed meanwhile; reload the list.');
    }
    await applyKeysToDailyTotals(tx, keys, -1);
    await tx
      .update(wasteRecords)
      .set({ deletedAt, deletedBy: actor.id, deletedOperationId: operationId })
      .where(keysCondition(keys));
    await writeAuditEvents(
      tx,
      rows.map((record) => ({
        actor,
        clientId: record.clientId,
        action: 'delete',
        entity: 'waste_record',
        entityId: record.id,
        before: snapshotOf(record),
        after: { deletedAt: deletedAt.toISOString(), reason: request.reason, operationId },
      })),
    );
  });
  return { operationId, deleted: keys.length, records: keys };
}

/**
 * Undoes a bulk delete: every record it took out that is still deleted comes back, into the daily totals, each
 * with a `restore` audit event carrying the operation id, in one transaction. 404 when nothing is left to restore.
 */
export async function undoBulkDelete({
  db,
  actor,
  operationId,
  reason,
}: Change<{ operationId: string; reason?: string }>): Promise<{ restored: number; records: Key[] }> {
  return db.transaction(async (tx) => {
    const rows: RecordRow[] = await tx
      .select()
      .from(wasteRecords)
      // An import's undo is undone by importing again, not here (its records carry its id as the operation).
      .where(
        sql`${wasteRecords.deletedOperationId} = ${operationId}::uuid and ${wasteRecords.deletedAt} is not null
            and ${wasteRecords.importId} is distinct from ${operationId}::uuid`,
      )
      .orderBy(wasteRecords.clientId, wasteRecords.id)
      .for('update');
    if (rows.length === 0) throw new AppError('not-found', 'Nothing of this operation is left to restore.');
    const keys = rows.map((r) => ({ clientId: r.clientId, id: r.id }));
    await tx
      .update(wasteRecords)
      .set({ deletedAt: null, deletedBy: null, deletedOperationId: null })
      .where(keysCondition(keys));
    await applyKeysToDailyTotals(tx, keys, 1);
    await writeAuditEvents(
      tx,
      rows.map((record) => ({
        actor,
        clientId: record.clientId,
        action: 'restore',
        entity: 'waste_record',
        entityId: record.id,
        before: { deletedAt: record.deletedAt?.toISOString() ?? null, deletedBy: record.deletedBy },
        after: { ...snapshotOf(record), reason: reason?.trim() || null, operationId },
      })),
    );
    return { restored: rows.length, records: keys };
  });
}
