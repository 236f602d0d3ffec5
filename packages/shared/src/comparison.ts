import { z } from 'zod';
import { roundToGram } from './figures.ts';
import type { YearMonth } from './periods.ts';

/**
 * Comparing a period with the same period a year before, honestly (issue 13):
 * - a month in progress is compared with the same days of the earlier month, never with all of it;
 * - an earlier period whose data is partial (the history starts inside it, or it has markedly fewer days with
 *   weighings than the period it is compared with) is named as such, and no percentage is given for it;
 * - months that have not started yet are not compared at all.
 */
export const COMPARISON_STATUSES = ['comparable', 'partial', 'noEarlierData', 'notStarted'] as const;
export type ComparisonStatus = (typeof COMPARISON_STATUSES)[number];
export const PARTIAL_REASONS = ['historyStartsMidPeriod', 'missingDays'] as const;
export type PartialReason = (typeof PARTIAL_REASONS)[number];

/** How much fewer (as a share of the days) the earlier period's days with weighings may be before it counts as partial. */
export const MISSING_DAYS_TOLERANCE = 0.1;

export const comparisonSchema = z.object({
  status: z.enum(COMPARISON_STATUSES),
  reason: z.enum(PARTIAL_REASONS).nullable(),
  /** A month in progress: both sides stop at the same day of the month. */
  sameDays: z.boolean(),
  currentKg: z.number(),
  previousKg: z.number(),
  /** Relative change in percent, one decimal; only when the status is 'comparable'. */
  changePct: z.number().nullable(),
  /** The earlier side's first and last day (ISO, inclusive); null when nothing has started. */
  previousFrom: z.string().nullable(),
  previousThrough: z.string().nullable(),
  days: z.number(),
  currentDaysWithData: z.number(),
  previousDaysWithData: z.number(),
  /** The first day with a weighing in the whole history of what is compared (ISO), null with none. */
  historyStart: z.string().nullable(),
});
export type Comparison = z.infer<typeof comparisonSchema>;

/** One run of days, ISO dates, both ends included. */
export interface DayWindow {
  from: string;
  through: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (year: number, month: number, day: number) => `${year}-${pad(month + 1)}-${pad(day)}`;
export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** Days from `from` to `through`, both included. */
export function daysBetween(from: string, through: string): number {
  return Math.round((Date.parse(`${through}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * The days each side of a comparison covers: every month of the filter that has started by `today` (ISO, the
 * client's local date), cut at `today` when it is the month in progress, and the same days a year earlier (29 Feb
 * standing in as 28 Feb).
 */
export function comparisonWindows(
  months: YearMonth[],
  today: string,
): { current: DayWindow[]; previous: DayWindow[]; sameDays: boolean } {
  const current: DayWindow[] = [];
  const previous: DayWindow[] = [];
  let sameDays = false;
  const sorted = [...months].sort((a, b) => a.year * 12 + a.month - (b.year * 12 + b.month));
  for (const { year, month } of sorted) {
    const from = iso(year, month, 1);
    if (from > today) continue;
    const last = daysInMonth(year, month);
    const lastDay = iso(year, month, last) <= today ? last : Number(today.slice(8, 10));
    if (lastDay < last) sameDays = true;
    current.push({ from, through: iso(year, month, lastDay) });
    const previousLast =
      lastDay === last ? daysInMonth(year - 1, month) : Math.min(lastDay, daysInMonth(year - 1, month));
    previous.push({ from: iso(year - 1, month, 1), through: iso(year - 1, month, previousLast) });
  }
  return { current, previous, sameDays };
}

const inWindows = (day: string, windows: DayWindow[]) => windows.some((w) => day >= w.from && day <= w.through);

function side(days: ReadonlyMap<string, number>, windows: DayWindow[]) {
  let kg = 0;
  let withData = 0;
  for (const [day, value] of days) {
    if (value > 0 && inWindows(day, windows)) {
      kg += value;
      withData += 1;
    }
  }
  return { kg: roundToGram(kg), withData };
}

/**
 * The comparison of the weight per day (`current`, `previous`: ISO day → kg) over the windows `comparisonWindows`
 * gives. A percentage comes only with a like-for-like earlier side; otherwise the status says why there is none.
 */
export function compareDays({
  windows,
  current,
  previous,
  historyStart,
}: {
  windows: { current: DayWindow[]; previous: DayWindow[]; sameDays: boolean };
  current: ReadonlyMap<string, number>;
  previous: ReadonlyMap<string, number>;
  historyStart: string | null;
}): Comparison {
  const days = windows.current.reduce((s, w) => s + daysBetween(w.from, w.through), 0);
  const previousDays = windows.previous.reduce((s, w) => s + daysBetween(w.from, w.through), 0);
  const now = side(current, windows.current);
  const before = side(previous, windows.previous);
  const base = {
    sameDays: windows.sameDays,
    currentKg: now.kg,
    previousKg: before.kg,
    changePct: null,
    previousFrom: windows.previous[0]?.from ?? null,
    previousThrough: windows.previous.at(-1)?.through ?? null,
    days,
    currentDaysWithData: now.withData,
    previousDaysWithData: before.withData,
    historyStart,
  };
  if (days === 0) return { ...base, status: 'notStarted', reason: null };
  if (before.withData === 0 || before.kg <= 0) return { ...base, status: 'noEarlierData', reason: null };
  if (historyStart !== null && base.previousFrom !== null && historyStart > base.previousFrom) {
    return { ...base, status: 'partial', reason: 'historyStartsMidPeriod' };
  }
  if (before.withData / previousDays < now.withData / days - MISSING_DAYS_TOLERANCE) {
    return { ...base, status: 'partial', reason: 'missingDays' };
  }
  return {
    ...base,
    status: 'comparable',
    reason: null,
    changePct: Math.round(((now.kg - before.kg) / before.kg) * 1000) / 10,
  };
}

/** The comparison of one month alone (the monthly chart's bars), with the same rules. */
export function compareMonth(
  month: YearMonth,
  today: string,
  current: ReadonlyMap<string, number>,
  previous: ReadonlyMap<string, number>,
  historyStart: string | null,
): Comparison {
  return compareDays({ windows: comparisonWindows([month], today), current, previous, historyStart });
}
