import { wallClockInZone } from '@ecopeso/shared/dates';

/**
 * Local dates and times in a client's time zone, computed in JavaScript (the shared wall clock, Intl) —
 * independently of the server's queries, which ask PostgreSQL (`at time zone`). Dates are 'YYYY-MM-DD' strings,
 * times 'HH:MM'.
 */

/** What a wall clock in `timezone` shows at `instant`. Months are 1–12. */
export function localParts(timezone: string, instant: Date | number) {
  const [date, time] = wallClockInZone(timezone, new Date(instant), 'seconds').split('T') as [string, string];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute, second] = time.split(':').map(Number) as [number, number, number];
  return { year, month, day, hour, minute, second };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day of an instant in the zone, 'YYYY-MM-DD'. */
export function localDay(timezone: string, instant: Date | number): string {
  const p = localParts(timezone, instant);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** The local wall-clock time of an instant in the zone, 'HH:MM'. */
export function localTime(timezone: string, instant: Date | number): string {
  const p = localParts(timezone, instant);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** The instant at which a wall clock in `timezone` shows this local date and time ('HH:MM'). */
export function zonedInstant(timezone: string, date: string, time = '00:00'): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  let guess = wall;
  // Move the guess by how far the zone's clock is from the wanted wall time; twice settles any offset change.
  for (let i = 0; i < 3; i++) {
    const p = localParts(timezone, guess);
    guess += wall - Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  }
  return new Date(guess);
}

/** The calendar date `days` after (or before, when negative) a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * An instant in the middle of a 'YYYY-MM-DD' day for every client in Brazil: 15:00 UTC is noon in São Paulo and
 * between 10:00 and 13:00 in Brazil's other zones, so the weighing falls on that local day wherever the client is.
 */
export const middayInBrazil = (day: string) => `${day}T15:00:00.000Z`;
