import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Recomputes a client's daily totals (or every client's) from its live records, in one transaction. Needed after
 * records are loaded in bulk outside createRecords, or when a client's time zone changes.
 */
export async function rebuildDailyTotals(db: Db, clientId?: string): Promise<void> {
  const scope = clientId ? sql`and r.client_id = ${clientId}::uuid` : sql``;
  await db.transaction(async (tx) => {
    await tx.execute(
      clientId ? sql`delete from daily_totals where client_id = ${clientId}::uuid` : sql`delete from daily_totals`,
    );
    await tx.execute(sql`
      insert into daily_totals (client_id, day, area_id, waste_type, sub_type, weight_kg, records)
      select r.client_id, (r.recorded_at at time zone c.timezone)::date, r.area_id, r.waste_type, r.sub_type,
             sum(r.weight_kg), count(*)::int
      from waste_records r join clients c on c.id = r.client_id
      where r.deleted_at is null ${scope}
      group by 1, 2, 3, 4, 5`);
  });
}
