import { sql, type SQL } from 'drizzle-orm';
import { wasteRecords } from '../../db/schema.ts';
import { AppError } from '../app-error.ts';

export interface RecordPosition {
  recordedAt: Date;
  id: string;
}

/** A position to the microsecond: the timestamp as the database's text (a Date keeps milliseconds only). */
export interface ExactRecordPosition {
  recordedAt: string;
  id: string;
}

/**
 * `recorded_at` to the microsecond, as UTC ISO text: what a position is read as. From a Date (milliseconds), a record
 * stored with microseconds (SQL's now(), an import) is skipped, or comes back, at the edge of the next page.
 */
export const exactRecordedAt = sql<string>`to_char(${wasteRecords.recordedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A page's cursor: the exact position of its last record, opaque to the reader. */
export const encodeCursor = (position: ExactRecordPosition): string =>
  Buffer.from(`${position.recordedAt}|${position.id}`).toString('base64url');

/** The position a cursor names; a cursor not made by encodeCursor (milliseconds, from before, included) is refused. */
export function decodeCursor(cursor: string): ExactRecordPosition {
  const [recordedAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (
    !id ||
    !/^[0-9a-f-]{36}$/i.test(id) ||
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/.test(recordedAt ?? '') ||
    Number.isNaN(new Date(recordedAt!).getTime())
  ) {
    throw new AppError('invalid-argument', 'Invalid cursor.');
  }
  return { recordedAt: recordedAt!, id };
}

/**
 * Records strictly past `position` in (recorded_at, id) order — 'newer' going up, 'older' going down — so a page
 * never skips or repeats a record, even when several share a timestamp. No position: no condition.
 *
 * A row comparison, not `recorded_at < X or (recorded_at = X and id < Y)`: PostgreSQL turns it into a bound on
 * the index (client_id, recorded_at desc, id desc), so a page reads only its own rows however long the history;
 * the OR form is a filter that reads, and sorts, every row past the position.
 */
export function pastPosition(
  position: RecordPosition | ExactRecordPosition | null,
  direction: 'older' | 'newer',
): SQL | undefined {
  if (!position) return undefined;
  const row = sql`(${wasteRecords.recordedAt}, ${wasteRecords.id})`;
  const recordedAt = typeof position.recordedAt === 'string' ? position.recordedAt : position.recordedAt.toISOString();
  const at = sql`(${recordedAt}::timestamptz, ${position.id}::uuid)`;
  return direction === 'older' ? sql`${row} < ${at}` : sql`${row} > ${at}`;
}

/**
 * The orders of pages, spelled as the index is built (`desc nulls last`, read backwards for `asc nulls first`):
 * a plain `desc` means `nulls first`, which the index does not hold, and PostgreSQL would then sort every row past
 * the position instead of reading the index in order (both columns are NOT NULL, so the rows come out the same).
 */
export const NEWEST_FIRST: SQL[] = [
  sql`${wasteRecords.recordedAt} desc nulls last`,
  sql`${wasteRecords.id} desc nulls last`,
];
export const OLDEST_FIRST: SQL[] = [
  sql`${wasteRecords.recordedAt} asc nulls first`,
  sql`${wasteRecords.id} asc nulls first`,
];
