import { and, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import { wasteRecords } from '../../db/schema.ts';

export interface RecordPosition {
  recordedAt: Date;
  id: string;
}

/**
 * Records strictly past `position` in (recorded_at, id) order — 'newer' going up, 'older' going down — so a page
 * never skips or repeats a record, even when several share a timestamp. No position: no condition.
 */
export function pastPosition(position: RecordPosition | null, direction: 'older' | 'newer'): SQL | undefined {
  if (!position) return undefined;
  const beyond = direction === 'older' ? lt : gt;
  return or(
    beyond(wasteRecords.recordedAt, position.recordedAt),
    and(eq(wasteRecords.recordedAt, position.recordedAt), beyond(wasteRecords.id, sql`${position.id}::uuid`)),
  );
}
