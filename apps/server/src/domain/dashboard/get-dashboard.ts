import { inArray, sql, type SQL } from 'drizzle-orm';
import { compareDays, compareMonth, comparisonWindows } from '@ecopeso/shared/comparison';
import type { Dashboard, DashboardQuery } from '@ecopeso/shared/dashboard';
import { dayInZone, monthInZone } from '@ecopeso/shared/dates';
import type { Served as ServedCounts } from '@ecopeso/shared/per-guest';
import { filterMonths, type YearMonth } from '@ecopeso/shared/periods';
import { destinationOf, diversionOf, diversionPct } from '@ecopeso/shared/diversion';
import { percentOf } from '@ecopeso/shared/figures';
import { destinationGroup, type Destination, type SubType, type WasteType } from '@ecopeso/shared/waste';
import type { Db } from '../../db/client.ts';
import { pgArray } from '../../db/pg-array.ts';
import { clients, emissionFactors } from '../../db/schema.ts';
import { avoidedEmissions } from '../impact/avoided-emissions.ts';
import { clientRows, type RoutedDay } from './client-rows.ts';
import { clientMonthRows } from './client-months.ts';
import { contractSpans, joinSpans } from './contract-destination.ts';
import { dayInMonths } from './month-ranges.ts';
import { perGuestFigures, type Served } from './per-guest.ts';
import { goalProgress } from '../reduction-goals/goal-progress.ts';
import { getReductionGoal } from '../reduction-goals/save-reduction-goal.ts';
import { AppError } from '../app-error.ts';

type Rows<T> = { rows: T[] };
const run = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as Rows<T>).rows;
const num = (v: unknown) => Number(v ?? 0);
/** A type's share of the weight in percent (0 with no weight). */
const pct = (part: number, whole: number) => percentOf(part, whole) ?? 0;
const round3 = (v: number) => Math.round(v * 1000) / 1000;
const byName = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/**
 * Rows of the daily totals (alias `d`) in these months and areas. Rows a delete brought down to zero records are left
 * out: a day, type or area with no live record shows nowhere.
 */
function inMonths(months: YearMonth[], areas: string[]): SQL {
  const areaFilter = areas.length ? sql`and d.area_id = any(${pgArray(areas)}::uuid[])` : sql``;
  return sql`${dayInMonths(sql`d.day`, months)} and d.records > 0 ${areaFilter}`;
}

/**
 * Rows summed by `key` (kg, records, cost and priced weight), keeping the other columns of the first row of each
 * key: the database groups at the finest grain the series share, and each series sums those rows up.
 */
function sumRows<
  T extends { kg: string | number; records: string | number; cost: string | number | null; priced_kg: string | number },
>(
  rows: readonly T[],
  key: (row: T) => string,
): (Omit<T, 'kg' | 'records' | 'cost' | 'priced_kg'> & {
  kg: number;
  records: number;
  cost: number | null;
  priced_kg: number;
})[] {
  const sums = new Map<string, ReturnType<typeof sumRows<T>>[number]>();
  for (const row of rows) {
    const k = key(row);
    const sum = sums.get(k);
    if (!sum) {
      sums.set(k, {
        ...row,
        kg: Number(row.kg),
        records: Number(row.records),
        cost: row.cost === null ? null : Number(row.cost),
        priced_kg: Number(row.priced_kg),
      });
      continue;
    }
    sum.kg += Number(row.kg);
    sum.records += Number(row.records);
    if (row.cost !== null) sum.cost = (sum.cost ?? 0) + Number(row.cost);
    sum.priced_kg += Number(row.priced_kg);
  }
  return [...sums.values()];
}

/**
 * Every series of the analysis dashboard for one client (see getClientsDashboard).
 */
export async function getDashboard({
  clientId,
  ...rest
}: {
  db: Db;
  clientId: string;
  query: DashboardQuery;
  now?: Date;
  through?: string;
}): Promise<Dashboard> {
  return getClientsDashboard({ ...rest, clientIds: [clientId] });
}

/**
 * Every series of the analysis dashboard in one answer, summed over the given clients (access is the caller's),
 * computed in the database from the daily and monthly totals (cost grows with days and months, not records; see
 * decision 022). Destinations come from each client's contract in force on each day, else the type's default.
 * `through` (ISO day) cuts every series there.
 * "Today" is the first client's (by id) local date: clients of one chain share a time zone in practice.
 */
export async function getClientsDashboard({
  db,
  clientIds,
  query,
  now = new Date(),
  through,
}: {
  db: Db;
  clientIds: string[];
  query: DashboardQuery;
  now?: Date;
  through?: string;
}): Promise<Dashboard> {
  const ids = [...new Set(clientIds)].sort();
  const selected = ids.length
    ? await db
        .select({ id: clients.id, name: clients.name, timezone: clients.timezone, goal: clients.diversionGoalPct })
        .from(clients)
        .where(inArray(clients.id, ids))
    : [];
  if (!selected.length || selected.length !== ids.length) throw new AppError('not-found', 'Client not found.');
  const timezone = selected.find((c) => c.id === ids[0])!.timezone;
  const months = filterMonths(
    { selectedYears: query.years, selectedMonths: query.months, activePeriod: query.preset ?? null },
    monthInZone(timezone, now),
  );
  const today = dayInZone(timezone, now);
  const previous = months.map((m) => ({ year: m.year - 1, month: m.month }));
  const cut = through ? sql`and day <= ${through}::date` : sql``;
  const ofClients = sql`client_id = any(${pgArray(ids)}::uuid[])`;
  const areaFilter = query.areas.length ? sql`and area_id = any(${pgArray(query.areas)}::uuid[])` : sql``;

  const isCurrent = dayInMonths(sql`d.day`, months);

  // Two queries, each row read with the destination and price per kg of the contract in force on its day (the spans
  // of contract-destination.ts: one hash join, not a lookup per row). By day, from the daily totals of the period and
  // of the same months a year before: weight by day, type and destination (the daily series and the comparisons). By
  // client, from the monthly totals wherever a month is whole (client-months.ts), three groupings: by year, type,
  // sub-type, destination and price (the cards, the composition, the destinations, the cost, the comparison table);
  // by month and type where the client gave its activity (the weight per guest); by area and type. Each grouping is
  // as coarse as its series allow: the answer's cost is in the rows read and the rows sent (docs/benchmarks.md).
  type MonthRow = {
    /** Which grouping: BY_CLIENT_YEAR, BY_ACTIVE_MONTH or BY_AREA. */
    g: number;
    cur: boolean | null;
    client_id: string | null;
    year: number | null;
    /** year * 12 + month of a month with activity (in BY_ACTIVE_MONTH only). */
    ym: number | null;
    area_id: string | null;
    waste_type: WasteType;
    sub_type: SubType | null;
    destination: Destination | null;
    kg: string;
    records: string;
    /** Weight × the contract's price per kg, where a price exists (null where none does). */
    cost: string | null;
    priced_kg: string;
  };
  // grouping(year, active_month, area_id): a bit set for each column a grouping leaves out.
  const BY_CLIENT_YEAR = 0b011;
  const BY_ACTIVE_MONTH = 0b101;
  const BY_AREA = 0b110;
  const activeMonths = sql`select client_id, month from client_activity where ${ofClients}`;
  const [dayRows, monthRows, areaNames, activityRows, factors, [history]] = await Promise.all([
    run<{ day: string; cur: boolean; waste_type: WasteType; destination: Destination | null; kg: string }>(
      db,
      sql`with spans as (${contractSpans(ids, months)})
        select a.day::text as day, a.cur, a.waste_type, a.destination, a.kg
        from (select d.day, true as cur, d.waste_type, d_contract.destination, sum(d.weight_kg) kg
            from (select * from daily_totals d where ${ofClients} and ${inMonths(months, query.areas)} ${cut}) d
            ${joinSpans('d', sql`d.day`, sql`true`)}
            group by d.day, d.waste_type, d_contract.destination
          union all
          select d.day, false, d.waste_type, null, sum(d.weight_kg) kg from daily_totals d
          where ${ofClients} and ${inMonths(previous, query.areas)} and not ${isCurrent} ${cut}
          group by d.day, d.waste_type) a`,
    ),
    run<MonthRow>(
      db,
      sql`select grouping(r.year, r.active_month, r.area_id) as g, r.cur, r.client_id::text as client_id, r.year,
            r.area_id::text as area_id, r.waste_type, r.sub_type,
            extract(year from r.active_month)::int * 12 + extract(month from r.active_month)::int - 1 as ym,
            r.destination, sum(r.weight_kg) kg, sum(r.records) records, sum(r.weight_kg * r.price_per_kg) as cost,
            coalesce(sum(r.weight_kg) filter (where r.price_per_kg is not null), 0) as priced_kg
          from (select r.*, extract(year from r.month)::int as year,
              case when (r.client_id, r.month) in (${activeMonths}) then r.month end as active_month
            from (${clientMonthRows({ clientIds: ids, months, previous, areas: query.areas, through })}) r) r
          group by grouping sets ((r.cur, r.client_id, r.year, r.waste_type, r.sub_type, r.destination, r.price_per_kg),
            (r.client_id, r.active_month, r.waste_type), (r.cur, r.area_id, r.waste_type))`,
    ),
    run<{ id: string; name: string }>(db, sql`select id::text as id, name from areas where ${ofClients}`),
    run<{ client_id: string; ym: number; guest_nights: number; guests: number; meals: number }>(
      db,
      sql`select client_id::text as client_id, extract(year from month)::int * 12 + extract(month from month)::int - 1 as ym,
          guest_nights, guests, meals
        from client_activity where ${ofClients}
          and (extract(year from month)::int * 12 + extract(month from month)::int - 1) = any(${pgArray([...months, ...previous].map((m) => m.year * 12 + m.month))}::int[])`,
    ),
    // Every year: a record's year may have none, and then the latest year's apply (impact/avoided-emissions.ts).
    db.select().from(emissionFactors),
    // Where each client's history starts (the index finds each first day): the latest start is the one that can
    // leave an earlier period partial.
    run<{ start: string | null }>(
      db,
      sql`select max(s.first)::text as start from unnest(${pgArray(ids)}::uuid[]) as u(id),
        lateral (select min(day) as first from daily_totals where client_id = u.id and records > 0 ${areaFilter}) s`,
    ),
  ]);
  const currentKeys = new Set(months.map((m) => m.year * 12 + m.month));
  const periodRows = monthRows.filter((r) => r.g === BY_CLIENT_YEAR && r.cur) as (MonthRow & {
    client_id: string;
    year: number;
  })[];
  const typeRows = sumRows(periodRows, (r) => `${r.waste_type}|${r.sub_type}`);
  const nameOf = new Map(areaNames.map((a) => [a.id, a.name]));
  const areaRows = monthRows
    .filter((r) => r.g === BY_AREA && r.cur)
    .map((r) => ({ ...r, area_name: r.area_id === null ? null : (nameOf.get(r.area_id) ?? null) }));
  // Per guest-night, per guest and per meal: the weight of the months whose activity is known, over that activity
  // (summed over the clients that gave it for the month, the period's months and the same months a year before).
  const kgOfClientMonth = new Map<string, Partial<Record<WasteType, number>>>();
  for (const r of monthRows) {
    if (r.g !== BY_ACTIVE_MONTH || r.ym === null) continue;
    const key = `${r.client_id}|${Number(r.ym)}`;
    const types = kgOfClientMonth.get(key) ?? {};
    types[r.waste_type] = (types[r.waste_type] ?? 0) + num(r.kg);
    kgOfClientMonth.set(key, types);
  }
  const activity = new Map<string, ServedCounts>();
  const served = new Map<string, Served>();
  for (const a of activityRows) {
    const ym = num(a.ym);
    const types = kgOfClientMonth.get(`${a.client_id}|${ym}`) ?? {};
    const kg = Object.values(types).reduce((s, v) => s + v, 0);
    const counts = { guestNights: num(a.guest_nights), guests: num(a.guests), meals: num(a.meals) };
    served.set(`${a.client_id}|${ym}`, { ...counts, kg, byType: types });
    if (!currentKeys.has(ym)) continue;
    const ofClient = activity.get(a.client_id) ?? { guestNights: 0, guests: 0, meals: 0, kg: 0 };
    ofClient.guestNights += counts.guestNights;
    ofClient.guests += counts.guests;
    ofClient.meals += counts.meals;
    ofClient.kg += kg;
    activity.set(a.client_id, ofClient);
  }
  const clientYearRows: RoutedDay[] = sumRows(
    periodRows,
    (r) => `${r.client_id}|${r.year}|${r.waste_type}|${r.sub_type}|${r.destination}`,
  ).map((r) => ({ ...r, year: Number(r.year) }));
  const goal =
    selected.length === 1
      ? selected[0]!.goal
      : Math.round((selected.reduce((s, c) => s + c.goal, 0) / selected.length) * 100) / 100;

  // Summary and composition by type.
  const totalKg = typeRows.reduce((s, r) => s + num(r.kg), 0);
  const kgOfType = (t: WasteType) => typeRows.filter((r) => r.waste_type === t).reduce((s, r) => s + num(r.kg), 0);
  const types = [...new Set(typeRows.map((r) => r.waste_type))];
  const byType = types
    .map((wasteType) => ({
      wasteType,
      kg: round3(kgOfType(wasteType)),
      pct: pct(kgOfType(wasteType), totalKg),
      subTypes: typeRows
        .filter((r) => r.waste_type === wasteType)
        .map((r) => ({ subType: r.sub_type, kg: round3(num(r.kg)) }))
        .sort((a, b) => b.kg - a.kg),
    }))
    .sort((a, b) => b.kg - a.kg);

  // Monthly volume with the same month a year before: the same days while a month is in progress.
  const historyStart = history?.start ?? null;
  const kgPerDay = (rows: typeof dayRows) => {
    const days = new Map<string, number>();
    for (const r of rows) days.set(r.day, (days.get(r.day) ?? 0) + num(r.kg));
    return days;
  };
  const keyOfDay = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
  const currentDays = kgPerDay(dayRows.filter((r) => currentKeys.has(keyOfDay(r.day))));
  const previousDays = kgPerDay(dayRows.filter((r) => currentKeys.has(keyOfDay(r.day) + 12)));
  const monthly = months.map(({ year, month }) => {
    const key = year * 12 + month;
    const windows = comparisonWindows([{ year, month }], today);
    const previousThrough = windows.previous[0]?.through ?? '9999-12-31';
    const current = dayRows.filter((r) => keyOfDay(r.day) === key);
    const before = dayRows.filter((r) => keyOfDay(r.day) === key - 12 && r.day <= previousThrough);
    const typesOf = (rows: typeof dayRows) => {
      const byType: Partial<Record<WasteType, number>> = {};
      for (const r of rows) byType[r.waste_type] = (byType[r.waste_type] ?? 0) + num(r.kg);
      return Object.fromEntries(Object.entries(byType).map(([t, kg]) => [t, round3(kg)]));
    };
    return {
      year,
      month,
      totalKg: round3(current.reduce((s, r) => s + num(r.kg), 0)),
      byType: typesOf(current),
      previousYearKg: round3(before.reduce((s, r) => s + num(r.kg), 0)),
      previousYearByType: typesOf(before),
      comparison: compareMonth({ year, month }, today, currentDays, previousDays, historyStart),
    };
  });
  const comparison = compareDays({
    windows: comparisonWindows(months, today),
    current: currentDays,
    previous: previousDays,
    historyStart,
  });

  // Composition by area ('Geral' when a record has none).
  const areaKeys = [...new Set(areaRows.map((r) => r.area_id))];
  const byArea = areaKeys
    .map((areaId) => {
      const rows = areaRows.filter((r) => r.area_id === areaId);
      return {
        areaId,
        areaName: rows[0]?.area_name ?? null,
        kg: round3(rows.reduce((s, r) => s + num(r.kg), 0)),
        byType: Object.fromEntries(rows.map((r) => [r.waste_type, round3(num(r.kg))])),
      };
    })
    .sort((a, b) => b.kg - a.kg);

  const routedPeriod = periodRows.map((r) => ({
    year: Number(r.year),
    wasteType: r.waste_type,
    subType: r.sub_type,
    destination: destinationOf(r.waste_type, r.destination),
    kg: num(r.kg),
  }));
  const co2e = avoidedEmissions(routedPeriod, factors);

  // Diversion by day, and the destinations.
  const perDay = new Map<string, { totalKg: number; recoveryKg: number }>();
  for (const row of dayRows) {
    if (!row.cur) continue;
    const kg = num(row.kg);
    const day = perDay.get(row.day) ?? { totalKg: 0, recoveryKg: 0 };
    day.totalKg += kg;
    if (destinationGroup(destinationOf(row.waste_type, row.destination)) === 'recovery') day.recoveryKg += kg;
    perDay.set(row.day, day);
  }
  const perDestination = new Map<Destination, { kg: number; estimatedKg: number }>();
  let estimatedKg = 0;
  for (const row of periodRows) {
    const kg = num(row.kg);
    const destination = destinationOf(row.waste_type, row.destination);
    const share = perDestination.get(destination) ?? { kg: 0, estimatedKg: 0 };
    share.kg += kg;
    if (!row.destination) {
      share.estimatedKg += kg;
      estimatedKg += kg;
    }
    perDestination.set(destination, share);
  }
  const diversionDaily = [...perDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, v]) => ({
      day,
      totalKg: round3(v.totalKg),
      recoveryKg: round3(v.recoveryKg),
      pct: diversionPct(v.recoveryKg, v.totalKg) ?? 0,
    }));
  const shares = [...perDestination.entries()]
    .map(([destination, v]) => ({ destination, kg: round3(v.kg), estimatedKg: round3(v.estimatedKg) }))
    .sort((a, b) => b.kg - a.kg);
  const recovery = shares.filter((s) => destinationGroup(s.destination) === 'recovery');
  const disposal = shares.filter((s) => destinationGroup(s.destination) === 'disposal');
  const recoveryKg = recovery.reduce((s, r) => s + r.kg, 0);
  const disposalKg = disposal.reduce((s, r) => s + r.kg, 0);

  // Estimated cost (R$): weight × the price per kg of the contract in force on its day, only where a price exists.
  const pricedKg = typeRows.reduce((s, r) => s + num(r.priced_kg), 0);
  const costBrl = typeRows.reduce((s, r) => s + num(r.cost), 0);

  const perGuest = perGuestFigures(months, served);
  const goalOfClient = ids.length === 1 ? await getReductionGoal(db, ids[0]!) : null;
  const reductionGoal = goalOfClient ? await goalProgress(db, ids[0]!, goalOfClient, perGuest) : null;

  return {
    summary: {
      totalKg: round3(totalKg),
      records: typeRows.reduce((s, r) => s + num(r.records), 0),
      organicPct: pct(kgOfType('organico'), totalKg),
      recyclablePct: pct(kgOfType('reciclavel'), totalKg),
      rejeitoPct: pct(kgOfType('rejeito'), totalKg),
      compostavelPct: pct(kgOfType('compostavel'), totalKg),
    },
    cost: {
      brl: pricedKg > 0 ? Math.round(costBrl * 100) / 100 : null,
      pricedKg: round3(pricedKg),
      unpricedKg: round3(totalKg - pricedKg),
    },
    perGuest,
    reductionGoal,
    monthly,
    comparison,
    clients: clientRows({
      clients: [...selected].sort((a, b) => byName.compare(a.name, b.name)),
      rows: clientYearRows,
      factors,
      days: comparison.days,
      activity,
    }),
    byType,
    byArea,
    diversionDaily,
    diversion: {
      pct: diversionOf(routedPeriod).pct,
      averageDailyPct: diversionDaily.length
        ? Math.round((diversionDaily.reduce((s, d) => s + d.pct, 0) / diversionDaily.length) * 100) / 100
        : null,
      goalPct: goal,
    },
    destinations: {
      recovery,
      disposal,
      recoveryKg: round3(recoveryKg),
      disposalKg: round3(disposalKg),
      estimatedKg: round3(estimatedKg),
    },
    co2e,
  };
}
