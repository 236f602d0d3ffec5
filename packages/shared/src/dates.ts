import { INTL_LOCALE, intlFormatterCache, type Language } from './languages.ts';
import type { YearMonth } from './periods.ts';

/**
 * Days and moments: which day it is in a time zone, and how a day or a moment is written. The one place for both,
 * on the server (API, CSV, PDFs, e-mails, jobs) and in the web app alike.
 */

/**
 * Brazil's official time (Brasília): a new client's zone, and the clock of what belongs to no client — the validity
 * of licences and contracts, the MTR systems' dates, the master's logs, the monthly reports' schedule. São Paulo has
 * kept UTC−3 all year since Brazil dropped summer time in 2019.
 */
export const DEFAULT_TIMEZONE = 'America/Sao_Paulo';

interface ZonedParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

// Building an Intl formatter costs far more than using one (the weighing list asks once a row): one per zone.
const clocks = new Map<string, Intl.DateTimeFormat>();
function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    try {
      clock = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      // A zone name this runtime does not know (stored before zones were checked): Brazil's time, the product's.
      clock = clockOf(DEFAULT_TIMEZONE);
    }
    clocks.set(timeZone, clock);
  }
  return clock;
}

function partsIn(timeZone: string, at: Date): ZonedParts {
  const out: Record<string, string> = {};
  for (const part of clockOf(timeZone).formatToParts(at)) out[part.type] = part.value;
  return out as unknown as ZonedParts;
}

/** The calendar day (YYYY-MM-DD) on a zone's clock at an instant: today, without `at`. */
export function dayInZone(timeZone: string, at: Date = new Date()): string {
  const p = partsIn(timeZone, at);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The year and month (0–11) on a zone's clock at an instant: this month, without `at`. */
export function monthInZone(timeZone: string, at: Date = new Date()): YearMonth {
  const p = partsIn(timeZone, at);
  return { year: Number(p.year), month: Number(p.month) - 1 };
}

/** The calendar day `days` after an ISO day (before it when negative), and the days from `from` to `until`. */
export const addDays = (iso: string, days: number): string =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
export const daysBetween = (from: string, until: string): number =>
  Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The order of a period, the one rule of every from–to query: `from` on or before `to`, both ISO days or both ISO
 * months (as text they sort as dates); an end left out leaves the period open. PERIOD_ORDER_MESSAGE is what the API
 * says when it does not hold (the web's forms say ui:validation.dateOrder).
 */
export const periodInOrder = (p: { from?: string; to?: string }): boolean => !p.from || !p.to || p.from <= p.to;
export const PERIOD_ORDER_MESSAGE = 'from must not be after to';

/** A month as ISO text ('2026-01'), month 0–11. */
export const isoMonth = ({ year, month }: YearMonth): string => `${year}-${String(month + 1).padStart(2, '0')}`;

/** The last `count` months on a zone's clock, this one included, as ISO months: a default period of a report. */
export function lastMonthsInZone(timeZone: string, count: number, at: Date = new Date()): { from: string; to: string } {
  const now = monthInZone(timeZone, at);
  const first = now.year * 12 + now.month - (count - 1);
  return { from: isoMonth({ year: Math.floor(first / 12), month: first % 12 }), to: isoMonth(now) };
}

/**
 * The wall clock of a zone at an instant, as a local ISO date-time: 'YYYY-MM-DDTHH:mm' (the date-time picker's value),
 * or with seconds. Local date-times of one zone compare as text.
 */
export function wallClockInZone(
  timeZone: string,
  at: Date = new Date(),
  precision: 'minutes' | 'seconds' = 'minutes',
): string {
  const p = partsIn(timeZone, at);
  const minutes = `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
  return precision === 'seconds' ? `${minutes}:${p.second}` : minutes;
}

// How days and moments are written. A day ('2026-01-31') is a calendar date, not a moment: it is read at UTC
// midnight and written in UTC, so no time zone moves it. A moment is written on a zone's clock.

const dateFormat = intlFormatterCache(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

/** The day written with two-digit day and month and the whole year (never the ISO form on a page). */
const NUMERIC_DAY = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

/**
 * How a day is written:
 * - 'numeric' (the default): 31/01/2026 in pt and es, 01/31/2026 in en — tables, lists, notices, PDFs, CSV;
 * - 'dayMonth': 31/01 or 01/31, where the year is plain (a chart's axis, a list of recent days);
 * - 'medium': 31 de jan. de 2026 — a chart's tooltip; 'long': 31 de janeiro de 2026 — a sentence.
 */
export type DayStyle = 'numeric' | 'dayMonth' | 'medium' | 'long';
const DAY_OPTIONS: Record<DayStyle, Intl.DateTimeFormatOptions> = {
  numeric: NUMERIC_DAY,
  dayMonth: { day: '2-digit', month: '2-digit' },
  medium: { dateStyle: 'medium' },
  long: { dateStyle: 'long' },
};

/** A calendar day ('2026-01-31', or the day of an ISO instant's text) as the reader writes it. */
export function formatDay(iso: string, lang: Language, style: DayStyle = 'numeric'): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(lang, { ...DAY_OPTIONS[style], timeZone: 'UTC' }).format(date);
}

/**
 * A moment on a zone's clock (the client's, or Brazil's for what belongs to no client), as the reader writes it:
 * 'short' 31/01/2026, 14:05 (en 01/31/2026, 2:05 PM); 'long' 31 de janeiro de 2026 14:05. Without a zone, the
 * device's (the web app: the reader's own clock). Text that is no moment is given back as it is.
 */
export function formatDateTime(
  at: string | Date,
  lang: Language,
  timeZone?: string,
  style: 'short' | 'long' = 'short',
): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return String(at);
  // Short: the day as formatDay writes it, then the time as the language writes it (14:05, 2:05 PM) — Intl mixes
  // no time style with a day's own fields, and the three languages join the two with ", ".
  const write = (zone: string | undefined) =>
    style === 'long'
      ? dateFormat(lang, { dateStyle: 'long', timeStyle: 'short', timeZone: zone }).format(date)
      : `${dateFormat(lang, { ...NUMERIC_DAY, timeZone: zone }).format(date)}, ` +
        dateFormat(lang, { timeStyle: 'short', timeZone: zone }).format(date);
  try {
    return write(timeZone);
  } catch {
    // A zone name this runtime does not know: Brazil's time, as dayInZone reads it.
    return write(DEFAULT_TIMEZONE);
  }
}

/** A month's name (month 0–11): 'long' janeiro / January, 'short' jan. / Jan. */
export function monthName(month: number, lang: Language, width: 'long' | 'short' = 'long'): string {
  return dateFormat(lang, { month: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2001, month, 1)));
}

/** A month of a year (month 0–11): janeiro de 2026 / January 2026 / enero de 2026. */
export function formatMonthYear(year: number, month: number, lang: Language): string {
  return dateFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month, 1)),
  );
}

/** Text with its first letter a capital, as the language writes one (a month that starts a line: "Outubro de 2026"). */
export function capitalize(text: string, lang: Language): string {
  return text.charAt(0).toLocaleUpperCase(INTL_LOCALE[lang]) + text.slice(1);
}
