import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { LossReasonKind } from '@ecopeso/shared/kitchen-lists';
import type { RecordPage } from '@ecopeso/shared/records';
import type { Db } from '../../db/client.ts';
import { areas, auditEvents, containers, foodItems, lossReasons, user, wasteRecords } from '../../db/schema.ts';
import {
  decodeCursor,
  encodeCursor,
  exactRecordedAt,
  NEWEST_FIRST,
  pastPosition,
  type RecordPosition,
  type ExactRecordPosition,
} from './keyset.ts';

/** A record's container, gross and tare, loss reason and food item, as a list shows them (with recordJoins). */
export const kitchenColumns = {
  containerId: wasteRecords.containerId,
  containerName: containers.name,
  grossKg: wasteRecords.grossKg,
  tareKg: wasteRecords.tareKg,
  lossReasonId: wasteRecords.lossReasonId,
  lossReasonKind: sql<LossReasonKind | null>`${lossReasons.kind}`,
  lossReasonName: lossReasons.name,
  foodItemId: wasteRecords.foodItemId,
  foodItemName: foodItems.name,
};

/** Whether the record has a photo (its bytes are read through the photo endpoint, never listed). */
export const photoColumn = { hasPhoto: sql<boolean>`(${wasteRecords.photoKey} is not null)` };

/** The left joins listedRecord (its area) and kitchenColumns read from, on a query of waste_records: each within the record's own client. */
export const recordJoins = {
  area: and(eq(areas.clientId, wasteRecords.clientId), eq(areas.id, wasteRecords.areaId)),
  container: and(eq(containers.clientId, wasteRecords.clientId), eq(containers.id, wasteRecords.containerId)),
  lossReason: and(eq(lossReasons.clientId, wasteRecords.clientId), eq(lossReasons.id, wasteRecords.lossReasonId)),
  foodItem: and(eq(foodItems.clientId, wasteRecords.clientId), eq(foodItems.id, wasteRecords.foodItemId)),
};

/**
 * The columns of a record as the record lists show it: what was weighed, where, when and by whom (with `areas` and
 * `user` joined).
 */
export const listedRecord = {
  id: wasteRecords.id,
  areaId: wasteRecords.areaId,
  areaName: areas.name,
  wasteType: wasteRecords.wasteType,
  subType: wasteRecords.subType,
  weightKg: wasteRecords.weightKg,
  recordedAt: wasteRecords.recordedAt,
  createdBy: wasteRecords.createdBy,
  createdByName: user.name,
};

/** The query of one page: `limit` live records of the client past `after`, newest first. */
export function recordsPageQuery(
  db: Db,
  clientId: string,
  after: RecordPosition | ExactRecordPosition | null,
  limit: number,
) {
  return db
    .select({
      ...listedRecord,
      position: exactRecordedAt,
      ...kitchenColumns,
      ...photoColumn,
    })
    .from(wasteRecords)
    .leftJoin(areas, recordJoins.area)
    .leftJoin(user, eq(user.id, wasteRecords.createdBy))
    .leftJoin(containers, recordJoins.container)
    .leftJoin(lossReasons, recordJoins.lossReason)
    .leftJoin(foodItems, recordJoins.foodItem)
    .where(and(eq(wasteRecords.clientId, clientId), isNull(wasteRecords.deletedAt), pastPosition(after, 'older')))
    .orderBy(...NEWEST_FIRST)
    .limit(limit);
}

/** The latest correction of each of the client's records listed: when, and by whom (from the audit trail). */
async function latestCorrections(db: Db, clientId: string, ids: string[]) {
  const found = new Map<string, { at: Date; by: string | null }>();
  if (ids.length === 0) return found;
  const rows = await db
    .selectDistinctOn([auditEvents.entityId], {
      id: auditEvents.entityId,
      at: auditEvents.createdAt,
      by: user.name,
    })
    .from(auditEvents)
    .leftJoin(user, eq(user.id, auditEvents.actorId))
    .where(
      and(
        eq(auditEvents.clientId, clientId),
        eq(auditEvents.entity, 'waste_record'),
        eq(auditEvents.action, 'update'),
        inArray(auditEvents.entityId, ids),
      ),
    )
    .orderBy(auditEvents.entityId, desc(auditEvents.createdAt));
  for (const r of rows) found.set(r.id, { at: r.at, by: r.by });
  return found;
}

type Row = Omit<Awaited<ReturnType<typeof recordsPageQuery>>[number], 'position'> & {
  position?: string;
  deletedAt?: Date | null;
};

async function present(db: Db, clientId: string, rows: Row[]): Promise<RecordPage['items']> {
  const corrections = await latestCorrections(
    db,
    clientId,
    rows.map((r) => r.id),
  );
  return rows.map(({ deletedAt, position: _position, ...r }) => {
    const correction = corrections.get(r.id);
    return {
      ...r,
      wasteType: r.wasteType as RecordPage['items'][number]['wasteType'],
      subType: r.subType as RecordPage['items'][number]['subType'],
      recordedAt: r.recordedAt.toISOString(),
      correctedAt: correction?.at.toISOString() ?? null,
      correctedByName: correction?.by ?? null,
      ...(deletedAt !== undefined && { deletedAt: deletedAt?.toISOString() ?? null }),
    };
  });
}

/** A client's live records, newest first, by keyset on (recorded_at, id): stable while records arrive. */
export async function listRecords({
  db,
  clientId,
  limit,
  cursor,
}: {
  db: Db;
  clientId: string;
  limit: number;
  cursor?: string;
}): Promise<RecordPage> {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await recordsPageQuery(db, clientId, after, limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: await present(db, clientId, page),
    nextCursor: rows.length > limit && last ? encodeCursor({ recordedAt: last.position, id: last.id }) : null,
  };
}

/** The client's most recently deleted records, for a master to restore (one page; deletions are rare). */
export async function listDeletedRecords({ db, clientId, limit }: { db: Db; clientId: string; limit: number }) {
  const rows = await db
    .select({
      ...listedRecord,
      deletedAt: wasteRecords.deletedAt,
      ...kitchenColumns,
      ...photoColumn,
    })
    .from(wasteRecords)
    .leftJoin(areas, recordJoins.area)
    .leftJoin(user, eq(user.id, wasteRecords.createdBy))
    .leftJoin(containers, recordJoins.container)
    .leftJoin(lossReasons, recordJoins.lossReason)
    .leftJoin(foodItems, recordJoins.foodItem)
    .where(and(eq(wasteRecords.clientId, clientId), isNotNull(wasteRecords.deletedAt)))
    .orderBy(desc(wasteRecords.deletedAt))
    .limit(limit);
  return { items: await present(db, clientId, rows), nextCursor: null };
}
