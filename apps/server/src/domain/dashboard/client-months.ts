import { sql, type SQL } from 'drizzle-orm';
import type { YearMonth } from '@ecopeso/shared/periods';
import { pgArray } from '../../db/pg-array.ts';
import { contractSpans, joinSpans } from './contract-destination.ts';
import { dayInMonths } from './month-ranges.ts';

const firstDay = (m: YearMonth) => `${m.year}-${String(m.month + 1).padStart(2, '0')}-01`;
const lastDay = (m: YearMonth) => new Date(Date.UTC(m.year, m.month + 1, 0)).toISOString().slice(0, 10);

/**
 * The weight of each client, month, area, type and sub-type with the destination and price per kg of the contract
 * in force (for the period's months only, null where none is; `cur` tells them from the same months a year before),
 * read from the monthly totals wherever a month's rows are whole and share one contract, else from the daily totals:
 * - a month that `through` cuts (or passes) is read by day, up to `through`;
 * - a (client, type, month) of the period in which one of the client's contracts for that type begins after the
 *   month's first day or ends before its last is read by day, each day with its own contract. Elsewhere every day
 *   of the month has the same contracts in force, so the month's first day tells its contract for all of them.
 *   Those months are read by index, span of the contract in force by span, each span's days summed by area and
 *   sub-type there: one row per span, not one per day, for the groupings of read-dashboard.ts to sum (the grouping
 *   also keeps the planner from reading the whole table instead, as `offset 0` did).
 * Rows with no live record are left out. Columns: cur, client_id, month (date), area_id, waste_type, sub_type,
 * weight_kg, records, destination, price_per_kg.
 */
export function clientMonthRows({
  clientIds,
  months,
  previous,
  areas,
  through,
}: {
  clientIds: string[];
  months: YearMonth[];
  previous: YearMonth[];
  areas: string[];
  through?: string;
}): SQL {
  const all = [...months, ...previous];
  const whole = all.filter((m) => !through || lastDay(m) <= through);
  const cutMonths = all.filter((m) => !whole.includes(m));
  const ofClients = sql`client_id = any(${pgArray(clientIds)}::uuid[])`;
  const areaFilter = areas.length ? sql`and t.area_id = any(${pgArray(areas)}::uuid[])` : sql``;
  const cut = through ? sql`and t.day <= ${through}::date` : sql``;
  const currentStarts = pgArray(months.filter((m) => whole.includes(m)).map(firstDay));
  const split = sql`select distinct c.client_id, c.waste_type, s.month
    from contracts c cross join unnest(${currentStarts}::date[]) as s(month)
    where c.${ofClients}
      and ((c.valid_from > s.month and c.valid_from < (s.month + interval '1 month')::date)
        or (c.valid_to >= s.month and c.valid_to < (s.month + interval '1 month')::date - 1))`;
  const columns = sql`d.cur, d.client_id, d.month, d.area_id, d.waste_type, d.sub_type, d.weight_kg, d.records,
    d_contract.destination, d_contract.price_per_kg`;
  const contract = joinSpans('d', sql`d.day`, sql`d.cur`);
  return sql`with split as (${split}), spans as (${contractSpans(clientIds, months)})
    select ${columns}
    from (select t.*, t.month as day, ${dayInMonths(sql`t.month`, months)} as cur from monthly_totals t
      where t.${ofClients} and ${dayInMonths(sql`t.month`, whole)} and t.records > 0 ${areaFilter}
        and (t.client_id, t.waste_type, t.month) not in (select * from split)) d
    ${contract}
    union all
    select ${columns}
    from (select t.*, date_trunc('month', t.day::timestamp)::date as month, ${dayInMonths(sql`t.day`, months)} as cur
      from daily_totals t
      where t.${ofClients} and ${dayInMonths(sql`t.day`, cutMonths)} and t.records > 0 ${areaFilter} ${cut}) d
    ${contract}
    union all
    select true, s.client_id, s.month, t.area_id, s.waste_type, t.sub_type, t.weight_kg, t.records, p.destination,
      p.price_per_kg
    from split s
    join spans p on p.client_id = s.client_id and p.waste_type = s.waste_type
      and p.start < (s.month + interval '1 month')::date and (p.until is null or p.until > s.month)
    cross join lateral (select t.area_id, t.sub_type, sum(t.weight_kg) as weight_kg, sum(t.records) as records
      from daily_totals t
      where t.client_id = s.client_id
        and t.day >= greatest(s.month, p.start) and t.day < least((s.month + interval '1 month')::date, p.until)
        and t.waste_type = s.waste_type and coalesce(t.sub_type, '') = p.sub_key and t.records > 0 ${areaFilter}
      group by t.area_id, t.sub_type) t`;
}
