import type { Comparison } from '@ecopeso/shared/comparison';
import { capitalize, formatDay, monthName } from '@ecopeso/shared/dates';
import { formatPct } from '@ecopeso/shared/figures';
import type { Language } from '@ecopeso/shared/languages';
import type { Words } from '@ecopeso/shared/words';

// What only the dashboard's charts and filter write. Weights, percentages, reais, days and months come from the
// shared formatters (packages/shared figures.ts and dates.ts), as the PDFs write them.

/** Short month name for an axis ("nov.", "Nov"), with the year when the chart spans several. */
export function monthLabel(year: number, month: number, lang: Language, withYear: boolean): string {
  const name = monthName(month, lang, 'short');
  return withYear ? `${name} ${year}` : name;
}

/** The twelve month names of the reader's language, January first, each starting with a capital. */
export function monthNames(lang: Language): string[] {
  return Array.from({ length: 12 }, (_, month) => capitalize(monthName(month, lang), lang));
}

/** A comparison in the reader's words (the shared vocabulary's), against `period`: never a bare percentage. */
export function describeComparison(words: Words, comparison: Comparison, period: string, lang: Language): string {
  return words.comparison(comparison, {
    period,
    pct: (value) => formatPct(value, lang),
    date: (iso) => formatDay(iso, lang, 'medium'),
  });
}

/** The years a year before the filter's months ("2025", "2024, 2025"): what the period is compared with. */
export function previousYearsLabel(months: { year: number }[]): string {
  return [...new Set(months.map((m) => m.year - 1))].sort((a, b) => a - b).join(', ');
}
