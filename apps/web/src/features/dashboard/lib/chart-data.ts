import type { Dashboard } from '@ecopeso/shared/dashboard';
import { diversionPct } from '@ecopeso/shared/diversion';
import { roundTo } from '@ecopeso/shared/figures';
import { DESTINATIONS, WASTE_TYPES, type Destination, type WasteType } from '@ecopeso/shared/waste';

type ByType = Partial<Record<WasteType, number>>;

/** Waste types with weight in any of these breakdowns, in the fixed order every chart stacks them. */
export function typesWithWeight(...breakdowns: ByType[]): WasteType[] {
  return WASTE_TYPES.filter((type) => breakdowns.some((b) => (b[type] ?? 0) > 0));
}

/** Keys of the previous year's stacked bars in the monthly chart. */
export const previousKey = (type: WasteType) => `previous_${type}` as const;

export type MonthRow = {
  year: number;
  month: number;
  current: number;
  previous: number;
} & Partial<Record<WasteType | ReturnType<typeof previousKey>, number>>;

/** One row per month of the filter: its total and types, and the same month a year before. */
export function monthlyRows(monthly: Dashboard['monthly']): MonthRow[] {
  return monthly.map((m) => {
    const row: MonthRow = { year: m.year, month: m.month, current: m.totalKg, previous: m.previousYearKg };
    for (const type of WASTE_TYPES) {
      row[type] = m.byType[type] ?? 0;
      row[previousKey(type)] = m.previousYearByType[type] ?? 0;
    }
    return row;
  });
}

export type AreaRow = { name: string; total: number } & Partial<Record<WasteType, number>>;

/** Areas by weight, each split by type; a record with no area counts under `noAreaName`. */
export function areaRows(byArea: Dashboard['byArea'], noAreaName: string): AreaRow[] {
  return byArea.map((a) => ({ name: a.areaName ?? noAreaName, total: a.kg, ...a.byType }));
}

export type DestinationGroup = 'recovery' | 'disposal';

export interface DestinationSeries {
  /** Data key in the destination rows. */
  key: string;
  destination: Destination;
  group: DestinationGroup;
  /** The part of this destination's weight that no contract covers (estimated from the waste type). */
  estimated: boolean;
}

export type DestinationRow = { group: DestinationGroup; total: number } & Record<string, number | string>;

/**
 * The Recovery and Disposal bars, each stacked by destination; within a destination, weight a contract covers
 * and weight only estimated from its type are separate segments, so the estimate can be drawn differently.
 */
export function destinationChart(destinations: Dashboard['destinations']): {
  rows: DestinationRow[];
  series: DestinationSeries[];
} {
  const series: DestinationSeries[] = [];
  const rows: DestinationRow[] = (['recovery', 'disposal'] as const).map((group) => {
    const row: DestinationRow = { group, total: destinations[`${group}Kg`] };
    const shares = [...destinations[group]].sort(
      (a, b) => DESTINATIONS.indexOf(a.destination) - DESTINATIONS.indexOf(b.destination),
    );
    for (const share of shares) {
      const covered = Math.max(0, share.kg - share.estimatedKg);
      if (covered > 0) {
        row[share.destination] = covered;
        series.push({ key: share.destination, destination: share.destination, group, estimated: false });
      }
      if (share.estimatedKg > 0) {
        const key = `${share.destination}_estimated`;
        row[key] = share.estimatedKg;
        series.push({ key, destination: share.destination, group, estimated: true });
      }
    }
    return row;
  });
  return { rows, series };
}

/** True when there is weight but no contract covers any of it: every destination is only the type's default. */
export function noContractCovers(destinations: Dashboard['destinations']): boolean {
  const total = destinations.recoveryKg + destinations.disposalKg;
  return total > 0 && destinations.estimatedKg >= total - 0.0005;
}

/** Share of the whole, in percent (0 when there is no whole). */
export const shareOf = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : 0);

/** Past this many days the daily diversion chart shows weeks: a year of daily points is too busy to read. */
export const WEEKLY_AFTER_DAYS = 90;

export interface DiversionPoint {
  /** The day, or the Monday that starts the week (ISO). */
  day: string;
  totalKg: number;
  recoveryKg: number;
  pct: number;
}

/**
 * The diversion series as the chart draws it: the days themselves up to WEEKLY_AFTER_DAYS of them, else one point
 * per week (Monday to Sunday) whose rate is the week's recovered weight ÷ its weight, not an average of days.
 */
export function diversionSeries(days: Dashboard['diversionDaily']): { points: DiversionPoint[]; weekly: boolean } {
  if (days.length <= WEEKLY_AFTER_DAYS) return { points: days, weekly: false };
  const weeks = new Map<string, { totalKg: number; recoveryKg: number }>();
  for (const d of days) {
    const date = new Date(`${d.day}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
    const monday = date.toISOString().slice(0, 10);
    const week = weeks.get(monday) ?? { totalKg: 0, recoveryKg: 0 };
    week.totalKg += d.totalKg;
    week.recoveryKg += d.recoveryKg;
    weeks.set(monday, week);
  }
  const points = [...weeks.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, w]) => ({
      day,
      totalKg: roundTo(w.totalKg, 3),
      recoveryKg: roundTo(w.recoveryKg, 3),
      pct: diversionPct(w.recoveryKg, w.totalKg) ?? 0,
    }));
  return { points, weekly: true };
}
