import { and, eq, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { MasterRecordPage, MasterRecordsQuery } from '@ecopeso/shared/master-records';
import type { RecordPage } from '@ecopeso/shared/records';
import type { Db } from '../../db/client.ts';
import { areas, clients, containers, foodItems, lossReasons, user, wasteRecords } from '../../db/schema.ts';
import { kitchenColumns, recordJoins, listedRecord, photoColumn } from './list-records.ts';
import { decodeCursor, encodeCursor, exactRecordedAt, NEWEST_FIRST, pastPosition } from './keyset.ts';

/** The filters of the record editor as SQL: days are each record's client's local days. */
function filtersOf(q: MasterRecordsQuery): (SQL | undefined)[] {
  return [
    q.deleted === 'true' ? isNotNull(wasteRecords.deletedAt) : isNull(wasteRecords.deletedAt),
    q.clientId ? eq(wasteRecords.clientId, q.clientId) : undefined,
    q.from
      ? sql`${wasteRecords.recordedAt} >= (${q.from}::date::timestamp at time zone ${clients.timezone})`
      : undefined,
    q.to
      ? sql`${wasteRecords.recordedAt} < ((${q.to}::date + 1)::timestamp at time zone ${clients.timezone})`
      : undefined,
    q.areaId ? eq(wasteRecords.areaId, q.areaId) : undefined,
    q.wasteType ? eq(wasteRecords.wasteType, q.wasteType) : undefined,
    q.userId ? eq(wasteRecords.createdBy, q.userId) : undefined,
    q.minKg !== undefined ? gte(wasteRecords.weightKg, q.minKg) : undefined,
    q.maxKg !== undefined ? lte(wasteRecords.weightKg, q.maxKg) : undefined,
  ];
}

/**
 * One page of records across every client (the master's record editor), filtered on the server and ordered newest
 * first by keyset on (recorded_at, id), so a page never skips or repeats a record while others arrive.
 */
export async function listMasterRecords({
  db,
  query,
}: {
  db: Db;
  query: MasterRecordsQuery;
}): Promise<MasterRecordPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await db
    .select({
      ...listedRecord,
      clientId: wasteRecords.clientId,
      clientName: clients.name,
      clientTimezone: clients.timezone,
      position: exactRecordedAt,
      deletedAt: wasteRecords.deletedAt,
      deletedOperationId: wasteRecords.deletedOperationId,
      importId: wasteRecords.importId,
      ...kitchenColumns,
      ...photoColumn,
    })
    .from(wasteRecords)
    .innerJoin(clients, eq(clients.id, wasteRecords.clientId))
    .leftJoin(areas, recordJoins.area)
    .leftJoin(user, eq(user.id, wasteRecords.createdBy))
    .leftJoin(containers, recordJoins.container)
    .leftJoin(lossReasons, recordJoins.lossReason)
    .leftJoin(foodItems, recordJoins.foodItem)
    .where(and(...filtersOf(query), pastPosition(after, 'older')))
    .orderBy(...NEWEST_FIRST)
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  type Item = RecordPage['items'][number];
  return {
    items: page.map(({ position: _position, ...r }) => ({
      ...r,
      wasteType: r.wasteType as Item['wasteType'],
      subType: r.subType as Item['subType'],
      recordedAt: r.recordedAt.toISOString(),
      deletedAt: r.deletedAt?.toISOString() ?? null,
      correctedAt: null,
      correctedByName: null,
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ recordedAt: last.position, id: last.id }) : null,
  };
}
