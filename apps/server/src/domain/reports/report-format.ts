import { formatKg, formatKgNumber, formatPerGuestKg, NUMBER_LOCALE, roundTo } from '@ecopeso/shared/figures';
import type { Language } from '@ecopeso/shared/languages';
import { kgOfFigure, type PerGuestMetric } from '@ecopeso/shared/per-guest';
import type { YearMonth } from '@ecopeso/shared/periods';

export const REPORT_LOCALES: Record<Language, string> = NUMBER_LOCALE;
/** Percentages come in percent units (78.4 means 78.4 %). */
export const PCT_FORMAT: Intl.NumberFormatOptions = {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
};

const PERIOD_WORDS: Record<
  Language,
  { one: (m: string, y: number) => string; within: (a: string, b: string, y: number) => string; across: string }
> = {
  pt: { one: (m, y) => `${m} de ${y}`, within: (a, b, y) => `${a} a ${b} de ${y}`, across: ' a ' },
  en: { one: (m, y) => `${m} ${y}`, within: (a, b, y) => `${a} to ${b} ${y}`, across: ' to ' },
  es: { one: (m, y) => `${m} de ${y}`, within: (a, b, y) => `${a} a ${b} de ${y}`, across: ' a ' },
};

const keyOf = (m: YearMonth) => m.year * 12 + m.month;

/** Months sorted and de-duplicated, cut into runs of consecutive months. */
function runsOf(months: YearMonth[]): YearMonth[][] {
  const sorted = [...new Map(months.map((m) => [keyOf(m), m])).values()].sort((a, b) => keyOf(a) - keyOf(b));
  const runs: YearMonth[][] = [];
  for (const m of sorted) {
    const run = runs.at(-1);
    if (run && keyOf(run.at(-1)!) === keyOf(m) - 1) run.push(m);
    else runs.push([m]);
  }
  return runs;
}

/**
 * Number, date and period formatting of one report language. Weights and the figures per guest are written by the
 * shared rule (figures.ts), as the dashboard writes them: totals rounded once, small per-guest figures in grams.
 */
export function createFormat(lang: Language) {
  const locale = REPORT_LOCALES[lang];
  const pctFormat = new Intl.NumberFormat(locale, PCT_FORMAT);
  const goalFormat = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const intFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const ppFormat = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  const signedPct = new Intl.NumberFormat(locale, { ...PCT_FORMAT, signDisplay: 'exceptZero' });
  const monthLong = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  const monthShort = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const dateFormat = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const brlFormat = new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' });
  const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
  const monthDate = (month: number) => new Date(Date.UTC(2001, month, 1));
  const words = PERIOD_WORDS[lang];

  const fmt = {
    locale,
    /** A weight total to 100 g, without its unit: '1.234,5'. */
    kg: (v: number) => formatKgNumber(v, lang),
    /** The same with its unit: '1.234,5 kg'. */
    kgUnit: (v: number) => formatKg(v, lang),
    /** A figure per guest-night, guest or meal ('420 g', '1,25 kg'); a dash where the activity is not known. */
    perGuest: (metric: PerGuestMetric, v: number | null) =>
      v === null ? '—' : formatPerGuestKg(kgOfFigure(metric, v), lang),
    pct: (v: number) => pctFormat.format(v / 100),
    goalPct: (v: number) => goalFormat.format(v / 100),
    int: (v: number) => intFormat.format(v),
    /** A number with exactly `digits` decimals at most: '0,42'. */
    decimal: (v: number, digits: number) =>
      new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(roundTo(v, digits)),
    /** An amount in reais: 'R$ 1.234,56'. */
    brl: (v: number) => brlFormat.format(roundTo(v, 2)),
    /** A difference in percentage points, signed: '+2,1'. */
    pp: (v: number) => ppFormat.format(v),
    /** Relative change from `before` to `now`, signed; null when there is nothing to compare with. */
    change: (now: number, before: number) => (before > 0 ? signedPct.format((now - before) / before) : null),
    month: (month: number) => monthLong.format(monthDate(month)),
    monthShort: (month: number) => monthShort.format(monthDate(month)).replace('.', ''),
    monthYear: (m: YearMonth) => words.one(fmt.month(m.month), m.year),
    /** An ISO date (YYYY-MM-DD) in the language's short form. */
    date: (iso: string) => dateFormat.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
    /** The months of a filter in words: 'janeiro a março de 2026', '2025', 'November 2025 to January 2026'. */
    period: (months: YearMonth[]) => list.format(runsOf(months).map(describeRun)),
    /** The same, short, for tight spaces: 'jan–mar 2026', 'nov 2025–jan 2026'. */
    periodShort: (months: YearMonth[]) => runsOf(months).map(describeRunShort).join(', '),
  };

  function describeRun(run: YearMonth[]): string {
    const first = run[0]!;
    const last = run.at(-1)!;
    if (run.length === 1) return fmt.monthYear(first);
    if (first.month === 0 && last.month === 11) {
      return first.year === last.year ? String(first.year) : `${first.year}${words.across}${last.year}`;
    }
    if (first.year === last.year) return words.within(fmt.month(first.month), fmt.month(last.month), first.year);
    return `${fmt.monthYear(first)}${words.across}${fmt.monthYear(last)}`;
  }

  function describeRunShort(run: YearMonth[]): string {
    const first = run[0]!;
    const last = run.at(-1)!;
    const short = (m: YearMonth) => `${fmt.monthShort(m.month)} ${m.year}`;
    if (run.length === 1) return short(first);
    if (first.month === 0 && last.month === 11) {
      return first.year === last.year ? String(first.year) : `${first.year}–${last.year}`;
    }
    if (first.year === last.year) return `${fmt.monthShort(first.month)}–${short(last)}`;
    return `${short(first)}–${short(last)}`;
  }

  return fmt;
}

export type ReportFormat = ReturnType<typeof createFormat>;
