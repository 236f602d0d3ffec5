// @internationalized/date is React Aria's own date library (react-aria-components depends on it at this exact
// copy); the pickers speak its values, the rest of the app speaks ISO strings.
import { CalendarDate, CalendarDateTime, type DateValue } from '@internationalized/date';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/** 'YYYY-MM-DD' → a calendar date; anything else → null. */
export function parseIsoDate(value: string | null): CalendarDate | null {
  const m = value ? DATE.exec(value) : null;
  return m ? new CalendarDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** 'YYYY-MM-DDTHH:mm' (seconds ignored) → a wall-clock date and time; anything else → null. */
export function parseIsoDateTime(value: string | null): CalendarDateTime | null {
  const m = value ? DATE_TIME.exec(value) : null;
  return m ? new CalendarDateTime(Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5])) : null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function toIsoDate(value: DateValue): string {
  return `${pad(value.year, 4)}-${pad(value.month)}-${pad(value.day)}`;
}

export function toIsoDateTime(value: DateValue): string {
  const time = 'hour' in value ? `${pad(value.hour)}:${pad(value.minute)}` : '00:00';
  return `${toIsoDate(value)}T${time}`;
}
