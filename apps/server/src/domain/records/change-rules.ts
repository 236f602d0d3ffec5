import { changeRefusal, whoRefusal, type ChangeRefusal } from '@ecopeso/shared/record-changes';
import type { ErrorCode } from '@ecopeso/shared/errors';
import type { Actor } from '../actor.ts';
import { AppError } from '../app-error.ts';

/** Each refusal of the change rule as the API answers it. */
const REFUSED: Record<ChangeRefusal, { code: ErrorCode; message: string }> = {
  'not-own-record': { code: 'permission-denied', message: 'You may change only the records you weighed yourself.' },
  'not-today': { code: 'permission-denied', message: "You may change only today's records; ask a manager." },
  'reason-required': { code: 'invalid-argument', message: 'Say why the record is changed (reason).' },
  'moved-off-today': { code: 'permission-denied', message: 'You may move a record only within today; ask a manager.' },
};

/** Who changes which record, on which clock. */
interface Change {
  actor: Actor;
  record: { createdBy: string | null; recordedAt: Date };
  timeZone: string;
  now?: Date;
}

function throwRefusal(refusal: ChangeRefusal | null): void {
  if (refusal) throw new AppError(REFUSED[refusal].code, REFUSED[refusal].message);
}

/**
 * Applies the change rule of packages/shared (record-changes.ts) to a correction or delete: throws permission-denied or
 * invalid-argument as it refuses; returns the reason given, trimmed (null when none).
 */
export function checkRecordChange({
  actor,
  record,
  timeZone,
  reason,
  movedTo,
  now = new Date(),
}: Change & { reason: string | undefined; movedTo?: Date }): string | null {
  throwRefusal(changeRefusal({ actor, record, timeZone, now, reason, movedTo }));
  return reason?.trim() || null;
}

/** Throws as the API answers when this person may not change the record at all (no reason asked: adding its photo). */
export function checkRecordChanger({ actor, record, timeZone, now = new Date() }: Change): void {
  throwRefusal(whoRefusal(actor, record, timeZone, now));
}
