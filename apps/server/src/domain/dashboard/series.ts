import { compareDays, compareMonth, comparisonWindows } from '@ecopeso/shared/comparison';
import { addDays, daysBetween } from '@ecopeso/shared/dates';
import { TOP_LOSSES, type Dashboard, type TopLoss, type TopLosses } from '@ecopeso/shared/dashboard';
import { destinationOf, diversionPct } from '@ecopeso/shared/diversion';
import { percentOf, roundToGram } from '@ecopeso/shared/figures';
import type { Served as ServedCounts } from '@ecopeso/shared/per-guest';
import type { YearMonth } from '@ecopeso/shared/periods';
import { destinationGroup, type Destination, type SubType, type WasteType } from '@ecopeso/shared/waste';
import type { Served } from './per-guest.ts';
import { monthRanges } from './month-ranges.ts';
import { GROUPING, type ActivityRow, type DayRow, type LossRow, type MonthRow } from './read-dashboard.ts';

/**
 * The dashboard's series, each computed from the rows read-dashboard.ts reads: pure, so each is tested on rows
 * written by hand (series.test.ts). Figures are rounded once, here, to the gram.
 */

const num = (v: unknown) => Number(v ?? 0);
/** A part's share of the whole in percent (0 with no weight). */
const pct = (part: number, whole: number) => percentOf(part, whole) ?? 0;

/** A month as one number, year * 12 + month (0–11), for a day 'YYYY-MM-DD'. */
export const monthKeyOfDay = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;

interface Summable {
  kg: string | number;
  records: string | number;
  cost: string | number | null;
  priced_kg: string | number;
}
type Summed<T> = Omit<T, keyof Summable> & { kg: number; records: number; cost: number | null; priced_kg: number };

/**
 * Rows summed by `key` (kg, records, cost and priced weight), keeping the other columns of the first row of each
 * key: the database groups at the finest grain the series share, and each series sums those rows up.
 */
export function sumRows<T extends Summable>(rows: readonly T[], key: (row: T) => string): Summed<T>[] {
  const sums = new Map<string, Summed<T>>();
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

type TypeRow = Pick<MonthRow, 'waste_type' | 'sub_type'> & Summable;

/** The cards (total, records, each type's share) and the estimated cost, from the period's rows by type. */
export function summaryOf(typeRows: readonly TypeRow[]): Pick<Dashboard, 'summary' | 'cost'> {
  const totalKg = typeRows.reduce((s, r) => s + num(r.kg), 0);
  const kgOfType = (t: WasteType) => typeRows.filter((r) => r.waste_type === t).reduce((s, r) => s + num(r.kg), 0);
  // Estimated cost (R$): weight × the price per kg of the contract in force on its day, only where a price exists.
  const pricedKg = typeRows.reduce((s, r) => s + num(r.priced_kg), 0);
  const costBrl = typeRows.reduce((s, r) => s + num(r.cost), 0);
  return {
    summary: {
      totalKg: roundToGram(totalKg),
      records: typeRows.reduce((s, r) => s + num(r.records), 0),
      organicPct: pct(kgOfType('organico'), totalKg),
      recyclablePct: pct(kgOfType('reciclavel'), totalKg),
      rejeitoPct: pct(kgOfType('rejeito'), totalKg),
      compostavelPct: pct(kgOfType('compostavel'), totalKg),
    },
    cost: {
      brl: pricedKg > 0 ? Math.round(costBrl * 100) / 100 : null,
      pricedKg: roundToGram(pricedKg),
      unpricedKg: roundToGram(totalKg - pricedKg),
    },
  };
}

/** The composition by type, heaviest first, each type with its sub-types, heaviest first. */
export function compositionByType(typeRows: readonly TypeRow[]): Dashboard['byType'] {
  const totalKg = typeRows.reduce((s, r) => s + num(r.kg), 0);
  const kgOfType = (t: WasteType) => typeRows.filter((r) => r.waste_type === t).reduce((s, r) => s + num(r.kg), 0);
  return [...new Set(typeRows.map((r) => r.waste_type))]
    .map((wasteType) => ({
      wasteType,
      kg: roundToGram(kgOfType(wasteType)),
      pct: pct(kgOfType(wasteType), totalKg),
      subTypes: typeRows
        .filter((r) => r.waste_type === wasteType)
        .map((r) => ({ subType: r.sub_type as SubType | null, kg: roundToGram(num(r.kg)) }))
        .sort((a, b) => b.kg - a.kg),
    }))
    .sort((a, b) => b.kg - a.kg);
}

/**
 * Each month of the period with its types and the same month a year before — the same days while a month is in
 * progress (`today`) — and the period's comparison with the year before, from the rows by day.
 */
export function monthlySeries({
  months,
  dayRows,
  today,
  historyStart,
}: {
  months: YearMonth[];
  dayRows: readonly DayRow[];
  today: string;
  historyStart: string | null;
}): Pick<Dashboard, 'monthly' | 'comparison'> {
  const currentKeys = new Set(months.map((m) => m.year * 12 + m.month));
  const kgPerDay = (rows: readonly DayRow[]) => {
    const days = new Map<string, number>();
    for (const r of rows) days.set(r.day, (days.get(r.day) ?? 0) + num(r.kg));
    return days;
  };
  const currentDays = kgPerDay(dayRows.filter((r) => currentKeys.has(monthKeyOfDay(r.day))));
  const previousDays = kgPerDay(dayRows.filter((r) => currentKeys.has(monthKeyOfDay(r.day) + 12)));
  const typesOf = (rows: readonly DayRow[]) => {
    const byType: Partial<Record<WasteType, number>> = {};
    for (const r of rows) byType[r.waste_type] = (byType[r.waste_type] ?? 0) + num(r.kg);
    return Object.fromEntries(Object.entries(byType).map(([t, kg]) => [t, roundToGram(kg)]));
  };
  const monthly = months.map(({ year, month }) => {
    const key = year * 12 + month;
    const windows = comparisonWindows([{ year, month }], today);
    const previousThrough = windows.previous[0]?.through ?? '9999-12-31';
    const current = dayRows.filter((r) => monthKeyOfDay(r.day) === key);
    const before = dayRows.filter((r) => monthKeyOfDay(r.day) === key - 12 && r.day <= previousThrough);
    return {
      year,
      month,
      totalKg: roundToGram(current.reduce((s, r) => s + num(r.kg), 0)),
      byType: typesOf(current),
      previousYearKg: roundToGram(before.reduce((s, r) => s + num(r.kg), 0)),
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
  return { monthly, comparison };
}

/** The composition by area, heaviest first ('Geral', a null area, when a record has none). */
export function compositionByArea(
  areaRows: readonly Pick<MonthRow, 'area_id' | 'waste_type' | 'kg'>[],
  names: ReadonlyMap<string, string>,
): Dashboard['byArea'] {
  return [...new Set(areaRows.map((r) => r.area_id))]
    .map((areaId) => {
      const rows = areaRows.filter((r) => r.area_id === areaId);
      return {
        areaId,
        areaName: areaId === null ? null : (names.get(areaId) ?? null),
        kg: roundToGram(rows.reduce((s, r) => s + num(r.kg), 0)),
        byType: Object.fromEntries(rows.map((r) => [r.waste_type, roundToGram(num(r.kg))])),
      };
    })
    .sort((a, b) => b.kg - a.kg);
}

/** Landfill diversion of each day of the period, oldest first, from the rows by day (the year before left out). */
export function diversionDaily(dayRows: readonly DayRow[]): Dashboard['diversionDaily'] {
  const perDay = new Map<string, { totalKg: number; recoveryKg: number }>();
  for (const row of dayRows) {
    if (!row.cur) continue;
    const kg = num(row.kg);
    const day = perDay.get(row.day) ?? { totalKg: 0, recoveryKg: 0 };
    day.totalKg += kg;
    if (destinationGroup(destinationOf(row.waste_type, row.destination)) === 'recovery') day.recoveryKg += kg;
    perDay.set(row.day, day);
  }
  return [...perDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, v]) => ({
      day,
      totalKg: roundToGram(v.totalKg),
      recoveryKg: roundToGram(v.recoveryKg),
      pct: diversionPct(v.recoveryKg, v.totalKg) ?? 0,
    }));
}

/**
 * Where the period's weight went, each destination with the part of it that no contract named (the type's default,
 * estimated), heaviest first, split into recovery and disposal.
 */
export function destinationShares(
  periodRows: readonly Pick<MonthRow, 'waste_type' | 'destination' | 'kg'>[],
): Dashboard['destinations'] {
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
  const shares = [...perDestination.entries()]
    .map(([destination, v]) => ({ destination, kg: roundToGram(v.kg), estimatedKg: roundToGram(v.estimatedKg) }))
    .sort((a, b) => b.kg - a.kg);
  const recovery = shares.filter((s) => destinationGroup(s.destination) === 'recovery');
  const disposal = shares.filter((s) => destinationGroup(s.destination) === 'disposal');
  return {
    recovery,
    disposal,
    recoveryKg: roundToGram(recovery.reduce((s, r) => s + r.kg, 0)),
    disposalKg: roundToGram(disposal.reduce((s, r) => s + r.kg, 0)),
    estimatedKg: roundToGram(estimatedKg),
  };
}

/**
 * Per guest-night, per guest and per meal: the weight of the months whose activity is known beside that activity.
 * `served`: each client's month (period and year before) with its weight by type; `activity`: each client's totals
 * over the period's months (`months`), for the comparison table.
 */
export function servedFigures(
  months: YearMonth[],
  monthRows: readonly MonthRow[],
  activityRows: readonly ActivityRow[],
): { served: Map<string, Served>; activity: Map<string, ServedCounts> } {
  const currentKeys = new Set(months.map((m) => m.year * 12 + m.month));
  const kgOfClientMonth = new Map<string, Partial<Record<WasteType, number>>>();
  for (const r of monthRows) {
    if (r.g !== GROUPING.byActiveMonth || r.ym === null) continue;
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
  return { served, activity };
}

/**
 * The days the top losses read: the period's, from its first day up to the end of its last month or `lastDay`
 * (today, or the dashboard's cut) whichever comes first, and the previous period of the same number of days, ending
 * where the period starts. Months left out inside the period stay out (the rows are read by month), but the previous
 * period is as long as the span from first to last. No days yet (a future period): both empty.
 */
export function lossWindows(
  months: readonly YearMonth[],
  lastDay: string,
): { window: TopLosses['window']; previousWindow: TopLosses['previousWindow'] } {
  const ranges = monthRanges(months);
  const from = ranges[0]?.from ?? addDays(lastDay, 1);
  const length = Math.max(
    0,
    Math.min(daysBetween(from, ranges.at(-1)?.until ?? from), daysBetween(from, addDays(lastDay, 1))),
  );
  const until = addDays(from, length);
  return { window: { from, until }, previousWindow: { from: addDays(from, -length), until: from } };
}

/**
 * The top losses from the rows read (`cur` the period, else the previous period; `whole` the organic weight, else the
 * part naming a reason or an item): the heaviest food items (by name, over the clients) and loss reasons (by kind,
 * else name), each with its cost at its client's price per kg of food, its share of the period's organic weight and
 * its change against the previous period.
 */
export function topLosses(rows: readonly LossRow[], windows: Pick<TopLosses, 'window' | 'previousWindow'>): TopLosses {
  const whole = rows.filter((r) => r.whole);
  const named = rows.filter((r) => !r.whole);
  const current = whole.filter((r) => r.cur);
  const organicKg = current.reduce((s, r) => s + num(r.kg), 0);
  const previousOrganicKg = whole.filter((r) => !r.cur).reduce((s, r) => s + num(r.kg), 0);
  const priced = current.filter((r) => r.price_per_kg !== null);
  const costOf = (of: readonly LossRow[]) =>
    of.some((r) => r.price_per_kg !== null && num(r.kg) > 0)
      ? Math.round(of.reduce((s, r) => s + num(r.kg) * num(r.price_per_kg), 0) * 100) / 100
      : null;
  const rank = (keyOf: (r: LossRow) => string | null, entry: (r: LossRow) => Pick<TopLoss, 'kind' | 'name'>) => {
    const groups = new Map<
      string,
      { entry: Pick<TopLoss, 'kind' | 'name'>; cur: LossRow[]; kg: number; previousKg: number }
    >();
    for (const row of named) {
      const key = keyOf(row);
      if (key === null) continue;
      const group = groups.get(key) ?? { entry: entry(row), cur: [], kg: 0, previousKg: 0 };
      if (row.cur) {
        group.cur.push(row);
        group.kg += num(row.kg);
      } else group.previousKg += num(row.kg);
      groups.set(key, group);
    }
    return [...groups.values()]
      .filter((g) => g.kg > 0)
      .sort(
        (a, b) =>
          b.kg - a.kg || String(a.entry.name ?? a.entry.kind).localeCompare(String(b.entry.name ?? b.entry.kind)),
      )
      .slice(0, TOP_LOSSES)
      .map((g) => ({
        ...g.entry,
        kg: roundToGram(g.kg),
        costBrl: costOf(g.cur),
        pct: pct(g.kg, organicKg),
        previousKg: roundToGram(g.previousKg),
        changePct: percentOf(g.kg - g.previousKg, g.previousKg),
      }));
  };
  const kgWithout = (names: (r: LossRow) => boolean) =>
    roundToGram(organicKg - named.filter((r) => r.cur && names(r)).reduce((s, r) => s + num(r.kg), 0));
  return {
    ...windows,
    organicKg: roundToGram(organicKg),
    previousOrganicKg: roundToGram(previousOrganicKg),
    costBrl: costOf(current),
    unpricedKg: roundToGram(organicKg - priced.reduce((s, r) => s + num(r.kg), 0)),
    byItem: rank(
      (r) => r.item_name,
      (r) => ({ kind: null, name: r.item_name }),
    ),
    byReason: rank(
      (r) => (r.reason_kind ? `kind:${r.reason_kind}` : r.reason_name === null ? null : `name:${r.reason_name}`),
      (r) => ({ kind: r.reason_kind, name: r.reason_kind ? null : r.reason_name }),
    ),
    withoutItemKg: kgWithout((r) => r.item_name !== null),
    withoutReasonKg: kgWithout((r) => r.reason_kind !== null || r.reason_name !== null),
  };
}
