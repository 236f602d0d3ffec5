import { sql, type SQL } from 'drizzle-orm';
import type { TopLosses } from '@ecopeso/shared/dashboard';
import type { LossReasonKind } from '@ecopeso/shared/kitchen-lists';
import { addDays } from '@ecopeso/shared/dates';
import type { YearMonth } from '@ecopeso/shared/periods';
import type { Destination, SubType, WasteType } from '@ecopeso/shared/waste';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { pgArray } from '../../db/pg-array.ts';
import { emissionFactors } from '../../db/schema.ts';
import { clientMonthRows } from './client-months.ts';
import { contractSpans, destinationCase, joinSpans, spansQuery, type Span } from './contract-destination.ts';
import { dayInMonths, wholeMonthsBetween } from './month-ranges.ts';

/**
 * What the dashboard reads from the database, and nothing it computes: the rows of the daily and monthly totals with
 * the destination and price of the contract in force on each day, the areas' names, the activity, the emission
 * factors and where the history starts. The series are computed from these rows by series.ts.
 */

/** A day's weight of one type and destination: `cur` in the period, else in the same months a year before. */
export interface DayRow {
  day: string;
  cur: boolean;
  waste_type: WasteType;
  destination: Destination | null;
  kg: string | number;
}

/** grouping(year, active_month, area_id): a bit set for each column a grouping leaves out. */
export const GROUPING = { byClientYear: 0b011, byActiveMonth: 0b101, byArea: 0b110 } as const;

/** A row of the monthly totals, in one of the three groupings (`g`). */
export interface MonthRow {
  /** Which grouping: GROUPING.byClientYear, byActiveMonth or byArea. */
  g: number;
  cur: boolean | null;
  client_id: string | null;
  year: number | null;
  /** year * 12 + month of a month with activity (in byActiveMonth only). */
  ym: number | null;
  area_id: string | null;
  waste_type: WasteType;
  sub_type: SubType | null;
  destination: Destination | null;
  kg: string | number;
  records: string | number;
  /** Weight × the contract's price per kg, where a price exists (null where none does). */
  cost: string | number | null;
  priced_kg: string | number;
}

/**
 * Organic weight of one price per kg of food (`cur` in the period, else in the previous period of equal length,
 * series.ts lossWindows): the whole of it (`whole`, from the daily totals) or that of one loss reason and food item,
 * read from the records naming either (the totals carry neither).
 */
export interface LossRow {
  whole: boolean;
  cur: boolean;
  /** The client's price per kg of food (R$), null where it set none. */
  price_per_kg: string | number | null;
  reason_kind: LossReasonKind | null;
  reason_name: string | null;
  item_name: string | null;
  kg: string | number;
}

/** A client's activity of one month (ym = year * 12 + month). */
export interface ActivityRow {
  client_id: string;
  ym: number;
  guest_nights: number;
  guests: number;
  meals: number;
}

export interface DashboardRows {
  dayRows: DayRow[];
  monthRows: MonthRow[];
  areaNames: { id: string; name: string }[];
  activityRows: ActivityRow[];
  lossRows: LossRow[];
  factors: (typeof emissionFactors.$inferSelect)[];
  /** The latest first day of the clients' histories (in the areas asked): it can leave an earlier period partial. */
  historyStart: string | null;
}

/**
 * Rows of the daily totals (alias `d`) in these months and areas. Rows a delete brought down to zero records are left
 * out: a day, type or area with no live record shows nowhere.
 */
function inMonths(months: YearMonth[], areas: string[]): SQL {
  const areaFilter = areas.length ? sql`and d.area_id = any(${pgArray(areas)}::uuid[])` : sql``;
  return sql`${dayInMonths(sql`d.day`, months)} and d.records > 0 ${areaFilter}`;
}

/**
 * Reads the dashboard's rows for the clients `ids` (sorted, existing, access checked by the caller), the period's
 * `months` and the same months a year before (`previous`), in `areas` (none: all), up to `through` (ISO day) if given.
 *
 * Two queries carry the weight, each row read with the destination and price per kg of the contract in force on its
 * day (the spans of contract-destination.ts: one hash join, not a lookup per row). By day, from the daily totals of
 * the period and of the same months a year before: weight by day, type and destination (the daily series and the
 * comparisons). By client, from the monthly totals wherever a month is whole (client-months.ts), three groupings: by
 * year, type, sub-type, destination and price (the cards, the composition, the destinations, the cost, the comparison
 * table); by month and type where the client gave its activity (the weight per guest); by area and type. Each
 * grouping is as coarse as its series allow: the answer's cost is in the rows read and the rows sent
 * (docs/benchmarks.md). The top losses read the organic records themselves, by the client's local day, in the
 * period's months up to the end of `losses.window` and in `losses.previousWindow`.
 */
export async function readDashboardRows({
  db,
  ids,
  months,
  previous,
  areas,
  through,
  losses,
}: {
  db: Db;
  ids: string[];
  months: YearMonth[];
  previous: YearMonth[];
  areas: string[];
  through?: string;
  losses: Pick<TopLosses, 'window' | 'previousWindow'>;
}): Promise<DashboardRows> {
  const cut = through ? sql`and day <= ${through}::date` : sql``;
  const ofClients = sql`client_id = any(${pgArray(ids)}::uuid[])`;
  const areaFilter = areas.length ? sql`and area_id = any(${pgArray(areas)}::uuid[])` : sql``;
  const isCurrent = dayInMonths(sql`d.day`, months);
  const activeMonths = sql`select client_id, month from client_activity where ${ofClients}`;
  const { window, previousWindow } = losses;
  const localDay = sql`(w.recorded_at at time zone c.timezone)::date`;
  const inWindow = (day: SQL) => sql`(${dayInMonths(day, months)} and ${day} < ${window.until}::date)`;
  const inPrevious = (day: SQL) =>
    sql`(${day} >= ${previousWindow.from}::date and ${day} < ${previousWindow.until}::date)`;
  // The months wholly inside each loss window (cut at `through`), read from the monthly totals.
  const cutAt = (until: string) => (through && addDays(through, 1) < until ? addDays(through, 1) : until);
  const currentKeys = new Set(months.map((m) => m.year * 12 + m.month));
  const wholeCurrent = wholeMonthsBetween(window.from, cutAt(window.until)).filter((m) =>
    currentKeys.has(m.year * 12 + m.month),
  );
  const wholePrevious = wholeMonthsBetween(previousWindow.from, cutAt(previousWindow.until));
  const [dayRows, monthRows, areaNames, activityRows, lossRows, factors, [history]] = await Promise.all([
    rowsOf<Span>(db, spansQuery(ids, months)).then((spans) => {
      const byCase = destinationCase(spans, ids, 'd');
      const current = sql`select * from daily_totals d where ${ofClients} and ${inMonths(months, areas)} ${cut}`;
      // With the expression, the day rows are summed by day and type first (by client only for the clients it tests
      // by id), and the destination is given to those sums: one expression per sum, not per row.
      const tested = byCase?.clientsTested.length
        ? sql`case when d.client_id = any(${pgArray(byCase.clientsTested)}::uuid[]) then d.client_id end`
        : sql`null::uuid`;
      const currentDays = byCase
        ? sql`select d.day, true as cur, d.waste_type, ${byCase.expression} as destination, sum(d.kg) kg
            from (select d.day, d.waste_type, ${tested} as client_id, sum(d.weight_kg) kg
              from (${current}) d group by 1, 2, 3) d
            group by 1, 3, 4`
        : sql`select d.day, true as cur, d.waste_type, d_contract.destination, sum(d.weight_kg) kg
            from (${current}) d ${joinSpans('d', sql`d.day`, sql`true`)}
            group by d.day, d.waste_type, d_contract.destination`;
      return rowsOf<DayRow>(
        db,
        sql`${byCase ? sql`` : sql`with spans as (${contractSpans(ids, months)})`}
        select a.day::text as day, a.cur, a.waste_type, a.destination, a.kg
        from (${currentDays}
          union all
          select d.day, false, d.waste_type, null, sum(d.weight_kg) kg from daily_totals d
          where ${ofClients} and ${inMonths(previous, areas)} and not ${isCurrent} ${cut}
          group by d.day, d.waste_type) a`,
      );
    }),
    rowsOf<MonthRow>(
      db,
      sql`select grouping(r.year, r.active_month, r.area_id) as g, r.cur, r.client_id::text as client_id, r.year,
            r.area_id::text as area_id, r.waste_type, r.sub_type,
            extract(year from r.active_month)::int * 12 + extract(month from r.active_month)::int - 1 as ym,
            r.destination, sum(r.weight_kg) kg, sum(r.records) records, sum(r.weight_kg * r.price_per_kg) as cost,
            coalesce(sum(r.weight_kg) filter (where r.price_per_kg is not null), 0) as priced_kg
          from (select r.*, extract(year from r.month)::int as year,
              case when (r.client_id, r.month) in (${activeMonths}) then r.month end as active_month
            from (${clientMonthRows({ clientIds: ids, months, previous, areas, through })}) r) r
          group by grouping sets ((r.cur, r.client_id, r.year, r.waste_type, r.sub_type, r.destination, r.price_per_kg),
            (r.client_id, r.active_month, r.waste_type), (r.cur, r.area_id, r.waste_type))`,
    ),
    rowsOf<{ id: string; name: string }>(db, sql`select id::text as id, name from areas where ${ofClients}`),
    rowsOf<ActivityRow>(
      db,
      sql`select client_id::text as client_id, extract(year from month)::int * 12 + extract(month from month)::int - 1 as ym,
          guest_nights, guests, meals
        from client_activity where ${ofClients}
          and (extract(year from month)::int * 12 + extract(month from month)::int - 1) = any(${pgArray([...months, ...previous].map((m) => m.year * 12 + m.month))}::int[])`,
    ),
    // The top losses: the organic weight of both windows from the totals (`whole`): each month whose days all fall
    // in a window from the monthly totals, the other days from the daily totals, summed by client before the client's
    // price is joined (a few hundred rows, not one per day); and the records naming a reason or an item, through
    // their own index (a day either side in UTC, then the client's day): the cost grows with the records that name a
    // loss, not with all of them.
    rowsOf<LossRow>(
      db,
      sql`select true as whole, o.cur, c.food_cost_per_kg as price_per_kg, null as reason_kind, null as reason_name,
            null as item_name, sum(o.kg) kg
          from (select m.client_id, ${dayInMonths(sql`m.month`, wholeCurrent)} as cur, sum(m.weight_kg) kg
              from monthly_totals m
              where m.client_id = any(${pgArray(ids)}::uuid[]) and m.waste_type = 'organico' and m.records > 0
                ${areas.length ? sql`and m.area_id = any(${pgArray(areas)}::uuid[])` : sql``}
                and ${dayInMonths(sql`m.month`, [...wholeCurrent, ...wholePrevious])}
              group by 1, 2
            union all
            select d.client_id, ${inWindow(sql`d.day`)}, sum(d.weight_kg)
              from daily_totals d
              where d.client_id = any(${pgArray(ids)}::uuid[]) and d.waste_type = 'organico' and d.records > 0
                ${areas.length ? sql`and d.area_id = any(${pgArray(areas)}::uuid[])` : sql``}
                and (${inWindow(sql`d.day`)} or ${inPrevious(sql`d.day`)})
                and not ${dayInMonths(sql`d.day`, [...wholeCurrent, ...wholePrevious])}
                ${through ? sql`and d.day <= ${through}::date` : sql``}
              group by 1, 2) o
          join clients c on c.id = o.client_id
          group by o.cur, c.food_cost_per_kg
        union all
        select false, l.cur, l.price_per_kg, l.reason_kind, l.reason_name, l.item_name, sum(l.kg)
          from (select ${inWindow(localDay)} as cur, c.food_cost_per_kg as price_per_kg, lr.kind as reason_kind,
              lr.name as reason_name, fi.name as item_name, w.weight_kg as kg
            from waste_records w
            join clients c on c.id = w.client_id
            left join loss_reasons lr on lr.client_id = w.client_id and lr.id = w.loss_reason_id
            left join food_items fi on fi.client_id = w.client_id and fi.id = w.food_item_id
            where w.client_id = any(${pgArray(ids)}::uuid[]) and w.deleted_at is null
              and (w.loss_reason_id is not null or w.food_item_id is not null) and w.waste_type = 'organico'
              ${areas.length ? sql`and w.area_id = any(${pgArray(areas)}::uuid[])` : sql``}
              and w.recorded_at >= ${previousWindow.from}::date - 1 and w.recorded_at < ${window.until}::date + 1
              and (${inWindow(localDay)} or ${inPrevious(localDay)})
              ${through ? sql`and ${localDay} <= ${through}::date` : sql``}) l
          group by 1, 2, 3, 4, 5, 6`,
    ),
    // Every year: a record's year may have none, and then the latest year's apply (impact/avoided-emissions.ts).
    db.select().from(emissionFactors),
    // Where each client's history starts (the index finds each first day): the latest start is the one that can
    // leave an earlier period partial.
    rowsOf<{ start: string | null }>(
      db,
      sql`select max(s.first)::text as start from unnest(${pgArray(ids)}::uuid[]) as u(id),
        lateral (select min(day) as first from daily_totals where client_id = u.id and records > 0 ${areaFilter}) s`,
    ),
  ]);
  return { dayRows, monthRows, areaNames, activityRows, lossRows, factors, historyStart: history?.start ?? null };
}
