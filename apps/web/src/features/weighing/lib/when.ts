import { parseDateTime, toZoned } from '@internationalized/date';
import { wallClockInZone } from '@ecopeso/shared/dates';
import { can, type Role } from '@ecopeso/shared/roles';

/** How far back the operacional may date a weighing (issue 12); gerente and master are not limited. */
export const OPERACIONAL_BACKDATE_DAYS = 7;

/**
 * A wall-clock 'YYYY-MM-DDTHH:mm' of the client's time zone (wallClockInZone's form, the picker's value) as an
 * instant; null when it is not one.
 */
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
  return wallClockInZone(timeZone, new Date(now.getTime() - OPERACIONAL_BACKDATE_DAYS * 86_400_000));
}
