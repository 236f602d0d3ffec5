import { sql, type SQL } from 'drizzle-orm';
import type { YearMonth } from '@ecopeso/shared/periods';

const firstDay = (key: number) => `${Math.floor(key / 12)}-${String((key % 12) + 1).padStart(2, '0')}-01`;

/** The months as the fewest half-open day ranges [from, until), adjacent months joined: Jan–Mar and May is two. */
export function monthRanges(months: readonly YearMonth[]): { from: string; until: string }[] {
  const keys = [...new Set(months.map((m) => m.year * 12 + m.month))].sort((a, b) => a - b);
  const ranges: { first: number; last: number }[] = [];
  for (const key of keys) {
    const open = ranges.at(-1);
    if (open && open.last + 1 === key) open.last = key;
    else ranges.push({ first: key, last: key });
  }
  return ranges.map((r) => ({ from: firstDay(r.first), until: firstDay(r.last + 1) }));
}

/**
 * The calendar months whose every day lies in [from, until) (ISO days), in order: the months a sum over those days
 * can read from the monthly totals, the other days being read by day.
 */
export function wholeMonthsBetween(from: string, until: string): YearMonth[] {
  const months: YearMonth[] = [];
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  for (let key = y * 12 + m - 1 + (d > 1 ? 1 : 0); firstDay(key + 1) <= until; key++) {
    months.push({ year: Math.floor(key / 12), month: key % 12 });
  }
  return months;
}

/**
 * `day` (a date column) falls in one of the months: plain comparisons against the months' day ranges, which an
 * index can use and which cost nothing per row beside them (extracting year and month of every row of a year of 50
 * clients took half the dashboard's time; docs/benchmarks.md). No months: false.
 */
export function dayInMonths(day: SQL, months: readonly YearMonth[]): SQL {
  const ranges = monthRanges(months).map((r) => sql`(${day} >= ${r.from}::date and ${day} < ${r.until}::date)`);
  return ranges.length ? sql`(${sql.join(ranges, sql` or `)})` : sql`false`;
}
