import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ImportError, ImportRequest, ImportResult, ImportSummary } from '@ecopeso/shared/record-import';
import type { Db } from '../../db/client.ts';
import { pgArray } from '../../db/pg-array.ts';
import { recordImports, user } from '../../db/schema.ts';
import type { Change } from '../actor.ts';
import { AppError } from '../app-error.ts';
import { writeAuditEvent } from '../audit/write-audit-event.ts';
import { addToTotals } from '../records/daily-totals.ts';
import { loadWeighingClient } from '../records/load-weighing-client.ts';
import { validateImport } from './validate-import.ts';

/** Rows per INSERT: a few MB per statement, far below what the embedded database takes in one message. */
const CHUNK = 5_000;

/**
 * Imports a client's past weighings, all or nothing: every row is checked first, outside any transaction; then,
 * only when all are valid, one short transaction stores them with multi-row inserts (by deterministic id, so a
 * file imported again adds nothing), updates the daily totals and writes the import's audit event. Rows of an
 * import that was undone come back when the same file is imported again.
 */
export async function importRecords({
  db,
  actor,
  clientId,
  request,
  now = new Date(),
}: Change<{ clientId: string; request: ImportRequest; now?: Date }>): Promise<
  { ok: true; result: ImportResult } | { ok: false; errors: ImportError[] }
> {
  const config = await loadWeighingClient(db, clientId);
  if (!config) throw new AppError('not-found', 'Client not found.');
  const { errors, valid } = validateImport(clientId, request.rows, config, now);
  if (errors.length) return { ok: false, errors };

  const importId = randomUUID();
  const inserted = await db.transaction(async (tx) => {
    await tx.insert(recordImports).values({
      id: importId,
      clientId,
      fileName: request.fileName,
      rows: valid.length,
      inserted: 0,
      createdBy: actor.id,
    });
    let count = 0;
    for (let start = 0; start < valid.length; start += CHUNK) {
      const rows = valid.slice(start, start + CHUNK);
      const result = (await tx.execute(sql`
        with ins as (
          insert into waste_records (id, client_id, area_id, waste_type, sub_type, weight_kg, recorded_at, created_by, import_id)
          select u.id, ${clientId}::uuid, u.area_id, u.waste_type, u.sub_type, u.weight_kg,
                 u.local::timestamp at time zone ${config.timezone}, ${actor.id}, ${importId}::uuid
          from unnest(
            ${pgArray(rows.map((r) => r.id))}::uuid[],
            ${pgArray(rows.map((r) => r.areaId))}::uuid[],
            ${pgArray(rows.map((r) => r.wasteType))}::text[],
            ${pgArray(rows.map((r) => r.subType))}::text[],
            ${pgArray(rows.map((r) => r.weightKg))}::numeric[],
            ${pgArray(rows.map((r) => r.local))}::text[]
          ) as u(id, area_id, waste_type, sub_type, weight_kg, local)
          on conflict (client_id, id) do update
            set deleted_at = null, deleted_by = null, deleted_operation_id = null, import_id = excluded.import_id
            where waste_records.deleted_at is not null and waste_records.deleted_operation_id = waste_records.import_id
          returning area_id, waste_type, sub_type, weight_kg, recorded_at
        ), delta as (
          select ${clientId}::uuid as client_id, (recorded_at at time zone ${config.timezone})::date as day, area_id,
                 waste_type, sub_type, sum(weight_kg) as weight_kg, count(*)::int as records
          from ins
          group by 2, 3, 4, 5
        ), ${addToTotals('delta')}
        select count(*)::int as n from ins`)) as unknown as { rows: { n: number }[] };
      count += Number(result.rows[0]?.n ?? 0);
    }
    await tx
      .update(recordImports)
      .set({ inserted: count })
      .where(and(eq(recordImports.clientId, clientId), eq(recordImports.id, importId)));
    await writeAuditEvent(tx, {
      actor,
      clientId,
      action: 'create',
      entity: 'record_import',
      entityId: importId,
      after: { fileName: request.fileName, rows: valid.length, inserted: count },
    });
    return count;
  });
  return { ok: true, result: { importId, rows: valid.length, inserted, duplicates: valid.length - inserted } };
}

/**
 * Undoes an import as one action: its records still live are deleted (soft, under the import's id), taken out of
 * the daily totals, and the import is marked undone with its audit event, in one transaction. 409 when undone already.
 */
export async function undoImport({
  db,
  actor,
  clientId,
  importId,
}: Change<{ clientId: string; importId: string }>): Promise<{ removed: number }> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(recordImports)
      .where(and(eq(recordImports.clientId, clientId), eq(recordImports.id, importId)))
      .for('update');
    if (!found) throw new AppError('not-found', 'Import not found.');
    if (found.undoneAt) throw new AppError('aborted', 'This import was undone already.');
    const undoneAt = new Date();
    const result = (await tx.execute(sql`
      with gone as (
        update waste_records
          set deleted_at = ${undoneAt.toISOString()}::timestamptz, deleted_by = ${actor.id},
              deleted_operation_id = import_id
        where client_id = ${clientId}::uuid and import_id = ${importId}::uuid and deleted_at is null
        returning area_id, waste_type, sub_type, weight_kg, recorded_at
      ), delta as (
        select c.id as client_id, (g.recorded_at at time zone c.timezone)::date as day, g.area_id, g.waste_type,
               g.sub_type, -sum(g.weight_kg) as weight_kg, -count(*)::int as records
        from gone g cross join clients c where c.id = ${clientId}::uuid
        group by 1, 2, 3, 4, 5
      ), ${addToTotals('delta')}
      select count(*)::int as n from gone`)) as unknown as { rows: { n: number }[] };
    const removed = Number(result.rows[0]?.n ?? 0);
    await tx
      .update(recordImports)
      .set({ undoneAt, undoneBy: actor.id })
      .where(and(eq(recordImports.clientId, clientId), eq(recordImports.id, importId)));
    await writeAuditEvent(tx, {
      actor,
      clientId,
      action: 'delete',
      entity: 'record_import',
      entityId: importId,
      before: { fileName: found.fileName, rows: found.rows, inserted: found.inserted },
      after: { undoneAt: undoneAt.toISOString(), removed },
    });
    return { removed };
  });
}

/** The client's imports, newest first (the last 50), for the master to see and undo. */
export async function listImports({ db, clientId }: { db: Db; clientId: string }): Promise<ImportSummary[]> {
  const rows = await db
    .select({
      id: recordImports.id,
      fileName: recordImports.fileName,
      rows: recordImports.rows,
      inserted: recordImports.inserted,
      createdAt: recordImports.createdAt,
      createdByName: user.name,
      undoneAt: recordImports.undoneAt,
    })
    .from(recordImports)
    .leftJoin(user, eq(user.id, recordImports.createdBy))
    .where(eq(recordImports.clientId, clientId))
    .orderBy(desc(recordImports.createdAt))
    .limit(50);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), undoneAt: r.undoneAt?.toISOString() ?? null }));
}
