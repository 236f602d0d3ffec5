import { formatDay, formatMonthYear, monthName } from '@ecopeso/shared/dates';
import {
  formatBrl,
  formatCo2e,
  formatGoalPct,
  formatKg,
  formatKgNumber,
  formatNumber,
  formatPct,
  PCT_DIGITS,
} from '@ecopeso/shared/figures';
import { INTL_LOCALE, type Language } from '@ecopeso/shared/languages';
import { formatPerGuest, type PerGuestMetric } from '@ecopeso/shared/per-guest';
import type { YearMonth } from '@ecopeso/shared/periods';

const PERIOD_WORDS: Record<Language, { within: (a: string, b: string, y: number) => string; across: string }> = {
  pt: { within: (a, b, y) => `${a} a ${b} de ${y}`, across: ' a ' },
  en: { within: (a, b, y) => `${a} to ${b} ${y}`, across: ' to ' },
  es: { within: (a, b, y) => `${a} a ${b} de ${y}`, across: ' a ' },
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
 * Number, date and period formatting of one report language: weights, percentages, reais, days and months are
 * written by the shared formatters (figures.ts, dates.ts), as the app writes them; the PDFs add only their signed
 * changes and their periods in words.
 */
export function createFormat(lang: Language) {
  const locale = INTL_LOCALE[lang];
  const ppFormat = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  const signedPct = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: PCT_DIGITS,
    maximumFractionDigits: PCT_DIGITS,
    signDisplay: 'exceptZero',
  });
  const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
  const words = PERIOD_WORDS[lang];

  const fmt = {
    locale,
    /** A weight total to 100 g, without its unit: '1.234,5'. */
    kg: (v: number) => formatKgNumber(v, lang),
    /** The same with its unit: '1.234,5 kg'. */
    kgUnit: (v: number) => formatKg(v, lang),
    /** Emissions: '1.234,5 kg CO₂e' (the PDF's fonts print the subscript as 2, see safeText). */
    co2e: (v: number) => formatCo2e(v, lang),
    /** A figure per guest-night, guest or meal ('420 g', '1,25 kg'); a dash where the activity is not known. */
    perGuest: (metric: PerGuestMetric, v: number | null) => formatPerGuest(metric, v, lang),
    pct: (v: number) => formatPct(v, lang),
    goalPct: (v: number) => formatGoalPct(v, lang),
    int: (v: number) => formatNumber(v, lang, 0),
    /** A number with `digits` decimals at most: '0,42'. */
    decimal: (v: number, digits: number) => formatNumber(v, lang, digits),
    /** An amount in reais: 'R$ 1.234,56'. */
    brl: (v: number) => formatBrl(v, lang),
    /** A difference in percentage points, signed: '+2,1'. */
    pp: (v: number) => ppFormat.format(v),
    /** Relative change from `before` to `now`, signed; null when there is nothing to compare with. */
    change: (now: number, before: number) => (before > 0 ? signedPct.format((now - before) / before) : null),
    month: (month: number) => monthName(month, lang),
    monthShort: (month: number) => monthName(month, lang, 'short').replace('.', ''),
    monthYear: (m: YearMonth) => formatMonthYear(m.year, m.month, lang),
    /** An ISO date (YYYY-MM-DD) as the app writes it: 31/01/2026. */
    date: (iso: string) => formatDay(iso, lang),
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
