import { can, type Role } from './roles.ts';
import { dayInZone } from './dates.ts';

/**
 * Who may correct or delete a stored record (PRODUCT.md §1, correction) — the one rule of the server's correction and
 * delete, and of the web app's buttons and correction dialog. Access to the client is the route's concern.
 */

/** Why a change is refused; the server answers each with its code and words (domain/records/change-rules.ts). */
export const CHANGE_REFUSALS = ['not-own-record', 'not-today', 'reason-required', 'moved-off-today'] as const;
export type ChangeRefusal = (typeof CHANGE_REFUSALS)[number];

export interface ChangeActor {
  id: string;
  role: Role;
}

export interface ChangedRecord {
  createdBy: string | null;
  recordedAt: Date;
}

/** gerente and master say why they change or delete a record; the operacional need not. */
export function changeNeedsReason(role: Role): boolean {
  return can(role, 'records:any');
}

/**
 * Whether this person may correct or delete this record at all: the operacional only their own records of today on the
 * client's clock, gerente and master any record of their clients.
 */
export function mayChangeRecord(actor: ChangeActor, record: ChangedRecord, timeZone: string, now: Date): boolean {
  return whoRefusal(actor, record, timeZone, now) === null;
}

/**
 * Why this person may not change this record at all, or null (the part of changeRefusal that needs no reason): adding
 * a photo to a record (decision 040) asks only this.
 */
export function whoRefusal(
  actor: ChangeActor,
  record: ChangedRecord,
  timeZone: string,
  now: Date,
): ChangeRefusal | null {
  if (can(actor.role, 'records:any')) return null;
  if (record.createdBy !== actor.id) return 'not-own-record';
  if (dayInZone(timeZone, record.recordedAt) !== dayInZone(timeZone, now)) return 'not-today';
  return null;
}

/**
 * Why this change is refused, or null: who may change the record (mayChangeRecord); a reason given where one is
 * needed; and a correction that moves the record (`movedTo`) keeps the operacional's record within today.
 */
export function changeRefusal({
  actor,
  record,
  timeZone,
  now,
  reason,
  movedTo,
}: {
  actor: ChangeActor;
  record: ChangedRecord;
  timeZone: string;
  now: Date;
  reason: string | null | undefined;
  movedTo?: Date;
}): ChangeRefusal | null {
  const who = whoRefusal(actor, record, timeZone, now);
  if (who) return who;
  if (changeNeedsReason(actor.role) && !reason?.trim()) return 'reason-required';
  if (!can(actor.role, 'records:any') && movedTo && dayInZone(timeZone, movedTo) !== dayInZone(timeZone, now)) {
    return 'moved-off-today';
  }
  return null;
}
