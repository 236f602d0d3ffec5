import { and, eq, isNull } from 'drizzle-orm';
import type { RecordPage } from '@ecopeso/shared/records';
import type { Db } from '../../db/client.ts';
import { areas, user, wasteRecords } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { NEWEST_FIRST, pastPosition, type RecordPosition } from './keyset.ts';

const encodeCursor = (c: RecordPosition) => Buffer.from(`${c.recordedAt.toISOString()}|${c.id}`).toString('base64url');

function decodeCursor(cursor: string): RecordPosition {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const recordedAt = new Date(at ?? '');
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(recordedAt.getTime())) {
    throw new AppError('invalid-argument', 'Invalid cursor.');
  }
  return { recordedAt, id };
}

/** The query of one page: `limit` live records of the client past `after`, newest first. */
export function recordsPageQuery(db: Db, clientId: string, after: RecordPosition | null, limit: number) {
  return db
    .select({
      id: wasteRecords.id,
      areaId: wasteRecords.areaId,
      areaName: areas.name,
      wasteType: wasteRecords.wasteType,
      subType: wasteRecords.subType,
      weightKg: wasteRecords.weightKg,
      recordedAt: wasteRecords.recordedAt,
      createdByName: user.name,
    })
    .from(wasteRecords)
    .leftJoin(areas, eq(areas.id, wasteRecords.areaId))
    .leftJoin(user, eq(user.id, wasteRecords.createdBy))
    .where(and(eq(wasteRecords.clientId, clientId), isNull(wasteRecords.deletedAt), pastPosition(after, 'older')))
    .orderBy(...NEWEST_FIRST)
    .limit(limit);
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
    items: page.map((r) => ({
      ...r,
      wasteType: r.wasteType as RecordPage['items'][number]['wasteType'],
      subType: r.subType as RecordPage['items'][number]['subType'],
      recordedAt: r.recordedAt.toISOString(),
    })),
    nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
  };
}
