import { sql } from 'drizzle-orm';
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
 * Adds (sign 1) or takes out (sign -1) one live record from the dashboard's daily totals, on its day in the
 * client's time zone. Run inside the transaction that changes the record, so the totals never drift.
 */
export async function applyToDailyTotals(tx: Db, clientId: string, row: TotalsKey, sign: 1 | -1): Promise<void> {
  await tx.execute(sql`
    insert into daily_totals (client_id, day, area_id, waste_type, sub_type, weight_kg, records)
    select c.id, (${row.recordedAt.toISOString()}::timestamptz at time zone c.timezone)::date, ${row.areaId}::uuid,
           ${row.wasteType}, ${row.subType}::text, ${sign * row.weightKg}::numeric, ${sign}::int
    from clients c where c.id = ${clientId}::uuid
    on conflict on constraint daily_totals_key do update
      set weight_kg = daily_totals.weight_kg + excluded.weight_kg, records = daily_totals.records + excluded.records`);
}
