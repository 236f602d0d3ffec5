import { fromDate, parseDateTime, toCalendarDateTime, toZoned } from '@internationalized/date';
import { can, type Role } from '@ecopeso/shared/roles';

/** How far back the operacional may date a weighing (issue 12); gerente and master are not limited. */
export const OPERACIONAL_BACKDATE_DAYS = 7;

/** The instant as the client's wall clock shows it, 'YYYY-MM-DDTHH:mm' (the date-time picker's value). */
export function wallClock(instant: Date, timeZone: string): string {
  return toCalendarDateTime(fromDate(instant, timeZone)).toString().slice(0, 16);
}

/** A wall-clock 'YYYY-MM-DDTHH:mm' of the client's time zone as an instant; null when it is not one. */
export function instantOf(wall: string, timeZone: string): Date | null {
  try {
    return toZoned(parseDateTime(wall), timeZone).toDate();
  } catch {
    return null;
  }
}

/** The earliest wall-clock time a role may pick, or undefined for no limit. */
export function earliestWall(role: Role, now: Date, timeZone: string): string | undefined {
  if (can(role, 'records:any')) return undefined;
  return wallClock(new Date(now.getTime() - OPERACIONAL_BACKDATE_DAYS * 86_400_000), timeZone);
}
