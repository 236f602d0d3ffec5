import type { MtrStatus } from '@ecopeso/shared/mtr';
import { AppError } from '../../http/errors.ts';

export type MtrEvent = 'edit' | 'issue' | 'receive' | 'certify' | 'cancel';

/** Every move an MTR may make; anything else is refused. A draft's cancel discards it without the system. */
const MOVES: Record<MtrStatus, Partial<Record<MtrEvent, MtrStatus>>> = {
  draft: { edit: 'draft', issue: 'issued', cancel: 'cancelled' },
  issued: { receive: 'received', certify: 'cdf_issued', cancel: 'cancelled' },
  received: { certify: 'cdf_issued' },
  cdf_issued: {},
  cancelled: {},
};

const WHY: Record<MtrEvent, string> = {
  edit: 'Only a draft can be edited; an issued MTR is changed by cancelling it and issuing another.',
  issue: 'Only a draft can be issued.',
  receive: 'Only an issued MTR can be received.',
  certify: 'Only an issued or received MTR can get its CDF.',
  cancel: 'Only a draft or an MTR not yet received can be cancelled.',
};

/** The status after `event`, or a 400 saying why the MTR cannot make that move. */
export function transition(status: MtrStatus, event: MtrEvent): MtrStatus {
  const next = MOVES[status][event];
  if (!next) throw new AppError('invalid-argument', WHY[event]);
  return next;
}

/** Fields a person may change, by status: only a draft's. */
export const EDITABLE_FIELDS: Record<MtrStatus, readonly string[]> = {
  draft: ['shipmentDate', 'driverName', 'vehiclePlate', 'notes', 'items', 'weighedFrom', 'weighedUntil'],
  issued: [],
  received: [],
  cdf_issued: [],
  cancelled: [],
};
