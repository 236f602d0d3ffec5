import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addToTotals } from '../records/daily-totals.ts';

/**
 * Recomputes a client's daily and monthly totals (or every client's) from its live records, in one transaction.
 * Needed after records are loaded in bulk outside createRecords, or when a client's time zone changes.
 */
export async function rebuildDailyTotals(db: Db, clientId?: string): Promise<void> {
  const scope = clientId ? sql`and r.client_id = ${clientId}::uuid` : sql``;
  const ofClient = clientId ? sql`where client_id = ${clientId}::uuid` : sql``;
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from daily_totals ${ofClient}`);
    await tx.execute(sql`delete from monthly_totals ${ofClient}`);
    await tx.execute(sql`
      with delta as (
        select r.client_id, (r.recorded_at at time zone c.timezone)::date as day, r.area_id, r.waste_type, r.sub_type,
               sum(r.weight_kg) as weight_kg, count(*)::int as records
        from waste_records r join clients c on c.id = r.client_id
        where r.deleted_at is null ${scope}
        group by 1, 2, 3, 4, 5
      ), ${addToTotals('delta')}
      select 1`);
  });
}
