/**
 * The wall clock of an instant in a time zone, 'YYYY-MM-DD HH:MM:SS' (compares as text; its first ten characters are
 * the day). What the rules of a weighing read "today" and "in the future" by: the client's clock, never the server's
 * nor the device's.
 */
export function wallClockIn(instant: Date, timeZone: string): string {
  const parts = formatterIn(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}

// Making a formatter costs far more than using one, and a history import asks for 100 000 rows.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterIn(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}
