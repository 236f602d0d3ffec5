import { sql, type SQL } from 'drizzle-orm';
import { wasteRecords } from '../../db/schema.ts';

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
