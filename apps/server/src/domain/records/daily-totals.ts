import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The fields of a record that place it in the daily totals. */
export interface TotalsKey {
  areaId: string | null;
  wasteType: string;
  subType: string | null;
  weightKg: number;
  recordedAt: Date;
}

/**
 * Two CTEs that add the rows of the CTE named `delta` — (client_id, day, area_id, waste_type, sub_type, weight_kg,
 * records), one row per key of the daily totals, negative to take records out — to the daily totals and to their
 * monthly rollup. Written into the statement that changes the records, so the records, the days and the months never
 * disagree; rows go in key order, so concurrent writers lock them in the same order.
 */
export function addToTotals(delta: string): SQL {
  const rows = sql.raw(delta);
  return sql`daily_upsert as (
      insert into daily_totals (client_id, day, area_id, waste_type, sub_type, weight_kg, records)
      select client_id, day, area_id, waste_type, sub_type, weight_kg, records from ${rows}
      order by 1, 2, 3, 4, 5
      on conflict on constraint daily_totals_key do update
        set weight_kg = daily_totals.weight_kg + excluded.weight_kg, records = daily_totals.records + excluded.records
    ), monthly_upsert as (
      insert into monthly_totals (client_id, month, area_id, waste_type, sub_type, weight_kg, records)
      select client_id, date_trunc('month', day::timestamp)::date, area_id, waste_type, sub_type,
             sum(weight_kg), sum(records)::int
      from ${rows}
      group by 1, 2, 3, 4, 5
      order by 1, 2, 3, 4, 5
      on conflict on constraint monthly_totals_key do update
        set weight_kg = monthly_totals.weight_kg + excluded.weight_kg, records = monthly_totals.records + excluded.records
    )`;
}

/**
 * Adds (sign 1) or takes out (sign -1) one live record from the dashboard's daily and monthly totals, on its day in
 * the client's time zone. Run inside the transaction that changes the record, so the totals never drift.
 */
export async function applyToDailyTotals(tx: Db, clientId: string, row: TotalsKey, sign: 1 | -1): Promise<void> {
  await tx.execute(sql`
    with delta as (
      select c.id as client_id, (${row.recordedAt.toISOString()}::timestamptz at time zone c.timezone)::date as day,
             ${row.areaId}::uuid as area_id, ${row.wasteType}::text as waste_type, ${row.subType}::text as sub_type,
             ${sign * row.weightKg}::numeric as weight_kg, ${sign}::int as records
      from clients c where c.id = ${clientId}::uuid
    ), ${addToTotals('delta')}
    select 1`);
}
