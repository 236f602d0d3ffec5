import { sql } from 'drizzle-orm';
import type { YearMonth } from '@ecopeso/shared/periods';
import { chainTarget, FOOD_WASTE_TYPES, sdgProgress, type FoodServed } from '@ecopeso/shared/sdg-12-3';
import type { SdgProgress } from '@ecopeso/shared/sdg-12-3-schema';
import type { Db } from '../../db/client.ts';
import { pgArray } from '../../db/pg-array.ts';
import type { Served } from '../dashboard/per-guest.ts';
import { getSdgTargets } from './save-sdg-target.ts';

type Rows<T> = { rows: T[] };

/**
 * Food waste and guest-nights of the clients' months of `year` that have guest-nights (the weight of a month with
 * none is left out, as for every figure per guest-night); null when no month has any.
 */
export async function yearFoodServed(db: Db, clientIds: string[], year: number): Promise<FoodServed | null> {
  const start = `${year}-01-01`;
  const end = `${year + 1}-01-01`;
  const ofClients = sql`client_id = any(${pgArray(clientIds)}::uuid[])`;
  const [row] = (
    (await db.execute(
      sql`with months as (select client_id, month, guest_nights from client_activity
          where ${ofClients} and month >= ${start}::date and month < ${end}::date and guest_nights > 0)
        select (select sum(guest_nights) from months) as guest_nights,
          (select sum(t.weight_kg) from daily_totals t
            where t.${ofClients} and t.day >= ${start}::date and t.day < ${end}::date and t.records > 0
              and t.waste_type = any(${pgArray(FOOD_WASTE_TYPES)}::text[])
              and (t.client_id, date_trunc('month', t.day::timestamp)::date) in (select client_id, month from months))
            as kg`,
    )) as unknown as Rows<{ guest_nights: string | null; kg: string | null }>
  ).rows;
  const guestNights = Number(row?.guest_nights ?? 0);
  return guestNights > 0 ? { foodKg: Number(row?.kg ?? 0), guestNights } : null;
}

/**
 * Food waste and guest-nights of the period's months that have guest-nights, from the dashboard's own served
 * figures (`served` keyed `${clientId}|${year*12+month}`), so the card agrees with the dashboard's per guest-night.
 */
export function periodFoodServed(months: YearMonth[], served: ReadonlyMap<string, Served>): FoodServed | null {
  const keys = new Set(months.map((m) => m.year * 12 + m.month));
  let foodKg = 0;
  let guestNights = 0;
  for (const [key, s] of served) {
    if (!keys.has(Number(key.split('|')[1])) || s.guestNights <= 0) continue;
    guestNights += s.guestNights;
    for (const type of FOOD_WASTE_TYPES) foodKg += s.byType[type] ?? 0;
  }
  return guestNights > 0 ? { foodKg, guestNights } : null;
}

/**
 * The SDG 12.3 progress of a dashboard's clients over its period: a client's own target, or a chain's when every
 * client has the same one (then baseline and period are the chain's sums); null when there is no such target.
 */
export async function dashboardSdgProgress(
  db: Db,
  clientIds: string[],
  months: YearMonth[],
  served: ReadonlyMap<string, Served>,
): Promise<SdgProgress | null> {
  if (!clientIds.length || !months.length) return null;
  const targets = await getSdgTargets(db, clientIds);
  const target =
    clientIds.length === 1
      ? (targets.get(clientIds[0]!) ?? null)
      : chainTarget(clientIds.map((id) => targets.get(id) ?? null));
  if (!target) return null;
  const baseline = await yearFoodServed(db, clientIds, target.baselineYear);
  const year = Math.max(...months.map((m) => m.year));
  return sdgProgress(target, baseline, periodFoodServed(months, served), year);
}
