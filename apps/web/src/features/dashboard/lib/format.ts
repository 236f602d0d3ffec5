import type { Comparison } from '@ecopeso/shared/comparison';
import { formatKg as sharedFormatKg, formatPerGuestKg, NUMBER_LOCALE, roundTo } from '@ecopeso/shared/figures';
import type { Language } from '@ecopeso/shared/languages';
import { kgOfFigure, type PerGuestMetric } from '@ecopeso/shared/per-guest';
import type { Words } from '@ecopeso/shared/words';

const LOCALE = NUMBER_LOCALE;

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function numberFormat(lang: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${lang}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.NumberFormat(LOCALE[lang], options)));
  return format;
}
function dateFormat(lang: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${lang}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  // Dates here are calendar days and months already bucketed in the client's time zone: read them as UTC.
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(LOCALE[lang], { ...options, timeZone: 'UTC' })));
  return format;
}

/** A plain number in the reader's language, rounded once (figures.ts), with at most `digits` decimals. */
export function formatNumber(value: number, lang: Language, digits = 1): string {
  return numberFormat(lang, { maximumFractionDigits: digits }).format(roundTo(value, digits));
}

/** "1.234,5 kg" / "1,234.5 kg": weight totals to 100 g, by the rule the CSV and the PDFs follow (figures.ts). */
export function formatKg(kg: number, lang: Language): string {
  return sharedFormatKg(kg, lang);
}

/** An amount in reais in the reader's conventions: "R$ 1.234,56" / "R$1,234.56". */
export function formatBrl(value: number, lang: Language): string {
  return numberFormat(lang, { style: 'currency', currency: 'BRL' }).format(value);
}

/** A percentage given as 0–100: "45,3%" / "45.3%". */
export function formatPct(pct: number, lang: Language): string {
  return numberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(pct / 100);
}

/** Short month name for an axis ("nov.", "Nov"), with the year when the chart spans several. */
export function monthLabel(year: number, month: number, lang: Language, withYear: boolean): string {
  const date = new Date(Date.UTC(year, month, 1));
  const name = dateFormat(lang, { month: 'short' }).format(date);
  return withYear ? `${name} ${year}` : name;
}

/** Month and year in full ("novembro de 2026"), for tooltips and tables. */
export function monthYearLabel(year: number, month: number, lang: Language): string {
  return dateFormat(lang, { month: 'long', year: 'numeric' }).format(new Date(Date.UTC(year, month, 1)));
}

/** The twelve month names of the reader's language, January first. */
export function monthNames(lang: Language): string[] {
  const format = dateFormat(lang, { month: 'long' });
  return Array.from({ length: 12 }, (_, month) => {
    const name = format.format(new Date(Date.UTC(2000, month, 1)));
    return name.charAt(0).toLocaleUpperCase(LOCALE[lang]) + name.slice(1);
  });
}

/** A local day ('2026-11-03') as "03/11" / "11/03", or in full for tooltips and tables. */
export function dayLabel(day: string, lang: Language, long = false): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  const options: Intl.DateTimeFormatOptions = long ? { dateStyle: 'medium' } : { day: '2-digit', month: '2-digit' };
  return dateFormat(lang, options).format(new Date(Date.UTC(y, m - 1, d)));
}

/** A comparison in the reader's words (the shared vocabulary's), against `period`: never a bare percentage. */
export function describeComparison(words: Words, comparison: Comparison, period: string, lang: Language): string {
  return words.comparison(comparison, {
    period,
    pct: (value) => formatPct(value, lang),
    date: (iso) => dayLabel(iso, lang, true),
  });
}

/** The years a year before the filter's months ("2025", "2024, 2025"): what the period is compared with. */
export function previousYearsLabel(months: { year: number }[]): string {
  return [...new Set(months.map((m) => m.year - 1))].sort((a, b) => a - b).join(', ');
}

/**
 * A figure per guest-night, guest or meal as the PDFs write it: "1,25 kg", "420 g", "3,0 g" (below 1 kg in grams,
 * so a small one never reads 0); a dash where the activity is not known.
 */
export function formatRatio(metric: PerGuestMetric, value: number | null, lang: Language): string {
  if (value === null) return '—';
  return formatPerGuestKg(kgOfFigure(metric, value), lang);
}
