import { ERROR_STATUS, type ErrorCode, type ErrorReason } from '@ecopeso/shared/errors';

/** Why a write was refused, for a text in the reader's language (see ERROR_REASONS). */
export interface ErrorDetail {
  reason: ErrorReason;
  params?: Record<string, string>;
}

/** An error a client may see: its code is one of spec §8, its message is safe to show. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly detail: ErrorDetail | undefined;
  constructor(code: ErrorCode, message: string, detail?: ErrorDetail) {
    super(message);
    this.code = code;
    this.detail = detail;
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/**
 * The refusal of a change made from a version someone else has since changed (409 aborted): `what` names the thing,
 * e.g. "this contract".
 */
export function staleChange(what: string): AppError {
  return new AppError('aborted', `Someone else changed ${what}. Reload to see their change.`);
}
