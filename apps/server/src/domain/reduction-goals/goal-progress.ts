import { sql } from 'drizzle-orm';
import type { PerGuest } from '@ecopeso/shared/dashboard';
import { roundTo as round } from '@ecopeso/shared/figures';
import type { GoalProgress, ReductionGoal } from '@ecopeso/shared/reduction-goals';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { pgArray } from '../../db/pg-array.ts';
import { ratioOf, sumServed } from '../dashboard/per-guest.ts';

/**
 * The goal's progress over a period whose per-guest figures are `perGuest`: the baseline is the baseline year's
 * weight over its occupancy, counting only its months whose occupancy is known (of the goal's type, or all waste).
 */
export async function goalProgress(
  db: Db,
  clientId: string,
  goal: ReductionGoal,
  perGuest: PerGuest,
): Promise<GoalProgress> {
  const start = `${goal.baselineYear}-01-01`;
  const end = `${goal.baselineYear + 1}-01-01`;
  const months = await rowsOf<{ month: string; guest_nights: number; guests: number; meals: number }>(
    db,
    sql`select month::text as month, guest_nights, guests, meals from client_activity
        where client_id = ${clientId}::uuid and month >= ${start}::date and month < ${end}::date`,
  );
  let kg = 0;
  if (months.length) {
    const [row] = await rowsOf<{ kg: string | null }>(
      db,
      sql`select sum(weight_kg) kg from daily_totals
          where client_id = ${clientId}::uuid and day >= ${start}::date and day < ${end}::date and records > 0
            and date_trunc('month', day)::date = any(${pgArray(months.map((m) => m.month))}::date[])
            ${goal.wasteType ? sql`and waste_type = ${goal.wasteType}` : sql``}`,
    );
    kg = Number(row?.kg ?? 0);
  }
  const served = sumServed([
    months.length
      ? {
          guestNights: months.reduce((s, m) => s + Number(m.guest_nights), 0),
          guests: months.reduce((s, m) => s + Number(m.guests), 0),
          meals: months.reduce((s, m) => s + Number(m.meals), 0),
          kg,
          byType: {},
        }
      : undefined,
  ]);
  const baselineValue = ratioOf(served)[goal.metric];
  const current = goal.wasteType ? perGuest.byType.find((t) => t.wasteType === goal.wasteType) : perGuest;
  const currentValue =
    perGuest.monthsKnown === 0 ? null : goal.wasteType && !current ? 0 : (current?.[goal.metric] ?? null);
  // Exact, as the figures it is set against: rounded only when written.
  const targetValue = baselineValue === null ? null : baselineValue * (1 - goal.reductionPct / 100);
  const comparable = baselineValue !== null && baselineValue > 0 && currentValue !== null;
  const change = comparable ? ((currentValue - baselineValue) / baselineValue) * 100 : null;
  const changePct = change === null ? null : round(change, 1);
  return {
    ...goal,
    baselineValue,
    targetValue,
    currentValue,
    changePct,
    progressPct: change === null ? null : round((-change / goal.reductionPct) * 100, 1),
    met: comparable && targetValue !== null ? currentValue <= targetValue : null,
  };
}
