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
