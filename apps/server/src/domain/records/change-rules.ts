import { dayInZone } from '@ecopeso/shared/dates';
import type { Actor } from '../../http/actor.ts';
import { AppError } from '../../http/errors.ts';

/**
 * Who may correct or delete a stored record (PRODUCT.md §1, correction): the operacional only their own records
 * of the current day on the client's clock; gerente and master any record of their clients (access to the client
 * is checked by the route), giving a reason. Throws permission-denied or invalid-argument; returns the reason.
 */
export function checkRecordChange({
  actor,
  record,
  timeZone,
  reason,
  now = new Date(),
}: {
  actor: Actor;
  record: { createdBy: string | null; recordedAt: Date };
  timeZone: string;
  reason: string | undefined;
  now?: Date;
}): string | null {
  if (actor.role === 'operacional') {
    if (record.createdBy !== actor.id) {
      throw new AppError('permission-denied', 'You may change only the records you weighed yourself.');
    }
    if (dayInZone(timeZone, record.recordedAt) !== dayInZone(timeZone, now)) {
      throw new AppError('permission-denied', "You may change only today's records; ask a manager.");
    }
    return reason?.trim() || null;
  }
  const given = reason?.trim();
  if (!given) throw new AppError('invalid-argument', 'Say why the record is changed (reason).');
  return given;
}
